import type { Kysely } from 'kysely';
import { isMysql } from '@server/platform/db/migration-helpers';

// Frozen. The admins' TOTP secrets are kept encrypted (issue 27): a sealed value (`v1:`, the nonce,
// the tag and the ciphertext in base64url) is about 85 characters, past the 64 the plain base32
// secret needed. SQLite does not enforce a varchar's length; MySQL's columns are widened. The values
// themselves are sealed by the server (a migration does not have the key): a plain one is accepted
// once, at its next use, and written back sealed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (!isMysql(db)) return;
  await db.schema.alterTable('admins').modifyColumn('mfa_secret', 'varchar(255)').execute();
  await db.schema.alterTable('admins').modifyColumn('mfa_pending_secret', 'varchar(255)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  if (!isMysql(db)) return;
  await db.schema.alterTable('admins').modifyColumn('mfa_pending_secret', 'varchar(64)').execute();
  await db.schema.alterTable('admins').modifyColumn('mfa_secret', 'varchar(64)').execute();
}
