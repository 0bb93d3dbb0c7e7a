import type { Kysely } from 'kysely';

// Frozen. A saved piece keeps the size it was saved in (a ring in size 14 is priced and moved to
// the cart in 14). One row a piece still: the heart is per piece, and saving it again in another
// size changes the size. NULL: no size chosen (a piece without sizes, or saved from a card).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('wishlist_items').addColumn('size_label', 'varchar(8)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('wishlist_items').dropColumn('size_label').execute();
}
