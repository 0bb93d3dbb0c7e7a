import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES as M } from '../messages/admin-accounts';
import { changeAdminPasswordForm, changeAdminPasswordInput } from './admins';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the change-password form', () => {
  const good = { currentPassword: 'temporary-123', newPassword: 'a long own password', repeatPassword: '' };

  it('asks for the new password twice, the same both times', () => {
    expect(changeAdminPasswordForm.safeParse({ ...good, repeatPassword: good.newPassword }).success).toBe(true);
    expect(messagesOf(changeAdminPasswordForm.safeParse({ ...good, repeatPassword: 'a long own passwort' }))).toEqual([
      ['repeatPassword', M.repeatPasswordMismatch],
    ]);
  });

  it('says what the server would say of the other fields', () => {
    const short = { currentPassword: '', newPassword: 'short', repeatPassword: 'short' };
    expect(messagesOf(changeAdminPasswordForm.safeParse(short))).toEqual(
      messagesOf(changeAdminPasswordInput.safeParse(short)),
    );
    const same = { currentPassword: good.newPassword, newPassword: good.newPassword, repeatPassword: good.newPassword };
    expect(messagesOf(changeAdminPasswordForm.safeParse(same))).toEqual([['newPassword', M.newPasswordSame]]);
  });
});
