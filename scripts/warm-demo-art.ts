// Draws every view of the demo catalogue into the picture cache (.tmp/demo-art-cache) without a
// database, so that the next fresh start (an e2e run, `npm run dev` on an empty database) stores
// all its demo photos by copying files, within seconds. CI can run it before the browser
// journeys; it is a no-op for pictures already cached. Run: npx tsx scripts/warm-demo-art.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createArtCache, DEFAULT_ART_CACHE_DIR } from '../src/server/demo/art-cache';
import { DEMO_PIECES } from '../src/server/demo/catalogue';
import { DEMO_VIEWS, demoArtworkSvg, rasteriseSvg } from '../src/server/demo/demo-artwork';
import { createImageStore } from '../src/server/platform/images/images';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-art-warm-'));
const started = Date.now();
try {
  const store = createImageStore(scratch, { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 });
  const cache = createArtCache(store, DEFAULT_ART_CACHE_DIR);
  const svgs = DEMO_PIECES.flatMap((piece) => DEMO_VIEWS.map((view) => demoArtworkSvg(piece.design, piece.look, view)));
  let drawn = 0;
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < svgs.length) {
        const svg = svgs[next++]!;
        if (await cache.has(svg)) continue;
        await cache.store(svg, () => rasteriseSvg(svg));
        drawn++;
      }
    }),
  );
  console.log(
    `demo art: ${drawn} drawn, ${svgs.length - drawn} already cached, in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
