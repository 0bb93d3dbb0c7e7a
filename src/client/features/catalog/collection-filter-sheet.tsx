import { SEARCH_MESSAGES } from '@shared/messages/search';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FacetPanel, type FacetGroup } from '@client/components/ui/facet-panel';
import type { ListingParams } from './listing-params';
import { CategorySelect } from './listing-toolbar';
import { PriceRangeControl } from './price-range';

// The phone's filters of a collection page, in a sheet from the left: the category and price range
// (in the toolbar on wide screens) above the facets. Loaded the first time it is opened.

export interface CollectionFilterSheetProps {
  open: boolean;
  onClose: () => void;
  params: ListingParams;
  onChange: (patch: Partial<ListingParams>) => void;
  groups: FacetGroup[];
  total: number;
}

export function CollectionFilterSheet({ open, onClose, params, onChange, groups, total }: CollectionFilterSheetProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={SEARCH_MESSAGES.filters}
      placement="left"
      closeLabel={SEARCH_MESSAGES.closeFilters}
    >
      <div className="space-y-5 border-b border-sand pb-6">
        <CategorySelect value={params.categoryId} onChange={(categoryId) => onChange({ categoryId })} />
        <PriceRangeControl
          value={{ minPrice: params.minPrice, maxPrice: params.maxPrice }}
          onApply={(range) => onChange(range)}
        />
      </div>
      <div className="pt-5">
        <FacetPanel groups={groups} label={SEARCH_MESSAGES.filters} />
      </div>
      <div className="sticky bottom-0 mt-6 bg-ivory pb-1 pt-3">
        <Button className="w-full" onClick={onClose}>
          {SEARCH_MESSAGES.showResults(total)}
        </Button>
      </div>
    </Dialog>
  );
}
