import { z } from 'zod';
import { ADMIN_ROLES, SHOWROOMS, TEXT_LIMITS, type AdminRole, type ShowroomId } from '../constants';
import { ADMIN_ACCOUNT_MESSAGES as M } from '../messages/admin-accounts';
import { idSchema } from './common';

// Admin accounts, managed by owners (issue 27): created with a temporary password that must be
// changed at the first sign-in, given a role and a showroom, disabled, their password reset.

const username = z
  .string({ error: M.usernameRequired })
  .trim()
  .min(1, { error: M.usernameRequired })
  .regex(new RegExp(`^[A-Za-z0-9._-]{3,${TEXT_LIMITS.username}}$`), { error: M.usernameFormat });

const role = z.enum(ADMIN_ROLES, { error: M.roleInvalid });
/** A showroom, or null (none given: every showroom). */
const showroom = z.enum(SHOWROOMS, { error: M.showroomInvalid }).nullable();

export const createAdminInput = z.object({ username, role, showroom: showroom.optional() });
export type CreateAdminInput = z.infer<typeof createAdminInput>;

export const updateAdminFields = {
  role: role.optional(),
  showroom: showroom.optional(),
  disabled: z.boolean({ error: M.disabledInvalid }).optional(),
};
export const updateAdminInput = z
  .object({ id: idSchema, ...updateAdminFields })
  .refine((v) => v.role !== undefined || v.showroom !== undefined || v.disabled !== undefined, {
    error: M.nothingToChange,
  });
export type UpdateAdminInput = z.infer<typeof updateAdminInput>;

export const adminIdInput = z.object({ id: idSchema });

const newPassword = z
  .string({ error: M.newPasswordTooShort })
  .min(12, { error: M.newPasswordTooShort })
  .max(256, { error: M.newPasswordTooLong });

const changeAdminPasswordFields = {
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, { error: M.currentPasswordRequired })
    .max(256, { error: M.currentPasswordWrong }),
  newPassword,
};
const notTheSame = (v: { currentPassword: string; newPassword: string }) => v.currentPassword !== v.newPassword;

export const changeAdminPasswordInput = z
  .object(changeAdminPasswordFields)
  .refine(notTheSame, { error: M.newPasswordSame, path: ['newPassword'] });
export type ChangeAdminPasswordInput = z.infer<typeof changeAdminPasswordInput>;

/** The dashboard's form: the same fields, and the new password typed twice. */
export const changeAdminPasswordForm = z
  .object({ ...changeAdminPasswordFields, repeatPassword: z.string() })
  .refine(notTheSame, { error: M.newPasswordSame, path: ['newPassword'] })
  .refine((v) => v.newPassword === v.repeatPassword, { error: M.repeatPasswordMismatch, path: ['repeatPassword'] });

export interface AdminAccountDto {
  id: number;
  username: string;
  role: AdminRole;
  showroom: ShowroomId | null;
  disabled: boolean;
  /** Two-factor sign-in enrolled. */
  mfa: boolean;
  /** Epoch milliseconds; null: never signed in. */
  lastSignInAt: number | null;
}
