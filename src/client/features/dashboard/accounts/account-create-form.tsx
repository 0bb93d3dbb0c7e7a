import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FormAlert, TextField } from '@client/components/ui/field';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { TEXT_LIMITS } from '@shared/constants';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';
import { createAdminInput } from '@shared/schemas/admins';
import { useCreateAdminAccount } from '../api';
import { Panel } from '../components/page-header';
import { RoleFields, showroomOf, type RoleDraft } from './account-fields';
import type { ShownSecret } from '../components/shown-once-dialog';

const NEW_STAFF: RoleDraft = { role: 'staff', showroom: '' };

/** Adds an account: username, role and showroom; the temporary password goes to `onCreated`, once. */
export function AccountCreateForm({ onCreated }: { onCreated: (shown: ShownSecret) => Promise<void> }) {
  const headingId = useId();
  const create = useCreateAdminAccount();
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<RoleDraft>(NEW_STAFF);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAdminInput.safeParse({ username, role: roles.role, showroom: showroomOf(roles) });
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const made = await create.mutateAsync(parsed.data);
      setUsername('');
      setRoles(NEW_STAFF);
      await onCreated({ label: COPY.temporaryFor(made.admin.username), value: made.temporaryPassword });
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
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          label={COPY.username}
          value={username}
          maxLength={TEXT_LIMITS.username}
          autoComplete="off"
          spellCheck={false}
          error={errors.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <RoleFields draft={roles} onChange={setRoles} errors={errors} />
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
