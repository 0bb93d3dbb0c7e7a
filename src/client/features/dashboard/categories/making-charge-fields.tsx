import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import type { MakingChargeType } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { DenseField } from '../components/dense-field';
import { MakingTypeSelect } from '../components/making-type-select';

export interface MakingDraft {
  type: MakingChargeType | '';
  value: string;
}

/** A category's making charge as the form shows it ('' and '' when it has none). */
export function makingDraftOf(category: {
  makingChargeType?: MakingChargeType | null;
  makingChargeValue?: number | null;
}): MakingDraft {
  return {
    type: category.makingChargeType ?? '',
    value: category.makingChargeValue == null ? '' : String(category.makingChargeValue),
  };
}

/** The category's default making charge: a type ('No default' clears it) and its value, with the schema's messages. */
export function MakingChargeFields({
  draft,
  onChange,
  errors,
}: {
  draft: MakingDraft;
  onChange: (draft: MakingDraft) => void;
  errors: Record<string, string>;
}) {
  const copy = DASHBOARD_COPY.making;
  return (
    <>
      <DenseField label={copy.categoryDefault} error={errors.makingChargeType} className="sm:w-56">
        {(control) => (
          <MakingTypeSelect
            {...control}
            value={draft.type}
            emptyLabel={copy.noDefault}
            onType={(type) => onChange({ type, value: type ? draft.value : '' })}
          />
        )}
      </DenseField>
      <DenseField label={copy.value} error={errors.makingChargeValue} className="sm:w-40">
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={draft.value}
            disabled={!draft.type}
            onChange={(e) => onChange({ ...draft, value: e.target.value })}
            className={`${DENSE_INPUT_CLASSES} tabular-nums`}
          />
        )}
      </DenseField>
    </>
  );
}
