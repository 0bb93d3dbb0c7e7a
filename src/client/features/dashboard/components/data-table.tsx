import type { ReactNode } from 'react';
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

/**
 * A dashboard table that reads as a bordered table on wide screens and as a list of cards on
 * phones (its rows style themselves as cards below md): the caption for screen readers, the
 * head hidden on phones, the rows as children.
 */
export function CardTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="rounded-sm border border-sand bg-white/70 max-md:border-0 max-md:bg-transparent">
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} className="max-md:hidden" />
        <tbody className="divide-y divide-sand/70 max-md:block max-md:divide-y-0">{children}</tbody>
      </table>
    </div>
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
