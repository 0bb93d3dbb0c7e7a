import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { formatDateTime } from '@client/lib/format';
import { trpc } from '@client/lib/trpc';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';
import type { AdminAccountDto } from '@shared/schemas/admins';
import { useAdminAccounts, useResetAdminMfa, useResetAdminPassword, useUpdateAdminAccount } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ACTIONS_COLUMN, CARD_ACTIONS, CARD_CELL, CARD_ROW, CardTable, type Column } from '../components/data-table';
import { ListStates } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { useAdminSession } from '../session/admin-session';
import { AccountCreateForm } from './account-create-form';
import { AccountEditDialog } from './account-edit-dialog';
import { ShownOnceDialog, type ShownSecret } from '../components/shown-once-dialog';

const HEADINGS: Column[] = [
  { label: COPY.username },
  { label: COPY.role },
  { label: COPY.showroom },
  { label: COPY.status },
  { label: COPY.mfa },
  { label: COPY.lastSignIn },
  ACTIONS_COLUMN,
];
const TD = CARD_CELL.wide;
const CARD = CARD_ROW;
const ACTIONS = CARD_ACTIONS;

type PendingKind = 'disable' | 'reset' | 'resetMfa';
type Pending = { kind: PendingKind; account: AdminAccountDto } | null;

/** Each confirmation's title, message and button. */
const CONFIRM: Record<PendingKind, { title: string; message: (username: string) => string; label: string }> = {
  disable: { title: COPY.confirmDisableTitle, message: COPY.confirmDisable, label: COPY.disable },
  reset: { title: COPY.confirmResetTitle, message: COPY.confirmReset, label: COPY.resetPassword },
  resetMfa: { title: COPY.confirmResetMfaTitle, message: COPY.confirmResetMfa, label: COPY.resetMfa },
};

/** The owner's accounts: who may sign in, with which role and showroom; create, change, disable, reset. */
export function AccountsView() {
  const accounts = useAdminAccounts();
  const utils = trpc.useUtils();
  const toast = useToast();
  const update = useUpdateAdminAccount();
  const reset = useResetAdminPassword();
  const resetMfa = useResetAdminMfa();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [editing, setEditing] = useState<AdminAccountDto | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);
  const rows = accounts.data?.admins ?? [];
  const refresh = () => utils.admins.list.invalidate();

  async function setDisabled(account: AdminAccountDto, disabled: boolean) {
    setRowError(null);
    try {
      await update.mutateAsync({ id: account.id, disabled });
      toast.success(disabled ? COPY.disabledDone(account.username) : COPY.enabledDone(account.username));
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setRowError({ id: account.id, message: errorMessage(err, COPY.updateFailed) });
    } finally {
      setPending(null);
    }
  }

  async function resetPassword(account: AdminAccountDto) {
    setRowError(null);
    try {
      const { temporaryPassword } = await reset.mutateAsync({ id: account.id });
      setShown({ label: COPY.temporaryFor(account.username), value: temporaryPassword });
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setRowError({ id: account.id, message: errorMessage(err, COPY.resetFailed) });
    } finally {
      setPending(null);
    }
  }

  async function resetTwoStep(account: AdminAccountDto) {
    setRowError(null);
    try {
      await resetMfa.mutateAsync({ id: account.id });
      toast.success(COPY.resetMfaDone(account.username));
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setRowError({ id: account.id, message: errorMessage(err, COPY.resetMfaFailed) });
    } finally {
      setPending(null);
    }
  }

  const busy = update.isPending || reset.isPending || resetMfa.isPending;
  const confirm = pending ? CONFIRM[pending.kind] : null;

  return (
    <>
      <PageHeader section={COPY.section} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <AccountCreateForm
        onCreated={async (made) => {
          setShown(made);
          await refresh();
        }}
      />
      <p className="mb-3 text-sm text-stone" aria-live="polite">
        {accounts.data ? COPY.count(rows.length) : ''}
      </p>
      <ListStates
        query={accounts}
        loadingRows={3}
        errorMessage={COPY.loadFailed}
        isEmpty={rows.length === 0}
        empty={COPY.empty}
      >
        <CardTable caption={COPY.caption} columns={HEADINGS}>
          {rows.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              error={rowError?.id === account.id ? rowError.message : null}
              onEdit={() => {
                setRowError(null);
                setEditing(account);
              }}
              onDisable={() => setPending({ kind: 'disable', account })}
              onEnable={() => void setDisabled(account, false)}
              onReset={() => setPending({ kind: 'reset', account })}
              onResetMfa={() => setPending({ kind: 'resetMfa', account })}
              busy={busy}
            />
          ))}
        </CardTable>
      </ListStates>
      <ConfirmDialog
        open={pending !== null}
        title={confirm?.title ?? ''}
        message={pending && confirm ? confirm.message(pending.account.username) : ''}
        confirmLabel={confirm?.label ?? ''}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'reset') void resetPassword(pending.account);
          else if (pending?.kind === 'resetMfa') void resetTwoStep(pending.account);
          else if (pending) void setDisabled(pending.account, true);
        }}
      />
      <AccountEditDialog
        account={editing}
        onClose={() => setEditing(null)}
        onSaved={async (username) => {
          setEditing(null);
          toast.success(COPY.updated(username));
          await refresh();
        }}
      />
      <ShownOnceDialog
        shown={shown}
        title={COPY.temporaryTitle}
        note={COPY.temporaryOnce}
        copyFailed={COPY.copyFailed}
        onClose={() => setShown(null)}
      />
    </>
  );
}

