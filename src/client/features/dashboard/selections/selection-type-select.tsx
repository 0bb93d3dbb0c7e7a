import {
  COLLECTION_GROUP_LABELS,
  COLLECTIONS,
  SELECTION_TYPE_LABELS,
  SELECTION_TYPES,
  type SelectionType,
} from '@shared/constants';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

const OTHER_GROUP = 'Older bangle types';

/** The one list of selection types the server accepts, grouped as the storefront menu groups them. */
const GROUPS: Array<{ label: string; types: SelectionType[] }> = (() => {
  const groups = new Map<string, SelectionType[]>();
  for (const type of SELECTION_TYPES) {
    const collection = COLLECTIONS.find((c) => c.selectionType === type);
    const label = collection ? COLLECTION_GROUP_LABELS[collection.group] : OTHER_GROUP;
    groups.set(label, [...(groups.get(label) ?? []), type]);
  }
  return [...groups].map(([label, types]) => ({ label, types }));
})();

export function isSelectionType(value: string): value is SelectionType {
  return (SELECTION_TYPES as readonly string[]).includes(value);
}

export function SelectionTypeSelect({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (type: string) => void;
  invalid?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid || undefined}
      className={`${DENSE_INPUT_CLASSES} pr-8`}
    >
      <option value="">{DASHBOARD_COPY.selections.chooseType}</option>
      {GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.types.map((type) => (
            <option key={type} value={type}>
              {SELECTION_TYPE_LABELS[type]}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
