import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN } from './e2e-admin';
import { INBOX_PORTS, startInbox } from './inbox';

// Started by Playwright: the inbox, then the built app on a fresh embedded database with demo data.
export { E2E_ADMIN };

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '4173';
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const inbox = await startInbox();
// The compiled server, as `npm start` runs it (`npm run build` makes it).
const builtServer = path.join(root, 'dist/server/main.js');
if (!fs.existsSync(builtServer)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: '1',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${INBOX_PORTS.smtp}`,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${INBOX_PORTS.http}/sms`,
    PASSWORD_HASH_LOG_N: '12',
    RATE_LIMIT_AUTH_MAX: '1000',
    // One client signs many shoppers up: the per-address and per-network code budgets are raised with it.
    OTP_CODES_PER_ADDRESS_PER_HOUR: '100000',
    OTP_CODES_PER_NETWORK_PER_HOUR: '100000',
    // The journeys are one client reading a lot; codes leave the outbox promptly (it is also woken on each write).
    PUBLIC_READ_RATE_MAX: '100000',
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  },
});
const stop = async () => {
  server.kill('SIGTERM');
  await inbox.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => {
  void inbox.close().then(() => process.exit(code ?? 0));
});
