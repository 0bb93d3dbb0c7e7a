import { Fragment, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FormMessage, SelectField, TextField } from '@client/components/ui/field';
import { Pager } from '@client/components/ui/pager';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import type { AuditListInput } from '@shared/schemas/audit';
import { formatDateTime } from '@client/lib/format';
import { errorMessage } from '@client/lib/api-errors';
import { useAuditEntries, useAuditFilters, useAuditVerify } from '../api';
import { ListStates } from '../components/list-state';
import { CARD_ACTIONS, CARD_CELL, CARD_ROW, CardTable, type Column } from '../components/data-table';
import { PageHeader, Panel } from '../components/page-header';
import { auditDiff } from './audit-diff';
import { actionLabel, entityLabel } from '@shared/audit-labels';

const COPY = DASHBOARD_COPY.audit;
const HEADINGS: Column[] = [
  { label: COPY.at },
  { label: COPY.actor },
  { label: COPY.action },
  { label: COPY.entity },
  { label: COPY.address },
  { label: DASHBOARD_COPY.actions, hidden: true },
];
// Below 768px each entry becomes a card and every cell says what it is.
const TD = CARD_CELL.narrow;
const CARD = CARD_ROW;
const ACTIONS = `${CARD_ACTIONS} text-right max-md:text-left`;
const CHANGES = 'bg-cream/60 max-md:block max-md:rounded-b-sm max-md:border-x max-md:border-b max-md:border-sand';
const SUMMARY = 'mt-5 flex flex-col gap-3 border-t border-sand pt-4 sm:flex-row sm:items-center sm:justify-between';

interface Filters {
  actor: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { actor: '', entity: '', action: '', from: '', to: '' };

/** An entry as the list answers it (before and after may be absent: JSON has no undefined). */
type AuditEntry = NonNullable<ReturnType<typeof useAuditEntries>['data']>['entries'][number];

const who = (entry: AuditEntry) =>
  entry.actor.username ?? (entry.actor.kind === 'system' ? COPY.shopJob : (COPY.kinds[entry.actor.kind] ?? ''));

/** One entry's fields before and after the write, the changed ones only. */
function EntryChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditDiff(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-stone">{COPY.noChanges}</p>;
  const id = entry.entityId === null ? '' : ` ${entry.entityId}`;
  return (
    <table className="w-full border-collapse text-[0.82rem] md:table-fixed">
      <caption className="sr-only">{COPY.changesOf(actionLabel(entry.action), entityLabel(entry.entity), id)}</caption>
      <thead>
        <tr className="text-left text-[0.68rem] uppercase tracking-[0.16em] text-stone">
          <th scope="col" className="w-40 py-1.5 pr-3 font-medium">
            {COPY.field}
          </th>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {COPY.before}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {COPY.after}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand/60">
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink">
              {change.field}
            </th>
            <td className="break-words py-1.5 pr-3 text-danger">{change.before ?? COPY.absent}</td>
            <td className="break-words py-1.5 text-emerald-800">{change.after ?? COPY.absent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chain check: asked for on demand, since it reads every entry. */
function VerifyChain() {
  const [asked, setAsked] = useState(false);
  const verify = useAuditVerify(asked);
  const result = verify.data;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Button
        variant="outline"
        size="sm"
        loading={verify.isFetching}
        onClick={() => (asked ? void verify.refetch() : setAsked(true))}
      >
        {COPY.verify}
      </Button>
      <FormMessage tone={result && !result.ok ? 'error' : verify.isError ? 'error' : 'success'}>
        {verify.isError
          ? errorMessage(verify.error, COPY.verifyFailed)
          : result
            ? result.ok
              ? COPY.verified(result.checked)
              : COPY.broken(result.firstBrokenId ?? 0)
            : ''}
      </FormMessage>
    </div>
  );
}

/** The audit log: who changed what and when, filtered, with each entry's fields before and after. */
export function AuditView() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const input: AuditListInput = {
    page,
    actor: applied.actor || undefined,
    entity: applied.entity || undefined,
    action: applied.action || undefined,
    from: applied.from || undefined,
    to: applied.to || undefined,
  };
  const entries = useAuditEntries(input);
  const choices = useAuditFilters().data;
  const rows = entries.data?.entries ?? [];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  }
  function toggle(id: number) {
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }
  const select = (
    key: 'actor' | 'entity' | 'action',
    label: string,
    options: readonly string[] = [],
    optionLabel: (value: string) => string = (value) => value,
  ) => (
    <SelectField label={label} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}>
      <option value="">{COPY.any}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabel(o)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.audit} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <Panel>
        <form
          onSubmit={apply}
          onReset={() => {
            setDraft(NO_FILTERS);
            setApplied(NO_FILTERS);
            setPage(1);
          }}
          aria-label={COPY.filters}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {select('actor', COPY.actor, choices?.actors)}
          {select('entity', COPY.entity, choices?.entities, entityLabel)}
          {select('action', COPY.action, choices?.actions, actionLabel)}
          <TextField
            label={COPY.from}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={COPY.to}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <div className="flex items-end gap-2">
            <Button type="submit" variant="gold">
              {COPY.apply}
            </Button>
            <Button type="reset" variant="outline">
              {COPY.clear}
            </Button>
          </div>
        </form>
        <div className={SUMMARY}>
          <p className="text-sm text-stone" aria-live="polite">
            {entries.data ? COPY.total(entries.data.total) : ''}
          </p>
          <VerifyChain />
        </div>
      </Panel>
      <div className="mt-6">
        <ListStates
          query={entries}
          loadingRows={6}
          errorMessage={COPY.loadFailed}
          isEmpty={rows.length === 0}
          empty={COPY.empty}
        >
          <CardTable caption={COPY.caption} columns={HEADINGS}>
            {rows.map((entry) => {
              const expanded = open.has(entry.id);
              const panelId = `audit-entry-${entry.id}`;
              return (
                <Fragment key={entry.id}>
                  <tr className={CARD}>
                    <td className={`${TD} whitespace-nowrap text-stone`} data-label={COPY.at}>
                      {formatDateTime(entry.at)}
                    </td>
                    <td className={`${TD} font-medium text-ink`} data-label={COPY.actor}>
                      {who(entry)}
                    </td>
                    <td className={TD} data-label={COPY.action}>
                      {actionLabel(entry.action)}
                    </td>
                    <td className={TD} data-label={COPY.entity}>
                      {entityLabel(entry.entity)}
                      {entry.entityId === null ? '' : ` ${entry.entityId}`}
                    </td>
                    <td className={`${TD} break-all text-stone`} data-label={COPY.address}>
                      {entry.address ?? COPY.absent}
                    </td>
                    <td className={ACTIONS}>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-expanded={expanded}
                        aria-controls={expanded ? panelId : undefined}
                        onClick={() => toggle(entry.id)}
                      >
                        {expanded ? COPY.hideChanges : COPY.showChanges}
                      </Button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr id={panelId} className={CHANGES}>
                      <td colSpan={HEADINGS.length} className="px-4 py-3 max-md:block">
                        <EntryChanges entry={entry} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </CardTable>
          <Pager
            page={entries.data?.page ?? page}
            totalPages={entries.data?.totalPages ?? 1}
            onPage={setPage}
            busy={entries.isFetching}
            label={COPY.caption}
            compact
          />
        </ListStates>
      </div>
    </>
  );
}
