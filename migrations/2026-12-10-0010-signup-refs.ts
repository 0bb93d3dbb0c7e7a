import type { Kysely } from 'kysely';

// Frozen. A pending sign-up is addressed by an opaque random reference (128 bits, base64url), not
// by its row id: row ids are sequential, so they told which sign-ups exist and which comes next.
// The reference is cleared when the account is verified.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('signup_ref', 'varchar(32)').execute();
  await db.schema.createIndex('users_signup_ref').on('users').column('signup_ref').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_signup_ref').on('users').execute();
  await db.schema.alterTable('users').dropColumn('signup_ref').execute();
}