interface RowProps {
  account: AdminAccountDto;
  error: string | null;
  busy: boolean;
  onEdit: () => void;
  onDisable: () => void;
  onEnable: () => void;
  onReset: () => void;
  onResetMfa: () => void;
}

/**
 * One account; the signed-in owner's own row offers no disable or reset (either would sign them out,
 * and their own second factor is theirs to manage on their two-step screen).
 */
function AccountRow({ account, error, busy, onEdit, onDisable, onEnable, onReset, onResetMfa }: RowProps) {
  const { username } = useAdminSession();
  const self = account.username === username;
  const name = <span className="sr-only"> {account.username}</span>;
  return (
    <tr className={`${CARD} ${account.disabled ? 'text-stone' : ''}`}>
      <td className={`${TD} font-medium text-ink`} data-label={COPY.username}>
        <span className="break-all">
          {account.username}
          {self ? <span className="ml-1.5 font-normal text-stone">{COPY.you}</span> : null}
        </span>
      </td>
      <td className={TD} data-label={COPY.role}>
        {COPY.roles[account.role]}
      </td>
      <td className={TD} data-label={COPY.showroom}>
        {account.showroom ? COPY.showrooms[account.showroom] : COPY.everyShowroom}
      </td>
      <td className={TD} data-label={COPY.status}>
        <StatusBadge disabled={account.disabled} />
      </td>
      <td className={TD} data-label={COPY.mfa}>
        {account.mfa ? COPY.yes : COPY.no}
      </td>
      <td className={`${TD} whitespace-nowrap text-stone`} data-label={COPY.lastSignIn}>
        {account.lastSignInAt === null ? COPY.never : formatDateTime(account.lastSignInAt)}
      </td>
      <td className={ACTIONS}>
        <div className="flex flex-wrap gap-2 md:justify-end [&>button]:whitespace-nowrap">
          <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
            {COPY.edit}
            {name}
          </Button>
          {self ? null : account.disabled ? (
            <Button variant="outline" size="sm" onClick={onEnable} disabled={busy}>
              {COPY.enable}
              {name}
            </Button>
          ) : (
            <Button variant="dangerOutline" size="sm" onClick={onDisable} disabled={busy}>
              {COPY.disable}
              {name}
            </Button>
          )}
          {self ? null : (
            <Button variant="outline" size="sm" onClick={onReset} disabled={busy}>
              {COPY.resetPassword}
              {name}
            </Button>
          )}
          {self || !account.mfa ? null : (
            <Button variant="outline" size="sm" onClick={onResetMfa} disabled={busy}>
              {COPY.resetMfa}
              {name}
            </Button>
          )}
        </div>
        <div role="alert" className="mt-2 empty:hidden md:ml-auto md:max-w-xs">
          {error ? <p className="text-sm text-danger md:text-right">{error}</p> : null}
        </div>
      </td>
    </tr>
  );
}

function StatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <span
      className={
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-[0.72rem] uppercase ' +
        'tracking-[0.12em] ' +
        (disabled ? 'border-stone/40 text-stone' : 'border-gold-400/70 text-gold-700')
      }
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${disabled ? 'bg-stone/60' : 'bg-gold-400'}`} />
      {disabled ? COPY.disabled : COPY.enabled}
    </span>
  );
}
