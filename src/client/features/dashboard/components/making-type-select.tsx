import type { SelectHTMLAttributes } from 'react';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { MAKING_CHARGE_TYPE_LABELS, MAKING_CHARGE_TYPES, type MakingChargeType } from '@shared/constants';

/** A making charge type, or none ('' with `emptyLabel`): on products and as a category's default. */
export function MakingTypeSelect({
  value,
  onType,
  emptyLabel,
  ...rest
}: { value: MakingChargeType | ''; onType: (type: MakingChargeType | '') => void; emptyLabel: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
>) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(e) => onType(e.target.value as MakingChargeType | '')}
      className={`${DENSE_INPUT_CLASSES} pr-8`}
    >
      <option value="">{emptyLabel}</option>
      {MAKING_CHARGE_TYPES.map((t) => (
        <option key={t} value={t}>
          {MAKING_CHARGE_TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}
