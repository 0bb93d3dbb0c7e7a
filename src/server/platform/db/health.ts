import { sql } from 'kysely';
import type { Db } from './database';

/** The cheapest round trip to the database: throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
