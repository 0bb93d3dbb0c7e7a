// @ts-check
// Draws the storefront's banner and hero art as SVG and encodes it with sharp into AVIF and WebP
// renditions under src/client/assets/art/, plus a short looping showroom film (MP4 + WebM, needs
// ffmpeg: `apt-get install -y ffmpeg`) under public/media/. Run: node scripts/generate-storefront-art.mjs
// Everything is generated here, so the product needs no image or video from outside.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const artDir = path.join(root, 'src/client/assets/art');
const mediaDir = path.join(root, 'public/media');
fs.mkdirSync(artDir, { recursive: true });
fs.mkdirSync(mediaDir, { recursive: true });

/** @typedef {() => number} Random a number in [0, 1) */

/**
 * A tiny deterministic random, so every run draws the same pictures.
 * @param {number} seed
 * @returns {Random}
 */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * @typedef {object} Palette
 * @property {string} bg1
 * @property {string} bg2
 * @property {string} glow
 * @property {[light: string, mid: string, dark: string]} metal
 * @property {string} stone
 * @property {string} stone2
 */

/** @satisfies {Record<string, Palette>} */
const PALETTES = {
  gold: {
    bg1: '#1e1a17',
    bg2: '#3a2a16',
    glow: '#c9a45c',
    metal: ['#f6e3a8', '#c9a45c', '#8a6420'],
    stone: '#b3263a',
    stone2: '#2e7d5b',
  },
  diamond: {
    bg1: '#15181d',
    bg2: '#2a3340',
    glow: '#cfd8e3',
    metal: ['#ffffff', '#d7dde6', '#8d99a8'],
    stone: '#e9f3ff',
    stone2: '#a9c7ea',
  },
  temple: {
    bg1: '#2a0f12',
    bg2: '#5a1b20',
    glow: '#d9a441',
    metal: ['#f0cf7c', '#b98a2e', '#6e4c12'],
    stone: '#c21f3a',
    stone2: '#1f7a4d',
  },
  polki: {
    bg1: '#1c1a14',
    bg2: '#43361f',
    glow: '#efe2c0',
    metal: ['#f7e7b5', '#caa65a', '#7f6228'],
    stone: '#f4efe2',
    stone2: '#2f7a56',
  },
  silver: {
    bg1: '#1b1d20',
    bg2: '#3b4047',
    glow: '#c0c6cf',
    metal: ['#fbfbfb', '#c3c8cf', '#7b838d'],
    stone: '#5b7bb5',
    stone2: '#9fb6d8',
  },
  rose: {
    bg1: '#241517',
    bg2: '#4d2a2c',
    glow: '#e3b7a0',
    metal: ['#f6d9c8', '#d19c80', '#8e5a44'],
    stone: '#f2e9e4',
    stone2: '#b3263a',
  },
};

/**
 * @param {Palette} p
 * @param {string} id suffix of the gradient and pattern ids, unique per picture
 */
function defs(p, id) {
  return (
    `<defs>
    <linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop ` +
    `offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="glow${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.glow}" ` +
    `stop-opacity="0.38"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="metal${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.metal[0]}"/><stop ` +
    `offset="0.5" stop-color="${p.metal[1]}"/><stop offset="1" stop-color="${p.metal[2]}"/></linearGradient>
    <radialGradient id="gem${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" ` +
    `stop-opacity="0.9"/><stop offset="0.35" stop-color="${p.stone}"/><stop offset="1" stop-color="${p.stone}" ` +
    `stop-opacity="0.85"/></radialGradient>
    <pattern id="lattice${id}" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M24 2 L46 24 L24 46 L2 24 Z" fill="none" stroke="${p.glow}" stroke-opacity="0.07" stroke-width="1"/>
      <circle cx="24" cy="24" r="2" fill="${p.glow}" fill-opacity="0.08"/>
    </pattern>
  </defs>`
  );
}

