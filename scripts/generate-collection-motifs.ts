// Draws the piece each collection's banner shows (a ring for the ring collections, a necklace
// set for the necklace sets...) in the collection's metal and stones, with the drawings of the
// demo catalogue, on a transparent ground, trimmed to the piece, as WebP and AVIF under
// src/client/assets/motifs/. The banner places it whole at its right (never cropped by
// object-cover). Run: npx tsx scripts/generate-collection-motifs.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTIONS, type SelectionType } from '../src/shared/constants';
import { DESIGNS, type DesignKind, type Look } from '../src/server/demo/art/designs';
import { defs } from '../src/server/demo/art/svg-kit';

const outDir = path.resolve(import.meta.dirname, '../src/client/assets/motifs');
fs.mkdirSync(outDir, { recursive: true });

const MOTIFS: Record<SelectionType, [DesignKind, Look] | undefined> = {
  goldRings: ['navratnaRing', { metal: 'yellow', gems: [], variant: 0 }],
  goldNecklaceSet: ['choker', { metal: 'yellow', gems: ['ruby', 'emerald', 'pearl'], variant: 1 }],
  goldMangalsutra: ['vatiMangalsutra', { metal: 'yellow', gems: ['pearl'], variant: 0 }],
  goldEarrings: ['jhumkas', { metal: 'yellow', gems: ['ruby', 'pearl'], variant: 0 }],
  goldBangles: ['bangleSet', { metal: 'yellow', gems: ['ruby', 'pearl'], variant: 0 }],
  diamondRings: ['solitaireRing', { metal: 'white', gems: ['diamond'], variant: 0 }],
  diamondNecklaceSet: ['riviera', { metal: 'white', gems: ['diamond', 'diamond'], variant: 1 }],
  diamondEarrings: ['dropEarrings', { metal: 'white', gems: ['diamond', 'diamond'], variant: 2 }],
  diamondBangles: ['kada', { metal: 'yellow', gems: ['diamond'], variant: 1 }],
  templeRings: ['templeRing', { metal: 'antique', gems: ['kemp'], variant: 0 }],
  templeNecklaceSet: ['coinNecklace', { metal: 'antique', gems: [], variant: 0 }],
  templeMangalsutra: ['pendantMangalsutra', { metal: 'antique', gems: ['kemp'], variant: 2 }],
  templeEarrings: ['jhumkas', { metal: 'antique', gems: ['kemp', 'pearl'], variant: 0 }],
  templeBangles: ['kada', { metal: 'antique', gems: ['kemp'], variant: 1 }],
  polkiRings: ['polkiRing', { metal: 'yellow', gems: ['polki', 'emerald'], variant: 0 }],
  polkiNecklaceSet: ['choker', { metal: 'yellow', gems: ['polki', 'emerald', 'pearl'], variant: 0 }],
  polkiMangalsutra: ['vatiMangalsutra', { metal: 'yellow', gems: ['polki'], variant: 0 }],
  polkiEarrings: ['chandbalis', { metal: 'yellow', gems: ['polki', 'pearl'], variant: 0 }],
  polkiBangles: ['kada', { metal: 'yellow', gems: ['polki', 'emerald'], variant: 0 }],
  mangalsutra: ['pendantMangalsutra', { metal: 'yellow', gems: ['diamond'], variant: 0 }],
  dailyGold: ['pendantNecklace', { metal: 'yellow', gems: ['ruby'], variant: 2 }],
  dailySilver: ['payal', { metal: 'silver', gems: [], variant: 0 }],
  dailyDiamond: ['studs', { metal: 'white', gems: ['diamond'], variant: 0 }],
  partyGold: ['chandbalis', { metal: 'yellow', gems: ['ruby', 'pearl'], variant: 0 }],
  partySilver: ['dropEarrings', { metal: 'silver', gems: ['topaz', 'diamond'], variant: 2 }],
  partyDiamond: ['haloRing', { metal: 'white', gems: ['diamond', 'diamond'], variant: 0 }],
  bestsellers: ['jhumkas', { metal: 'yellow', gems: ['emerald', 'pearl'], variant: 0 }],
  antiqueBangles: undefined,
  maharashtrianBangles: undefined,
  weddingBangles: undefined,
};

const HEIGHTS = [320, 640] as const;
let count = 0;
for (const collection of COLLECTIONS) {
  const motif = MOTIFS[collection.selectionType];
  if (!motif) throw new Error(`no banner motif for ${collection.selectionType}`);
  const [design, look] = motif;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400" viewBox="-200 -200 1400 ` +
    `1400">${defs()}${DESIGNS[design](look).svg}</svg>`;
  const trimmed = await sharp(Buffer.from(svg)).png().trim({ threshold: 1 }).toBuffer();
  for (const height of HEIGHTS) {
    const base = sharp(trimmed).resize({ height, fit: 'inside' });
    const name = path.join(outDir, `motif-${collection.selectionType}-${height}`);
    await base.clone().webp({ quality: 82, alphaQuality: 90 }).toFile(`${name}.webp`);
    await base.clone().avif({ quality: 55, effort: 4 }).toFile(`${name}.avif`);
  }
  count++;
}
console.log(`motifs: ${count} collections in ${path.relative(process.cwd(), outDir)}`);
