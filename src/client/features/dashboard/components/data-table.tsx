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

// The rows of a CardTable: below 768px each row becomes a card and every cell says what it is
// (its data-label), in a label column narrow or wide enough for the table's longest heading.
const CELL_PARTS =
  'px-4 py-3 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-0.5 max-md:before:shrink-0 ' +
  'max-md:before:text-[0.68rem] max-md:before:uppercase max-md:before:tracking-[0.16em] max-md:before:text-stone ' +
  'max-md:before:content-[attr(data-label)]';
export const CARD_CELL = {
  narrow: `${CELL_PARTS} max-md:before:w-20`,
  wide: `${CELL_PARTS} max-md:before:w-28`,
} as const;
/** A CardTable row. */
export const CARD_ROW =
  'max-md:mt-3 max-md:block max-md:rounded-sm max-md:border max-md:border-sand max-md:bg-white/70 max-md:p-4';
/** A CardTable row's actions cell: under the card's fields on phones. */
export const CARD_ACTIONS = 'px-4 py-3 align-top max-md:block max-md:px-0 max-md:pb-0 max-md:pt-3';

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
