import { useState } from 'react';
import { useToast } from '@client/components/ui/toast';
import { useDeleteProduct, useProducts, useRefreshAfterChange } from '../api';
import { EMPTY_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { formatRupees } from '@client/lib/format';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import type { ProductDto } from '@shared/schemas/catalog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListStates } from '../components/list-state';
import { ACTIONS_COLUMN, RowAction, TableHead, type Column } from '../components/data-table';
import { CSV_EXPORT_URLS } from '@shared/catalog-csv';
import { DOWNLOAD_LINK, PageHeader } from '../components/page-header';
import { Pager } from '@client/components/ui/pager';
import { ProductThumb } from '../components/product-thumb';
import { SearchField } from '../components/search-field';
import { isUnauthorized, errorMessage } from '@client/lib/api-errors';
import { useDraftState } from '../components/screen-boundary';
import { ProductEditRow } from './product-edit-row';

const COLUMNS = 6;
const HEADINGS: Column[] = [
  { label: DASHBOARD_COPY.photo, className: 'w-20' },
  { label: PAGE_MESSAGES.name },
  { label: PAGE_MESSAGES.category },
  { label: DASHBOARD_COPY.description, className: 'max-xl:hidden' },
  { label: DASHBOARD_COPY.products.price, className: 'text-right' },
  ACTIONS_COLUMN,
];

/** Today's price as the storefront shows it: 'From' for a piece in sizes, 'Price on request' without one. */
function priceText(price: ProductDto['price']): string {
  if (!price) return PRICE_MESSAGES.priceOnRequest;
  return `${price.sizeLabel ? `${PRICE_MESSAGES.priceFrom} ` : ''}${formatRupees(price.total, true)}`;
}
const TD = 'px-4 py-3 align-middle max-md:block max-md:px-0 max-md:py-0.5';

/**
 * The catalogue, 10 a page with a search: each row edits inline (Update) or is deleted after a
 * confirmation (Delete).
 */
export function ProductListView({ mode }: { mode: 'update' | 'delete' }) {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const [page, setPage] = useDraftState(`product-list:${mode}:page`, 1);
  const [q, setQ] = useDraftState(`product-list:${mode}:q`, '');
  const [editing, setEditing] = useDraftState<number | null>(`product-list:${mode}:editing`, null);
  const [doomed, setDoomed] = useState<ProductDto | null>(null);
  const products = useProducts(page, q);
  const remove = useDeleteProduct();

  // The last product of the last page went: step back to the page that still exists.
  if (products.data && page > products.data.totalPages) setPage(products.data.totalPages);
  // A row being edited stays open while a search or a page still shows it (a search that lands
  // just after Edit was pressed keeps the form); it closes when its product leaves the list.
  if (
    editing !== null &&
    products.data &&
    !products.isPlaceholderData &&
    !products.data.products.some((p) => p.id === editing)
  )
    setEditing(null);

  async function confirmDelete() {
    if (!doomed) return;
    try {
      const { message } = await remove.mutateAsync({ id: doomed.id });
      toast.success(message);
      setDoomed(null);
      await refresh();
    } catch (err) {
      setDoomed(null);
      if (!isUnauthorized(err)) toast.error(errorMessage(err, PRODUCT_MESSAGES.deleteFailed));
    }
  }

  const list = products.data?.products ?? [];
  return (
    <>
      <PageHeader
        section={DASHBOARD_COPY.menu.product}
        title={mode === 'update' ? DASHBOARD_COPY.products.updateTitle : DASHBOARD_COPY.products.deleteTitle}
      >
        {mode === 'update'
          ? 'Search the catalogue, then edit a row in place. The photo is only replaced when you choose a new one.'
          : 'Search the catalogue and delete what is no longer sold. Deleting also takes the product out of every ' +
            'selection.'}
      </PageHeader>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label={DASHBOARD_COPY.products.search}
          placeholder={DASHBOARD_COPY.products.searchPlaceholder}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {products.data ? (
            <p className="text-sm text-stone" aria-live="polite">
              {products.data.total} product{products.data.total === 1 ? '' : 's'}
            </p>
          ) : null}
          {mode === 'update' ? (
            <a href={CSV_EXPORT_URLS.products} download className={DOWNLOAD_LINK}>
              {DASHBOARD_COPY.products.exportCsv}
            </a>
          ) : null}
        </div>
      </div>

      <ListStates
        query={products}
        loadingRows={6}
        errorMessage={LOADING_MESSAGES.products}
        isEmpty={list.length === 0}
        empty={q ? EMPTY_MESSAGES.noProductsFound : EMPTY_MESSAGES.noProductsAvailable}
      >
        <div
          className={
            `overflow-hidden rounded-sm border border-sand bg-white/70 max-md:border-0 ` +
            `max-md:bg-transparent ${products.isPlaceholderData ? 'opacity-60' : ''}`
          }
        >
          <table className="w-full border-collapse text-sm max-md:block">
            <caption className="sr-only">{DASHBOARD_COPY.products.caption(page)}</caption>
            <TableHead columns={HEADINGS} className="max-md:hidden" />
            <tbody className="divide-y divide-sand/70 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {list.map((p) =>
                editing === p.id ? (
                  <ProductEditRow key={p.id} product={p} columns={COLUMNS} onDone={() => setEditing(null)} />
                ) : (
                  <tr
                    key={p.id}
                    className={
                      'hover:bg-cream/40 max-md:grid max-md:grid-cols-[4rem_minmax(0,1fr)] max-md:gap-x-4 ' +
                      'max-md:rounded-sm max-md:border max-md:border-sand max-md:bg-white/70 max-md:p-3'
                    }
                  >
                    <td className={`${TD} max-md:row-span-4`}>
                      <ProductThumb src={p.photo} className="h-14 w-14 max-md:h-16 max-md:w-16" />
                    </td>
                    <td className={`${TD} font-medium text-ink`}>
                      {p.name}
                      <span className="block font-mono text-xs font-normal text-stone">{p.sku}</span>
                    </td>
                    <td className={`${TD} text-stone`}>{p.category.name}</td>
                    <td className={`${TD} max-w-sm text-stone max-xl:hidden`}>
                      <span className="line-clamp-2">{p.description}</span>
                    </td>
                    <td
                      className={
                        `${TD} whitespace-nowrap text-right tabular-nums max-md:text-left ` +
                        `${p.price ? 'text-ink' : 'text-stone'}`
                      }
                      data-testid="product-price"
                    >
                      {priceText(p.price)}
                    </td>
                    <td className={`${TD} text-right max-md:col-start-2 max-md:pt-2 max-md:text-left`}>
                      <RowAction
                        mode={mode}
                        editLabel={DASHBOARD_COPY.products.edit}
                        name={p.name}
                        onEdit={() => setEditing(p.id)}
                        onDelete={() => setDoomed(p)}
                      />
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
        <Pager
          compact
          label={DASHBOARD_COPY.products.pages}
          page={page}
          totalPages={products.data?.totalPages ?? 1}
          busy={products.isFetching}
          onPage={(n) => {
            setPage(n);
            setEditing(null);
          }}
        />
      </ListStates>

      <ConfirmDialog
        open={doomed !== null}
        title={DASHBOARD_COPY.products.confirmDeleteTitle}
        message={doomed ? DASHBOARD_MESSAGES.confirmDeleteProduct(doomed.name) : ''}
        confirmLabel={DASHBOARD_COPY.products.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
