import { z } from 'zod';
import { ADMIN_MFA_MESSAGES } from '../messages/admin-mfa';

// Two-step sign-in (issue 27): a 6-digit TOTP code, or a recovery code (10 letters and digits,
// written with a dash in the middle; spaces, dashes and case are forgiven).

/** A TOTP code: six digits, spaces forgiven ("123 456"). */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code once spaces and dashes are gone and it is lower-cased. */
export const RECOVERY_CODE = /^[a-z2-9]{10}$/;

const code = z
  .string({ error: ADMIN_MFA_MESSAGES.codeRequired })
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: ADMIN_MFA_MESSAGES.codeRequired })
      .refine((v) => TOTP_CODE.test(v) || RECOVERY_CODE.test(v), { error: ADMIN_MFA_MESSAGES.codeFormat }),
  );

const totpCode = z
  .string({ error: ADMIN_MFA_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: ADMIN_MFA_MESSAGES.codeRequired })
      .regex(TOTP_CODE, { error: ADMIN_MFA_MESSAGES.codeFormat }),
  );

/** The enrolment's confirmation: a code from the app, proving it holds the secret. */
export const confirmMfaInput = z.object({ code: totpCode });
export type ConfirmMfaInput = z.infer<typeof confirmMfaInput>;

/** The code step of an admin sign-in: the challenge answered after the password, and a code. */
export const adminLoginMfaInput = z.object({
  challenge: z
    .string({ error: ADMIN_MFA_MESSAGES.challengeExpired })
    .min(1, { error: ADMIN_MFA_MESSAGES.challengeExpired })
    .max(128, { error: ADMIN_MFA_MESSAGES.challengeExpired }),
  code,
});
export type AdminLoginMfaInput = z.infer<typeof adminLoginMfaInput>;

export interface MfaSetupDto {
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
  /** The QR code of otpauthUrl as an SVG document, drawn by the server. */
  qrSvg: string;
}
