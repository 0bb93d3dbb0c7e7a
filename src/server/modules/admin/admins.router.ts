import { adminIdInput, createAdminInput, updateAdminInput } from '@shared/schemas/admins';
import { adminActor } from '@server/platform/events/hooks';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { createAdmin, listAdmins, resetAdminPassword, updateAdmin } from './manage-admins.service';
import { resetAdminMfa } from './reset-admin-mfa.service';

// The admin accounts, managed by owners only (issue 27).
const ownerProcedure = procedure({ auth: 'owner' });
const accountWrite = procedure({ auth: 'owner', audit: 'admin' });

export const adminsProcedures = {
  list: ownerProcedure.query(async ({ ctx }) => ({ admins: await listAdmins(ctx.deps) })),

  /** A new account with a temporary password, answered once. */
  create: accountWrite
    .input(createAdminInput)
    .mutation(({ ctx, input }) => createAdmin(ctx.deps, adminActor(ctx.admin), input)),

  update: accountWrite
    .input(updateAdminInput)
    .mutation(async ({ ctx, input }) => ({ admin: await updateAdmin(ctx.deps, adminActor(ctx.admin), input) })),

  resetPassword: accountWrite
    .input(adminIdInput)
    .mutation(({ ctx, input }) => resetAdminPassword(ctx.deps, adminActor(ctx.admin), input.id)),

  /** Another account's second factor off (a lost phone): its sessions end; it enrols again. Not one's own (409). */
  resetMfa: accountWrite
    .input(adminIdInput)
    .mutation(({ ctx, input }) => resetAdminMfa(ctx.deps, ctx.admin, adminActor(ctx.admin), input.id)),
};

export const adminsRouter = router(adminsProcedures);
