import { z } from 'zod';
import { OTP, PASSWORD_LIMITS, TEXT_LIMITS } from '../constants';
import { AUTH_MESSAGES } from '../messages';
import { SIGNUP_MESSAGES } from '../messages/signup';

// Shopper accounts: what sign-up, verification, login and password reset accept. The server
// parses with these; the storefront's forms validate with the same schemas and messages.

/** A contact as the server stores it: a lower-cased email, or a phone as +91 and 10 digits. */
export type Contact = { channel: 'email'; value: string } | { channel: 'sms'; value: string };

const INDIAN_MOBILE = /^(?:\+91|0091)?([6-9]\d{9})$/;

/** `+91XXXXXXXXXX` for an Indian mobile number typed with or without +91, spaces or dashes. */
export function normalizePhone(raw: string): string | undefined {
  const match = INDIAN_MOBILE.exec(raw.replace(/[\s().-]/g, ''));
  return match ? `+91${match[1]}` : undefined;
}

const emailFormat = z.email();

export function normalizeEmail(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  return value.length <= TEXT_LIMITS.email && emailFormat.safeParse(value).success ? value : undefined;
}

/** An email or phone typed into one box. */
export function parseContact(raw: string): Contact | undefined {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = normalizeEmail(text);
    return email ? { channel: 'email', value: email } : undefined;
  }
  const phone = normalizePhone(text);
  return phone ? { channel: 'sms', value: phone } : undefined;
}

/** A required trimmed string: missing, not a string or empty all say `message`. */
const filled = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = (requiredMessage: string, invalidMessage: string = AUTH_MESSAGES.invalidEmail) =>
  filled(requiredMessage).transform((v, ctx) => {
    const email = normalizeEmail(v);
    if (email) return email;
    ctx.issues.push({ code: 'custom', message: invalidMessage, input: v });
    return z.NEVER;
  });

export const phoneSchema = (requiredMessage: string, invalidMessage: string = AUTH_MESSAGES.invalidPhone) =>
  filled(requiredMessage).transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', message: invalidMessage, input: v });
    return z.NEVER;
  });

export const contactSchema = (requiredMessage: string) =>
  filled(requiredMessage).transform((v, ctx): Contact => {
    const contact = parseContact(v);
    if (contact) return contact;
    ctx.issues.push({ code: 'custom', message: AUTH_MESSAGES.invalidPhoneEmail, input: v });
    return z.NEVER;
  });

/** A new password: never trimmed (spaces are characters too). */
export const newPasswordSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .min(PASSWORD_LIMITS.min, { error: AUTH_MESSAGES.passwordTooShort })
    .max(PASSWORD_LIMITS.max, { error: AUTH_MESSAGES.passwordTooLong });

const OTP_PATTERN = new RegExp(`^\\d{${OTP.length}}$`);

/** A one-time code as typed: spaces are ignored. */
export const otpSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, { error: requiredMessage }).regex(OTP_PATTERN, { error: AUTH_MESSAGES.otpFormat }));

// ---- Sign-up -------------------------------------------------------------------

/** A letter of any script: a name has at least one ('12345' is not a name). */
const LETTER = /\p{L}/u;

export const signupInput = z.object({
  fullname: filled(AUTH_MESSAGES.signupFieldsRequired)
    .max(TEXT_LIMITS.fullname, { error: AUTH_MESSAGES.fullnameTooLong })
    // A refinement, not .regex(): the OpenAPI document would carry `\p{L}` as a pattern, which
    // JSON Schema validators read without the Unicode flag (Spectral failed the document's example).
    .refine((name) => LETTER.test(name), { error: SIGNUP_MESSAGES.fullnameNeedsLetters }),
  phone: phoneSchema(AUTH_MESSAGES.signupFieldsRequired),
  email: emailSchema(AUTH_MESSAGES.signupFieldsRequired),
  password: newPasswordSchema(AUTH_MESSAGES.signupFieldsRequired),
});
export type SignupInput = z.infer<typeof signupInput>;
export type SignupFields = z.input<typeof signupInput>;

