// @ts-check
// `npm run format` rewrites every source file with Prettier; `npm run format -- --check` only
// reports the files that differ (CI and the before-stop hook run the check).
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const rest = process.argv.slice(2).filter((a) => a !== '--check');
const res = spawnSync(
  'npx',
  ['prettier', check ? '--check' : '--write', '--log-level', 'warn', ...(rest.length ? rest : ['.'])],
  {
    stdio: 'inherit',
  },
);
process.exit(res.status ?? 1);
