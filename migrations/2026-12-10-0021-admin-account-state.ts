import type { Kysely } from 'kysely';

// Frozen. Accounts managed by owners (issue 27): an account can be disabled (it cannot sign in and
// its sessions end), holds a temporary password until its owner changes it (every admin call but
// the change is refused meanwhile), and shows when it last signed in.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('admins').addColumn('disabled_at', 'bigint').execute();
  await db.schema
    .alterTable('admins')
    .addColumn('password_temporary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('admins').dropColumn('password_temporary').execute();
  await db.schema.alterTable('admins').dropColumn('disabled_at').execute();
}