/** @typedef {(p: Palette, id: string, r: Random) => string} Motif */

/**
 * Motifs are drawn in a 1000x1000 box and placed with a transform.
 * @satisfies {Record<string, Motif>}
 */
const MOTIFS = {
  necklace(p, id, r) {
    const beads = [];
    for (let i = 0; i <= 28; i++) {
      const t = i / 28;
      const x = 120 + t * 760;
      const y = 180 + Math.sin(t * Math.PI) * 470;
      beads.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 4 === 0 ? 17 : 10}" ` +
          `fill="url(#${i % 4 === 0 ? 'gem' : 'metal'}${id})" stroke="url(#metal${id})" stroke-width="3"/>`,
      );
    }
    const drops = [];
    for (let i = 3; i <= 25; i += 2) {
      const t = i / 28;
      const x = 120 + t * 760;
      const y = 180 + Math.sin(t * Math.PI) * 470;
      const len = 40 + Math.sin(t * Math.PI) * 70 + r() * 10;
      drops.push(
        `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x.toFixed(1)}" y2="${(y + len).toFixed(1)}" ` +
          `stroke="${p.metal[1]}" stroke-width="3"/>
        <path d="M${x.toFixed(1)} ${(y + len).toFixed(1)} l-9 14 l9 18 l9 -18 z" fill="url(#gem${id})" ` +
          `stroke="url(#metal${id})" stroke-width="2"/>`,
      );
    }
    return `<path d="M120 180 Q500 1120 880 180" fill="none" stroke="url(#metal${id})" stroke-width="7"/>
      ${drops.join('')}${beads.join('')}
      <path d="M500 720 l-70 95 l70 130 l70 -130 z" fill="url(#gem${id})" stroke="url(#metal${id})" stroke-width="10"/>
      <circle cx="500" cy="690" r="28" fill="${p.stone2}" stroke="url(#metal${id})" stroke-width="8"/>`;
  },
  rings(p, id) {
    return (
      `<ellipse cx="420" cy="560" rx="250" ry="230" fill="none" stroke="url(#metal${id})" stroke-width="46"/>
      <ellipse cx="420" cy="560" rx="250" ry="230" fill="none" stroke="${p.metal[0]}" stroke-opacity=".5" ` +
      `stroke-width="6"/>
      <path d="M350 345 l70 -90 l70 90 l-70 60 z" fill="url(#gem${id})" stroke="url(#metal${id})" stroke-width="8"/>
      <ellipse cx="640" cy="520" rx="210" ry="195" fill="none" stroke="url(#metal${id})" stroke-width="26" ` +
      `stroke-opacity=".9"/>
      ` +
      Array.from({ length: 18 }, (_, i) => {
        const a = (i / 18) * Math.PI * 2;
        return (
          `<circle cx="${(640 + Math.cos(a) * 210).toFixed(1)}" cy="${(520 + Math.sin(a) * 195).toFixed(1)}" ` +
          `r="9" fill="url(#gem${id})"/>`
        );
      }).join('')
    );
  },
  bangles(p, id) {
    return [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${330 + i * 110}" cy="${520 - i * 14}" rx="230" ry="250" fill="none" ` +
          `stroke="url(#metal${id})" stroke-width="${34 - i * 5}"/>
      <ellipse cx="${330 + i * 110}" cy="${520 - i * 14}" rx="230" ry="250" fill="none" ` +
          `stroke="${i % 2 ? p.stone : p.metal[0]}" stroke-opacity=".7" stroke-width="6" ` +
          `stroke-dasharray="${10 + i * 3} 16"/>`,
      )
      .join('');
  },
  jhumka(p, id) {
    // A pair of jhumkas: stud, a short link, a domed bell with bands, and a fringe of pearls.
    /** @type {[x: number, tilt: number][]} */
    const ears = [
      [330, -7],
      [670, 7],
    ];
    return ears
      .map(
        ([x, tilt]) =>
          `<g transform="rotate(${tilt} ${x} 150)">
      <circle cx="${x}" cy="150" r="40" fill="url(#gem${id})" stroke="${p.metal[1]}" stroke-width="12"/>
      ` +
          Array.from({ length: 8 }, (_, i) => {
            const a = (i / 8) * Math.PI * 2;
            return (
              `<circle cx="${(x + Math.cos(a) * 58).toFixed(1)}" cy="${(150 + Math.sin(a) * 58).toFixed(1)}" ` +
              `r="9" fill="${p.metal[1]}"/>`
            );
          }).join('') +
          `
      <rect x="${x - 7}" y="205" width="14" height="95" rx="7" fill="${p.metal[1]}"/>
      <path d="M${x - 165} 600 C${x - 150} 380 ${x - 70} 300 ${x} 300 C${x + 70} 300 ${x + 150} 380 ${x + 165} 600 ` +
          `Z" fill="url(#metal${id})" stroke="${p.metal[2]}" stroke-width="5"/>
      <path d="M${x - 120} 470 Q${x} 430 ${x + 120} 470" fill="none" stroke="${p.metal[2]}" stroke-width="6"/>
      <path d="M${x - 148} 545 Q${x} 500 ${x + 148} 545" fill="none" stroke="${p.metal[0]}" stroke-opacity=".8" ` +
          `stroke-width="5" stroke-dasharray="3 9"/>
      ` +
          Array.from(
            { length: 5 },
            (_, i) => `<circle cx="${x - 60 + i * 30}" cy="${395 + Math.abs(2 - i) * 8}" r="9" fill="${p.stone}"/>`,
          ).join('') +
          `
      <path d="M${x - 165} 600 Q${x} 640 ${x + 165} 600" fill="none" stroke="${p.metal[1]}" stroke-width="10"/>
      ` +
          Array.from({ length: 11 }, (_, i) => {
            const fx = x - 150 + i * 30;
            const len = 50 + (i % 2) * 26;
            return (
              `<line x1="${fx}" y1="612" x2="${fx}" y2="${612 + len}" stroke="${p.metal[1]}" ` +
              `stroke-width="3"/><circle cx="${fx}" cy="${624 + len}" r="12" fill="${i % 2 ? p.stone : '#f4efe2'}" ` +
              `stroke="${p.metal[1]}" stroke-width="2"/>`
            );
          }).join('') +
          `
    </g>`,
      )
      .join('');
  },
  mangalsutra(p, id) {
    const beads = [];
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const x = 150 + t * 700;
      const y = 160 + Math.sin(t * Math.PI) * 420;
      beads.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 6 === 0 ? 11 : 8}" ` +
          `fill="${i % 6 === 0 ? `url(#metal${id})` : '#111'}"/>`,
      );
    }
    return (
      `${beads.join('')}
      <circle cx="440" cy="650" r="70" fill="url(#metal${id})" stroke="${p.metal[2]}" stroke-width="6"/>
      <circle cx="560" cy="650" r="70" fill="url(#metal${id})" stroke="${p.metal[2]}" stroke-width="6"/>
      <circle cx="440" cy="650" r="38" fill="none" stroke="${p.metal[2]}" stroke-width="4"/><circle cx="560" ` +
      `cy="650" r="38" fill="none" stroke="${p.metal[2]}" stroke-width="4"/>`
    );
  },
  mandala(p, id) {
    const petals = Array.from(
      { length: 16 },
      (_, i) =>
        `<path transform="rotate(${i * 22.5} 500 500)" d="M500 120 Q560 300 500 420 Q440 300 500 120 Z" fill="none" ` +
        `stroke="url(#metal${id})" stroke-width="5"/>`,
    ).join('');
    const dots = Array.from({ length: 32 }, (_, i) => {
      const a = (i / 32) * Math.PI * 2;
      return (
        `<circle cx="${(500 + Math.cos(a) * 440).toFixed(1)}" cy="${(500 + Math.sin(a) * 440).toFixed(1)}" ` +
        `r="7" fill="url(#metal${id})"/>`
      );
    }).join('');
    return (
      `${petals}${dots}<circle cx="500" cy="500" r="78" fill="url(#gem${id})" stroke="url(#metal${id})" ` +
      `stroke-width="12"/>
      <circle cx="500" cy="500" r="340" fill="none" stroke="url(#metal${id})" stroke-width="3" stroke-dasharray="4 ` +
      `10"/>`
    );
  },
};

