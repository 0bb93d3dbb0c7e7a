import type { Kysely } from 'kysely';

// Frozen. The admin searches shoppers by name, case-insensitively in every script; SQLite's
// lower() and LIKE fold ASCII only, so, as for products and categories, a lower-cased copy of
// the name is kept beside it (filled here for existing accounts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

const key = (name: string) => name.trim().toLocaleLowerCase('en-IN');

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('name_key', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .execute();
  const users = (await db.selectFrom('users').select(['id', 'fullname']).execute()) as Array<{
    id: number;
    fullname: string;
  }>;
  for (const u of users)
    await db
      .updateTable('users')
      .set({ name_key: key(u.fullname) })
      .where('id', '=', u.id)
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('name_key').execute();
}
