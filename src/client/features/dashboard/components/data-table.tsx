import { Button } from '@client/components/ui/button';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

/** The heading cell style of every dashboard table. */
const TH = 'px-4 py-3 text-left text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone';

/** A column heading: its text, and classes for width, alignment or hiding on small screens. */
export interface Column {
  label: string;
  className?: string;
  /** Read by screen readers only (the actions column). */
  hidden?: boolean;
}

/** The head of a dashboard table: one row of column headings. */
export function TableHead({ columns, className = '' }: { columns: readonly Column[]; className?: string }) {
  return (
    <thead className={`border-b border-sand bg-cream/70 ${className}`}>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={`${TH} ${c.className ?? ''}`}>
            {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The actions column heading. */
export const ACTIONS_COLUMN: Column = { label: DASHBOARD_COPY.actions, className: 'text-right', hidden: true };

/**
 * The one action a row offers in an Update or a Delete view: edit the row in place, or ask to
 * delete it. The row's name is spoken with the button so that each button is told apart.
 */
export function RowAction({
  mode,
  editLabel,
  name,
  onEdit,
  onDelete,
}: {
  mode: 'update' | 'delete';
  editLabel: string;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = mode === 'update';
  return (
    <Button variant={update ? 'outline' : 'dangerOutline'} size="sm" onClick={update ? onEdit : onDelete}>
      {update ? editLabel : DASHBOARD_COPY.delete}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
