import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { FormAlert, TextField } from '@client/components/ui/field';
import { useToast } from '@client/components/ui/toast';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { trpc } from '@client/lib/trpc';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';
import { changeAdminPasswordForm } from '@shared/schemas/admins';
import { useChangeOwnPassword } from '../api';
import { PageHeader, Panel } from '../components/page-header';
import { DASHBOARD_PATHS } from '../dashboard-paths';
import { useAdminSession } from '../session/admin-session';

interface Draft {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}
const EMPTY: Draft = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The signed-in admin's own password. With a temporary password this is the only screen that
 * opens; once it is changed, the session's `me` says so and the dashboard opens at the overview.
 */
export function ChangePasswordView() {
  const { username, mustChangePassword } = useAdminSession();
  const change = useChangeOwnPassword();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changeAdminPasswordForm.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFailure(null);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const { currentPassword, newPassword } = parsed.data;
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      toast.success(message);
      setDraft(EMPTY);
      // The session is no longer temporary: read it again before opening the rest of the dashboard.
      await utils.admin.me.refetch();
      if (mustChangePassword) void navigate(DASHBOARD_PATHS.welcome, { replace: true });
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.passwordFailed));
    }
  }

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setDraft((was) => ({ ...was, [key]: e.target.value })),
  });

  return (
    <>
      <PageHeader section={COPY.passwordSection} title={COPY.passwordTitle}>
        {mustChangePassword ? COPY.passwordTemporaryIntro : COPY.passwordIntro}
      </PageHeader>
      <Panel className="max-w-xl">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
          {/* For password managers: which account this new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <TextField
            label={COPY.currentPassword}
            type="password"
            name="current-password"
            autoComplete="current-password"
            hint={mustChangePassword ? COPY.currentPasswordTemporaryHint : undefined}
            {...field('currentPassword')}
          />
          <TextField
            label={COPY.newPassword}
            type="password"
            name="new-password"
            autoComplete="new-password"
            hint={COPY.newPasswordHint}
            {...field('newPassword')}
          />
          <TextField
            label={COPY.repeatPassword}
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            {...field('repeatPassword')}
          />
          <FormAlert message={failure} />
          <div>
            <Button type="submit" variant="primary" loading={change.isPending}>
              {COPY.passwordSubmit}
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