/**
 * @param {Random} r
 * @param {number} w
 * @param {number} h
 * @param {number} count
 * @param {string} colour
 */
function sparkles(r, w, h, count, colour) {
  return Array.from({ length: count }, () => {
    const x = r() * w;
    const y = r() * h;
    const s = 2 + r() * 6;
    return (
      `<path d="M${x.toFixed(1)} ${(y - s).toFixed(1)} L${(x + s / 4).toFixed(1)} ${y.toFixed(1)} ` +
      `L${x.toFixed(1)} ${(y + s).toFixed(1)} L${(x - s / 4).toFixed(1)} ${y.toFixed(1)} Z M${(x - s).toFixed(1)} ` +
      `${y.toFixed(1)} L${x.toFixed(1)} ${(y + s / 4).toFixed(1)} L${(x + s).toFixed(1)} ${y.toFixed(1)} ` +
      `L${x.toFixed(1)} ${(y - s / 4).toFixed(1)} Z" fill="${colour}" fill-opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`
    );
  }).join('');
}

/**
 * A wide scene: dark ground, lattice, a glow and the motif on the right, room for text on the left.
 * @param {{ w: number, h: number, palette: keyof typeof PALETTES, motif: keyof typeof MOTIFS, seed: number,
 *   motifScale?: number, motifX?: number }} options
 */
