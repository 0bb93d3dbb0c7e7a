// A contact sheet of the demo catalogue: every piece's views in a row with its name, metal and
// collections under it, in pages of 24 pieces, so that a person can check that each picture
// shows what its name says. Run: npx tsx scripts/demo-contact-sheet.ts [filter] -> .tmp/contact-sheet/
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { DEMO_PIECES } from '../src/server/demo/catalogue';
import { DEMO_VIEWS, demoArtworkSvg } from '../src/server/demo/demo-artwork';

const TILE = 170;
const LABEL = 44;
const PER_ROW = 3;
const ROWS = 8;
const CELL_W = TILE * DEMO_VIEWS.length + 16;
const CELL_H = TILE + LABEL;
const outDir = path.resolve('.tmp/contact-sheet');
fs.mkdirSync(outDir, { recursive: true });

const filter = process.argv[2]?.toLowerCase();
const pieces = DEMO_PIECES.filter((p) => !filter || `${p.name} ${p.design} ${p.style}`.toLowerCase().includes(filter));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const perPage = PER_ROW * ROWS;
for (let page = 0; page * perPage < pieces.length; page++) {
  const slice = pieces.slice(page * perPage, (page + 1) * perPage);
  const layers: OverlayOptions[] = [];
  for (const [i, piece] of slice.entries()) {
    const left = (i % PER_ROW) * CELL_W;
    const top = Math.floor(i / PER_ROW) * CELL_H;
    for (const [v, view] of DEMO_VIEWS.entries()) {
      const svg = demoArtworkSvg(piece.design, piece.look, view).replace(
        'width="1024" height="1024"',
        `width="${TILE}" height="${TILE}"`,
      );
      layers.push({ input: await sharp(Buffer.from(svg)).png().toBuffer(), left: left + v * TILE, top });
    }
    const label =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_W - 16}" height="${LABEL}">
      <text x="4" y="17" font-family="DejaVu Sans, sans-serif" font-size="14" font-weight="bold" ` +
      `fill="#222">${escape(piece.name)}</text>
      <text x="4" y="36" font-family="DejaVu Sans, sans-serif" font-size="11" ` +
      `fill="#555">` +
      escape(
        (
          `${piece.purity} ${piece.metal} · ${piece.look.gems.slice(0, 4).join(', ') || 'plain'} · ` +
          `${piece.selections.join(', ')}`
        ).slice(0, 86),
      ) +
      `</text></svg>`;
    layers.push({ input: Buffer.from(label), left, top: top + TILE });
  }
  const file = path.join(outDir, `page-${String(page + 1).padStart(2, '0')}.png`);
  await sharp({
    create: {
      width: CELL_W * PER_ROW,
      height: CELL_H * Math.ceil(slice.length / PER_ROW),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(layers)
    .png()
    .toFile(file);
  console.log(file);
}
