import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FormAlert, SelectField, TextField } from '@client/components/ui/field';
import { useToast } from '@client/components/ui/toast';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { formatDateTime } from '@client/lib/format';
import { trpc } from '@client/lib/trpc';
import { ADMIN_ROLES, type AdminRole } from '@shared/constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { API_TOKENS_COPY as COPY } from '@shared/messages/api-tokens';
import { createApiTokenInput, type ApiTokenDto } from '@shared/schemas/api-tokens';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ACTIONS_COLUMN, CARD_ACTIONS, CARD_CELL, CARD_ROW, CardTable, type Column } from '../components/data-table';
import { ListStates } from '../components/list-state';
import { PageHeader, Panel } from '../components/page-header';
import { ShownOnceDialog, type ShownSecret } from '../components/shown-once-dialog';

const ROLES = ADMIN_ACCOUNTS_COPY.roles;
const NAME_MAX = createApiTokenInput.shape.name.maxLength ?? undefined;
const HEADINGS: Column[] = [
  { label: COPY.name },
  { label: COPY.role },
  { label: COPY.created },
  { label: COPY.lastUsed },
  { label: COPY.status },
  ACTIONS_COLUMN,
];
const isRole = (value: string): value is AdminRole => ADMIN_ROLES.some((role) => role === value);

/** The owner's API tokens: make one (its secret shown once), see when each was last used, revoke. */
export function ApiTokensView() {
  const tokens = useApiTokens();
  const utils = trpc.useUtils();
  const toast = useToast();
  const revoke = useRevokeApiToken();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [pending, setPending] = useState<ApiTokenDto | null>(null);
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);
  const rows = tokens.data?.tokens ?? [];
  const refresh = () => utils.apiTokens.list.invalidate();

  async function revokeToken(token: ApiTokenDto) {
    setRowError(null);
    try {
      await revoke.mutateAsync({ id: token.id });
      toast.success(COPY.revokedDone(token.name));
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setRowError({ id: token.id, message: errorMessage(err, COPY.revokeFailed) });
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <PageHeader section={COPY.section} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <TokenCreateForm
        onCreated={async (made) => {
          setShown(made);
          await refresh();
        }}
      />
      <p className="mb-3 text-sm text-stone" aria-live="polite">
        {tokens.data ? COPY.count(rows.length) : ''}
      </p>
      <ListStates
        query={tokens}
        loadingRows={3}
        errorMessage={COPY.loadFailed}
        isEmpty={rows.length === 0}
        empty={COPY.empty}
      >
        <CardTable caption={COPY.caption} columns={HEADINGS}>
          {rows.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              error={rowError?.id === token.id ? rowError.message : null}
              busy={revoke.isPending}
              onRevoke={() => setPending(token)}
            />
          ))}
        </CardTable>
      </ListStates>
      <ConfirmDialog
        open={pending !== null}
        title={COPY.confirmRevokeTitle}
        message={pending ? COPY.confirmRevoke(pending.name) : ''}
        confirmLabel={COPY.revoke}
        busy={revoke.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void revokeToken(pending);
        }}
      />
      <ShownOnceDialog
        shown={shown}
        title={COPY.shownTitle}
        note={COPY.shownOnce}
        copyFailed={COPY.copyFailed}
        onClose={() => setShown(null)}
      />
    </>
  );
}

function TokenRow({
  token,
  error,
  busy,
  onRevoke,
}: {
  token: ApiTokenDto;
  error: string | null;
  busy: boolean;
  onRevoke: () => void;
}) {
  const revoked = token.revokedAt !== null;
  return (
    <tr className={`${CARD_ROW} ${revoked ? 'text-stone' : ''}`}>
      <td className={`${CARD_CELL.wide} font-medium text-ink`} data-label={COPY.name}>
        <span className="break-words">{token.name}</span>
      </td>
      <td className={CARD_CELL.wide} data-label={COPY.role}>
        {ROLES[token.role]}
      </td>
      <td className={`${CARD_CELL.wide} whitespace-nowrap text-stone`} data-label={COPY.created}>
        {formatDateTime(token.createdAt)}
      </td>
      <td className={`${CARD_CELL.wide} whitespace-nowrap text-stone`} data-label={COPY.lastUsed}>
        {token.lastUsedAt === null ? COPY.never : formatDateTime(token.lastUsedAt)}
      </td>
      <td className={CARD_CELL.wide} data-label={COPY.status}>
        {token.revokedAt === null ? (
          <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
            {COPY.active}
          </span>
        ) : (
          <span className="text-stone">{COPY.revokedOn(formatDateTime(token.revokedAt))}</span>
        )}
      </td>
      <td className={`${CARD_ACTIONS} text-right max-md:text-left`}>
        {revoked ? null : (
          <Button variant="dangerOutline" size="sm" onClick={onRevoke} disabled={busy} className="whitespace-nowrap">
            {COPY.revoke}
            <span className="sr-only"> {token.name}</span>
          </Button>
        )}
        {error ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** Makes a token: a name and a role; the secret goes to `onCreated`, once. */
function TokenCreateForm({ onCreated }: { onCreated: (shown: ShownSecret) => Promise<void> }) {
  const headingId = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminRole>('staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createApiTokenInput.safeParse({ name, role });
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const made = await create.mutateAsync(parsed.data);
      setName('');
      setRole('staff');
      await onCreated({ label: COPY.shownFor(parsed.data.name), value: made.token });
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.createFailed));
    }
  }

  return (
    <Panel labelledBy={headingId} className="mb-8">
      <h2 id={headingId} className="mb-5 text-2xl">
        {COPY.createTitle}
      </h2>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          label={COPY.name}
          hint={COPY.nameHint}
          value={name}
          maxLength={NAME_MAX}
          autoComplete="off"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label={COPY.role}
          value={role}
          error={errors.role}
          onChange={(e) => {
            if (isRole(e.target.value)) setRole(e.target.value);
          }}
        >
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLES[r]}
            </option>
          ))}
        </SelectField>
        <div className="lg:pt-[1.6rem]">
          <Button type="submit" variant="gold" loading={create.isPending} className="w-full sm:w-auto">
            {COPY.createSubmit}
          </Button>
        </div>
      </form>
      <div className="mt-4 empty:hidden">
        <FormAlert message={failure} />
      </div>
    </Panel>
  );
}
