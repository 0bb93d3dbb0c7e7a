import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// The Nu Html Checker (vnu-jar, the W3C validator's engine) over a batch of documents in one JVM:
// starting Java costs seconds, checking a page milliseconds.

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker reports, as `name:line: message («extract»)`; `docs` maps a name to its HTML. */
export async function htmlErrors(docs: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const names = Object.keys(docs);
  const files = names.map((name, i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, docs[name]!);
    return file;
  });
  try {
    const output = await new Promise<string>((resolve, reject) => {
      // The checker exits 1 when it finds errors; its JSON report goes to stderr either way.
      execFile(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) =>
          stderr.trim().startsWith('{') ? resolve(stderr) : reject(error ?? new Error(stderr)),
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const name = names[files.findIndex((f) => m.url?.endsWith(`/${path.basename(f)}`))] ?? m.url;
        return `${name}:${m.lastLine ?? '?'}: ${m.message} («${(m.extract ?? '').trim().slice(0, 160)}»)`;
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
