import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { API_TOKEN_MESSAGES as M } from '../messages/api-tokens';
import { idSchema } from './common';

// API tokens for integrations (issue 27): a named token with a role, shown once when made.

export const createApiTokenInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(64, { error: M.nameRequired }),
  role: z.enum(ADMIN_ROLES, { error: M.roleInvalid }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export const apiTokenIdInput = z.object({ id: idSchema });

export const apiTokenOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** Epoch ms. */
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});
export type ApiTokenDto = z.infer<typeof apiTokenOutput>;