function scene({ w, h, palette, motif, seed, motifScale = 0.92, motifX = 0.68 }) {
  const p = PALETTES[palette];
  const id = `s${seed}`;
  const r = rng(seed);
  const size = Math.min(h * motifScale, w * 0.62);
  const cx = w * motifX;
  const cy = h * 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${defs(p, id)}
    <rect width="${w}" height="${h}" fill="url(#bg${id})"/>
    <rect width="${w}" height="${h}" fill="url(#lattice${id})"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${size * 0.8}" ry="${size * 0.8}" fill="url(#glow${id})"/>
    <g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 1000})">${MOTIFS[motif](p, id, r)}</g>
    ${sparkles(r, w, h, Math.round((w * h) / 40000), p.metal[0])}
  </svg>`;
}

const only = process.argv[2];
/**
 * @param {string} name
 * @param {string} svg
 * @param {number[]} widths
 */
async function encode(name, svg, widths) {
  if (only && !name.includes(only)) return;
  const base = sharp(Buffer.from(svg));
  for (const width of widths) {
    await base
      .clone()
      .resize({ width })
      .avif({ quality: 52, effort: 4 })
      .toFile(path.join(artDir, `${name}-${width}.avif`));
    await base
      .clone()
      .resize({ width })
      .webp({ quality: 78 })
      .toFile(path.join(artDir, `${name}-${width}.webp`));
  }
}

const HERO = { w: 2000, h: 900, widths: [800, 1400, 2000] };
const BANNER = { w: 1800, h: 560, widths: [800, 1800] };
const TILE = { w: 800, h: 1000, widths: [400, 800] };

/** @typedef {[name: string, palette: keyof typeof PALETTES, motif: keyof typeof MOTIFS, seed: number]} Picture */

/** @type {Picture[]} */
const heroes = [
  ['hero-gold', 'gold', 'necklace', 11],
  ['hero-diamond', 'diamond', 'rings', 12],
  ['hero-temple', 'temple', 'mandala', 13],
  ['hero-bestsellers', 'rose', 'jhumka', 14],
];
/** @type {Picture[]} */
const banners = [
  ['banner-gold', 'gold', 'bangles', 21],
  ['banner-diamond', 'diamond', 'rings', 22],
  ['banner-temple', 'temple', 'jhumka', 23],
  ['banner-polki', 'polki', 'necklace', 24],
  ['banner-mangalsutra', 'gold', 'mangalsutra', 25],
  ['banner-daily', 'silver', 'rings', 26],
  ['banner-party', 'rose', 'necklace', 27],
  ['banner-bestsellers', 'gold', 'mandala', 28],
  ['banner-about', 'temple', 'mandala', 29],
  ['banner-contact', 'polki', 'bangles', 30],
  ['banner-media', 'diamond', 'jhumka', 31],
  ['banner-account', 'gold', 'rings', 32],
];
/** @type {Picture[]} */
const tiles = [
  ['tile-gold', 'gold', 'necklace', 41],
  ['tile-diamond', 'diamond', 'rings', 42],
  ['tile-temple', 'temple', 'jhumka', 43],
  ['tile-polki', 'polki', 'necklace', 44],
  ['tile-mangalsutra', 'gold', 'mangalsutra', 45],
  ['tile-daily', 'silver', 'rings', 46],
  ['tile-party', 'rose', 'jhumka', 47],
];

for (const [name, palette, motif, seed] of heroes)
  await encode(name, scene({ ...HERO, palette, motif, seed }), HERO.widths);
for (const [name, palette, motif, seed] of banners)
  await encode(name, scene({ ...BANNER, palette, motif, seed, motifScale: 1.05, motifX: 0.78 }), BANNER.widths);
for (const [name, palette, motif, seed] of tiles)
  await encode(name, scene({ ...TILE, palette, motif, seed, motifScale: 0.7, motifX: 0.5 }), TILE.widths);
console.log(
  `art: ${heroes.length} heroes, ${banners.length} banners, ${tiles.length} tiles in ${path.relative(root, artDir)}`,
);

if (only && !'film'.includes(only)) process.exit(0);

// The showroom film: a slow push-in across a drawn scene, 8 seconds, muted, with a poster frame.
const filmSvg = scene({
  w: 1920,
  h: 1080,
  palette: 'gold',
  motif: 'necklace',
  seed: 51,
  motifScale: 0.85,
  motifX: 0.5,
});
const frame = path.join(os.tmpdir(), `navi-film-${process.pid}.png`);
await sharp(Buffer.from(filmSvg)).png().toFile(frame);
await sharp(Buffer.from(filmSvg))
  .resize({ width: 1280 })
  .webp({ quality: 78 })
  .toFile(path.join(mediaDir, 'showroom-poster.webp'));
const ffmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
if (ffmpeg.status !== 0) {
  console.warn('ffmpeg is not installed: kept the poster, skipped the film (apt-get install -y ffmpeg)');
} else {
  const zoom =
    "zoompan=z='min(zoom+0.0009,1.18)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':" +
    'd=200:s=1280x720:fps=25,format=yuv420p';
  /** @param {string[]} args */
  const run = (args) => {
    const res = spawnSync(
      'ffmpeg',
      ['-y', '-loglevel', 'error', '-loop', '1', '-i', frame, '-vf', zoom, '-t', '8', '-an', ...args],
      { stdio: 'inherit' },
    );
    if (res.status !== 0) throw new Error(`ffmpeg failed: ${args.at(-1)}`);
  };
  run([
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    path.join(mediaDir, 'showroom.mp4'),
  ]);
  run(['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', path.join(mediaDir, 'showroom.webm')]);
  console.log('film: public/media/showroom.{mp4,webm} and showroom-poster.webp');
}
fs.rmSync(frame, { force: true });
