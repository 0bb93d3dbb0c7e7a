import { createInterface } from 'node:readline/promises';
import { loadConfig } from './config';
import { openMigratedDatabase } from './platform/runtime';
import { createAdminAccount } from './modules/admin/admin-accounts.service';
import { createPasswordHasher } from './platform/crypto/passwords';

// `npm run admin:create -- <username>`: asks for the password (or reads ADMIN_PASSWORD).
const username = process.argv[2] ?? process.env.ADMIN_USERNAME;
if (!username) {
  console.error('Usage: npm run admin:create -- <username>   (password from ADMIN_PASSWORD or asked for)');
  process.exit(2);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (at least 12 characters): ');
  rl.close();
}
if (!password || password.length < 12) {
  console.error('The password must be at least 12 characters.');
  process.exit(2);
}
const config = loadConfig();
const db = await openMigratedDatabase(config);
try {
  await createAdminAccount(db.db, createPasswordHasher(config.PASSWORD_HASH_LOG_N), username, password, Date.now());
  console.log(`Admin "${username}" created.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
