import { Writable } from 'node:stream';

/** Collects a Node stream of HTML into one string: `pipe` is given the sink to pipe into. */
export function collectHtml(pipe: (sink: Writable) => unknown): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise<string>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
    pipe(sink);
  });
}