/** The storefront's sign-up form: the same fields plus the repeated password. */
export const signupFormSchema = signupInput
  .extend({
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.signupFieldsRequired })
      .min(1, { error: AUTH_MESSAGES.signupFieldsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupFormFields = z.input<typeof signupFormSchema>;

/**
 * What a sign-up answers: the opaque reference verifyUser takes back, and the seconds before the
 * codes may be sent again (the once-a-minute rule; the same for every contact, known or not).
 */
export interface SignupAnswer {
  userId: string;
  resendInSeconds: number;
}

/**
 * The reference a sign-up answers (`userId`, a string the client echoes back): 128 random bits,
 * base64url. Never a row id, so it tells nothing about other sign-ups.
 */
export const signupIdSchema = z
  .string({ error: AUTH_MESSAGES.otpVerificationFailed })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: AUTH_MESSAGES.otpVerificationFailed });

export const verifyInput = z.object({
  userId: signupIdSchema,
  emailOtp: otpSchema(AUTH_MESSAGES.otpBothRequired),
  phoneOtp: otpSchema(AUTH_MESSAGES.otpBothRequired),
});
export type VerifyInput = z.infer<typeof verifyInput>;

// ---- Login ---------------------------------------------------------------------

/** The login form: phone or email, and the password. */
export const credentialsInput = z.object({
  phoneEmail: contactSchema(AUTH_MESSAGES.loginFieldsRequired),
  password: z
    .string({ error: AUTH_MESSAGES.loginFieldsRequired })
    .min(1, { error: AUTH_MESSAGES.loginFieldsRequired })
    .max(PASSWORD_LIMITS.max, { error: AUTH_MESSAGES.invalidCredentials }),
});

const sessionTokenSchema = z
  .string({ error: AUTH_MESSAGES.sessionExpired })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: AUTH_MESSAGES.sessionExpired });

/**
 * `{ phoneEmail, password }` signs in; `{ token }` re-validates a session. The fields are
 * declared together (not as a union) so that a failure names the field the user got wrong.
 */
export const loginInput = z
  .object({
    phoneEmail: z.string({ error: AUTH_MESSAGES.loginFieldsRequired }).optional(),
    password: z.string({ error: AUTH_MESSAGES.loginFieldsRequired }).optional(),
    token: z.string({ error: AUTH_MESSAGES.sessionExpired }).optional(),
  })
  .transform(
    (v, ctx): { kind: 'token'; token: string } | { kind: 'credentials'; contact: Contact; password: string } => {
      const parsed =
        v.token !== undefined && v.phoneEmail === undefined && v.password === undefined
          ? sessionTokenSchema.safeParse(v.token)
          : credentialsInput.safeParse({ phoneEmail: v.phoneEmail, password: v.password });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.issues.push({ code: 'custom', message: issue.message, input: v, path: issue.path });
        return z.NEVER;
      }
      const data = parsed.data;
      return typeof data === 'string'
        ? { kind: 'token', token: data }
        : { kind: 'credentials', contact: data.phoneEmail, password: data.password };
    },
  );
export type LoginInput = z.input<typeof loginInput>;

// ---- Password reset --------------------------------------------------------------

export const sendOtpInput = z.object({ phoneEmail: contactSchema(AUTH_MESSAGES.forgotContactRequired) });
export type SendOtpInput = z.input<typeof sendOtpInput>;

export const resetInput = z.object({
  phoneEmail: contactSchema(AUTH_MESSAGES.forgotContactRequired),
  otp: otpSchema(AUTH_MESSAGES.resetFieldsRequired),
  password: newPasswordSchema(AUTH_MESSAGES.resetFieldsRequired),
});
export type ResetInput = z.input<typeof resetInput>;

/** The REST answers of sign-up and of the calls that open a session (ids as strings). */
export const signupAnswer = z.object({
  userId: z.string().describe('The sign-up reference verifyUser takes'),
  resendInSeconds: z.number().int().describe('Seconds before the codes may be sent again'),
});
export const sessionAnswer = z.object({ token: z.string(), userId: z.string() });
