#!/usr/bin/env node
// @ts-check
// Secret scan for CI: every tracked file (`git ls-files`) is searched for private keys, cloud and
// payment tokens, and passwords written into URLs. Any hit fails the run (exit 1) and is printed
// with its file and line, the secret itself masked.
//
// Obvious fixtures pass: a URL whose password is a placeholder (`pass`, `password`, `secret`,
// `changeme`, `xxx`...), a template (`${PASS}`, `<password>`, `$PASS`), or whose host is local
// or an example domain. A deliberate exception can be marked on its line with `secret-scan: allow`.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @type {Array<{ kind: string; pattern: RegExp }>} */
const RULES = [
  {
    kind: 'private key',
    pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/g,
  },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { kind: 'AWS secret access key', pattern: /\baws_?secret_?access_?key\b["']?\s*[:=]\s*["']?[A-Za-z0-9/+=]{40}\b/gi },
  { kind: 'Stripe secret key', pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}\b/g },
  { kind: 'Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z]{24,}\b/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
];

// scheme://user:password@host — the password group is checked against the fixture rules below.
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*):\/\/([^\s/:@'"`<>]+):([^\s/@'"`<>]+)@([^\s/:'"`<>?#]+)/gi;

const PLACEHOLDER_PASSWORDS = new Set([
  'pass',
  'password',
  'passwd',
  'pwd',
  'secret',
  'changeme',
  'change-me',
  'example',
  'test',
  'testing',
  'dummy',
  'fake',
  'redacted',
  'hidden',
  'placeholder',
  'your-password',
  'yourpassword',
  'your_password',
  'mypassword',
  'token',
]);
const LOCAL_HOSTS = new RegExp(
  String.raw`^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[?::1\]?|host|hostname|` +
    String.raw`.*\.(?:example|test|invalid|localhost)|example\.(?:com|org|net))$`,
  'i',
);

/**
 * @param {string} password
 * @param {string} host
 */
function isFixturePassword(password, host) {
  const p = decodeURIComponentSafe(password).toLowerCase();
  if (PLACEHOLDER_PASSWORDS.has(p)) return true;
  if (/^(?:x+|\*+|\.+|-+|_+)$/.test(p)) return true;
  if (/[$<>{}%]/.test(p)) return true; // ${VAR}, <password>, {{x}}, %s
  return LOCAL_HOSTS.test(host);
}

/** @param {string} s */
function decodeURIComponentSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** @param {string} secret */
function mask(secret) {
  if (secret.length <= 8) return '*'.repeat(secret.length);
  return `${secret.slice(0, 4)}${'*'.repeat(Math.min(secret.length - 4, 16))}`;
}

/** @typedef {{ line: number, kind: string, excerpt: string }} SecretFinding */

/**
 * The secrets in one file's text.
 * @param {string} text
 * @returns {SecretFinding[]}
 */
export function scanText(text) {
  /** @type {SecretFinding[]} */
  const findings = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((lineText, i) => {
    if (lineText.includes('secret-scan: allow')) return;
    for (const { kind, pattern } of RULES) {
      for (const m of lineText.matchAll(pattern)) findings.push({ line: i + 1, kind, excerpt: mask(m[0]) });
    }
    for (const m of lineText.matchAll(URL_PASSWORD)) {
      // Every group of URL_PASSWORD is required, so each is a string when the pattern matches.
      const [, scheme = '', user = '', password = '', host = ''] = m;
      if (isFixturePassword(password, host)) continue;
      findings.push({
        line: i + 1,
        kind: 'password in a URL',
        excerpt: `${scheme}://${user}:${mask(password)}@${host}`,
      });
    }
  });
  return findings;
}

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Scans files under `root`; returns every finding with its path.
 * @param {string} root
 * @param {string[]} files paths relative to root
 * @returns {Array<SecretFinding & { file: string }>}
 */
export function scanFiles(root, files) {
  /** @type {Array<SecretFinding & { file: string }>} */
  const findings = [];
  for (const file of files) {
    const full = path.join(root, file);
    let data;
    try {
      const stat = fs.statSync(full);
      if (!stat.isFile() || stat.size > MAX_BYTES) continue;
      data = fs.readFileSync(full);
    } catch {
      continue; // deleted in the working tree
    }
    if (data.includes(0)) continue; // binary
    for (const f of scanText(data.toString('utf8'))) findings.push({ file, ...f });
  }
  return findings;
}

/**
 * The files git tracks under `root`, relative to it.
 * @param {string} root
 * @returns {string[]}
 */
export function trackedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return out.toString('utf8').split('\0').filter(Boolean);
}

function main() {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : process.cwd();
  const files = trackedFiles(root);
  const findings = scanFiles(root, files);
  if (findings.length === 0) {
    console.log(`secret scan: ${files.length} tracked files, no secrets found`);
    return 0;
  }
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.kind}: ${f.excerpt}`);
  console.error(
    `secret scan: ${findings.length} possible secret(s) in tracked files. Remove them (and rotate them), or mark a ` +
      `deliberate fixture with "secret-scan: allow".`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  process.exitCode = main();
}

export const SCRIPT_PATH = fileURLToPath(import.meta.url);
