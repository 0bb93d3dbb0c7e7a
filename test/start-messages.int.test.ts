import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

// What a newcomer reads when the server cannot start: the problem in a line, no stack.

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-messages-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      DEMO_DATA: '0',
      PASSWORD_HASH_LOG_N: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('start-up messages', () => {
  it('names a bad PORT', () => {
    for (const PORT of ['abc', '0', '70000', '3.5', '-1']) {
      expect(() => loadConfig({ PORT }), PORT).toThrow(ConfigError);
      expect(() => loadConfig({ PORT }), PORT).toThrow('PORT: must be a whole number from 1 to 65535');
    }
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('says in one line that the port is in use', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { code, stderr } = await runServer({ PORT: String(port) });
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines.at(-1)).toBe(`Port ${port} is in use: stop what listens there or set PORT to another port.`);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  }, 60_000);
});
