import { createInterface } from 'node:readline/promises';
import { ADMIN_ROLES, SHOWROOMS, type AdminRole, type ShowroomId } from '@shared/constants';
import { loadConfig } from './config';
import { openMigratedDatabase } from './platform/runtime';
import { createAdminAccount } from './modules/admin/admin-accounts.service';
import { createPasswordHasher } from './platform/crypto/passwords';

// `npm run admin:create -- <username> [--role owner|staff] [--showroom nerul|kharghar]`: asks for
// the password (or reads ADMIN_PASSWORD). An owner unless --role says staff.
const USAGE =
  'Usage: npm run admin:create -- <username> [--role owner|staff] [--showroom nerul|kharghar]   ' +
  '(password from ADMIN_PASSWORD or asked for)';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const positional = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const username = positional[0] ?? process.env.ADMIN_USERNAME;
if (!username) fail(USAGE);
const roleArg = option('role') ?? 'owner';
const role: AdminRole | undefined = ADMIN_ROLES.find((r) => r === roleArg);
if (!role) fail(`--role must be owner or staff.\n${USAGE}`);
const showroomArg = option('showroom');
const showroom: ShowroomId | undefined = SHOWROOMS.find((s) => s === showroomArg);
if (showroomArg !== undefined && (!showroom || role !== 'staff'))
  fail(`--showroom is nerul or kharghar, for a staff account.\n${USAGE}`);

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (at least 12 characters): ');
  rl.close();
}
if (!password || password.length < 12) fail('The password must be at least 12 characters.');
const config = loadConfig();
const db = await openMigratedDatabase(config);
try {
  const hasher = createPasswordHasher(config.PASSWORD_HASH_LOG_N);
  await createAdminAccount(db.db, hasher, username, password, Date.now(), { role, showroom: showroom ?? null });
  console.log(`Admin "${username}" created (${role}${showroom ? `, ${showroom}` : ''}).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
