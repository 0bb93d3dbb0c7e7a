import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FormAlert } from '@client/components/ui/field';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import type { AdminAccountDto } from '@shared/schemas/admins';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';
import { useUpdateAdminAccount } from '../api';
import { RoleFields, showroomOf, type RoleDraft } from './account-fields';

/** An account's role and showroom, changed in a dialog; the server's refusal (the last owner) shows beside Save. */
export function AccountEditDialog({
  account,
  onClose,
  onSaved,
}: {
  account: AdminAccountDto | null;
  onClose: () => void;
  onSaved: (username: string) => Promise<void>;
}) {
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={account ? COPY.editTitle(account.username) : COPY.edit}
      className="sm:w-[30rem]"
    >
      {account ? <EditForm key={account.id} account={account} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function EditForm({
  account,
  onClose,
  onSaved,
}: {
  account: AdminAccountDto;
  onClose: () => void;
  onSaved: (username: string) => Promise<void>;
}) {
  const update = useUpdateAdminAccount();
  const [draft, setDraft] = useState<RoleDraft>({ role: account.role, showroom: account.showroom ?? '' });
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({ id: account.id, role: draft.role, showroom: showroomOf(draft) });
      await onSaved(account.username);
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.updateFailed));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <RoleFields draft={draft} onChange={setDraft} />
      <FormAlert message={failure} />
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          {COPY.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {COPY.save}
        </Button>
      </div>
    </form>
  );
}
