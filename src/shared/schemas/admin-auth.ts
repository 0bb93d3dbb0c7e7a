import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { AUTH_MESSAGES } from '../messages';

export const adminLoginInput = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.usernameRequired })
    .max(TEXT_LIMITS.username, { error: AUTH_MESSAGES.adminLoginFailed }),
  password: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .min(1, { error: AUTH_MESSAGES.usernameRequired })
    .max(256, { error: AUTH_MESSAGES.adminLoginFailed }),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

/** The REST answer of an admin sign-in. */
export const adminTokenAnswer = z.object({ token: z.string() });
