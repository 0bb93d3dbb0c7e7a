import type { Kysely } from 'kysely';

// Frozen. Admin roles (issue 27): an account is an `owner` (everything) or `staff` (visits for
// their showroom, shoppers and products read-only), optionally scoped to a showroom. Every
// account that exists before roles is an owner: it could do everything until now.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('admins').addColumn('showroom', 'varchar(20)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('showroom').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
