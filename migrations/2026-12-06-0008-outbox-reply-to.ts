import type { Kysely } from 'kysely';

// Frozen. The outbox keeps a Reply-To for an email: a visit request's notice to the shop is sent
// through the outbox now, and the shop answers it straight to the visitor.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('reply_to', 'varchar(254)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
}
