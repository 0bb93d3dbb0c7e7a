import { useAllCategories } from '../api';
import { GENERAL_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';

export interface CategorySelectProps {
  id: string;
  value: string;
  onChange: (categoryId: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Every category, by name; the value is the category id as a string ('' when none is chosen). */
export function CategorySelect({ id, value, onChange, invalid, describedBy }: CategorySelectProps) {
  const categories = useAllCategories();
  return (
    <>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={categories.isPending}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${DENSE_INPUT_CLASSES} pr-8`}
      >
        <option value="">{categories.isPending ? GENERAL_MESSAGES.loading : DASHBOARD_COPY.categories.choose}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </select>
      {categories.isError ? (
        <p role="alert" className="mt-1.5 flex items-center gap-3 text-xs text-danger">
          {LOADING_MESSAGES.categories}
          <button type="button" className="underline underline-offset-2" onClick={() => void categories.refetch()}>
            {GENERAL_MESSAGES.retry}
          </button>
        </p>
      ) : null}
    </>
  );
}
