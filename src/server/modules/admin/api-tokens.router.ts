import { apiTokenIdInput, createApiTokenInput } from '@shared/schemas/api-tokens';
import { API_TOKEN_MESSAGES } from '@shared/messages/api-tokens';
import { adminActor } from '@server/platform/events/hooks';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

// API tokens for integrations, managed by owners only (issue 27).
const tokenWrite = procedure({ auth: 'owner', audit: 'apiToken' });

export const apiTokensProcedures = {
  list: procedure({ auth: 'owner' }).query(async ({ ctx }) => ({ tokens: await listApiTokens(ctx.deps) })),

  /** A new token, its secret answered this once. */
  create: tokenWrite
    .input(createApiTokenInput)
    .mutation(({ ctx, input }) =>
      createApiToken(ctx.deps, adminActor(ctx.admin), ctx.admin.token ? null : ctx.admin.id, input),
    ),

  revoke: tokenWrite.input(apiTokenIdInput).mutation(async ({ ctx, input }) => {
    await revokeApiToken(ctx.deps, adminActor(ctx.admin), input.id);
    return { message: API_TOKEN_MESSAGES.revoked };
  }),
};

export const apiTokensRouter = router(apiTokensProcedures);
