import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanFiles, scanText, SCRIPT_PATH } from './secret-scan.mjs';

// The samples are assembled at run time so that this file itself holds no secret-shaped text
// (the scanner reads it too, in CI).
const j = (...parts: string[]) => parts.join('');
const SAMPLES = {
  privateKey: j('-----BEGIN ', 'RSA PRIVATE KEY-----'),
  opensshKey: j('-----BEGIN ', 'OPENSSH PRIVATE KEY-----'),
  awsKeyId: j('AKIA', 'Q3EGQ7TJ2M5XK4PB'),
  awsSecret: j('aws_secret_access_key = ', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'Q3EGQ7TJ2M'),
  stripe: j('sk_', 'live_', '51Hx9kLmNoPqRsTuVwXyZ0123'),
  stripeWebhook: j('whsec_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3'),
  github: j('ghp_', 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5'),
  githubPat: j('github_pat_', '11ABCDEFG0123456789_abcdefghijklmnop'),
  slack: j('xoxb-', '1234567890-abcdefghij'),
  urlPassword: j('mysql://shop:', 'Tr0ub4dor-3x@db.internal.navijewels.in:3306/shop'),
  smtpPassword: j('smtps://apikey:', 'SG.k9dLq2@smtp.sendgrid.net:465'),
};

describe('secret scan', () => {
  it.each(Object.entries(SAMPLES))('finds %s', (_name, sample) => {
    const findings = scanText(`const config = "${sample}";\n`);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.line).toBe(1);
  });

  it('masks what it prints', () => {
    const [finding] = scanText(SAMPLES.stripe);
    expect(finding?.excerpt).not.toContain(SAMPLES.stripe.slice(8));
    const [url] = scanText(SAMPLES.urlPassword);
    expect(url?.kind).toBe('password in a URL');
    expect(url?.excerpt).not.toContain('Tr0ub4dor');
  });

  it('reports the line of each hit', () => {
    const text = ['first line', `token: ${SAMPLES.github}`, 'third', `key: ${SAMPLES.awsKeyId}`].join('\n');
    expect(scanText(text).map((f) => f.line)).toEqual([2, 4]);
  });

  it('lets obvious fixtures and placeholders pass', () => {
    const fixtures = [
      'mysql://user:pass@host:port/db',
      'smtp://user:password@host:587',
      'DATABASE_URL=mysql://root@127.0.0.1:3306/test',
      'mysql://root:secret@127.0.0.1:3306/shop',
      'redis://default:changeme@localhost:6379',
      'smtp://apikey:${SMTP_PASSWORD}@smtp.example.com:587',
      'mysql://shop:<password>@db.example.com/shop',
      'https://user:xxxxx@api.sms-provider.in/send',
      'https://shop.example.com/path?x=1',
      'pk_live_publishable_keys_are_public_anyway',
      `${SAMPLES.stripe} // secret-scan: allow (documented fake)`,
    ];
    for (const line of fixtures) expect(scanText(line), line).toEqual([]);
  });

  it('skips binary files and reads text files under a root', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'binary.bin'),
        Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(SAMPLES.awsKeyId)]),
      );
      fs.writeFileSync(path.join(dir, 'leak.env'), `STRIPE_KEY=${SAMPLES.stripe}\n`);
      const findings = scanFiles(dir, ['binary.bin', 'leak.env', 'missing.txt']);
      expect(findings).toEqual([expect.objectContaining({ file: 'leak.env', line: 1, kind: 'Stripe secret key' })]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('as a command over tracked files', () => {
    let repo: string | undefined;
    afterEach(() => {
      if (repo) fs.rmSync(repo, { recursive: true, force: true });
    });

    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });
    const run = (cwd: string) => spawnSync(process.execPath, [SCRIPT_PATH, cwd], { encoding: 'utf8' });

    it('exits 0 on a clean repository, 1 on a tracked secret, and ignores untracked files', () => {
      repo = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-repo-'));
      git(repo, 'init', '-q');
      fs.writeFileSync(path.join(repo, 'README.md'), 'Connect with mysql://user:pass@host:3306/db\n');
      fs.writeFileSync(path.join(repo, 'untracked.env'), `KEY=${SAMPLES.github}\n`);
      git(repo, 'add', 'README.md');
      const clean = run(repo);
      expect(clean.status, clean.stderr).toBe(0);
      expect(clean.stdout).toMatch(/1 tracked files, no secrets found/);

      fs.writeFileSync(path.join(repo, 'config.ts'), `export const key = '${SAMPLES.awsKeyId}';\n`);
      git(repo, 'add', 'config.ts');
      const dirty = run(repo);
      expect(dirty.status).toBe(1);
      expect(dirty.stderr).toMatch(/config\.ts:1: AWS access key id/);
      expect(dirty.stderr).not.toContain(SAMPLES.awsKeyId);
      expect(dirty.stderr).not.toContain('untracked.env');
    });
  });
});
