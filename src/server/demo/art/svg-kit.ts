// Drawing kit for the demo catalogue's pictures: metal and stone gradients, a faceted or cabochon
// stone, beads along a curve, and the studio backdrops and display props. Everything is drawn in
// a 1000 x 1000 box; the numbers are SVG user units.

export type MetalLook = 'yellow' | 'rose' | 'white' | 'silver' | 'oxidised' | 'antique';
export type Gem =
  | 'diamond'
  | 'ruby'
  | 'emerald'
  | 'sapphire'
  | 'pearl'
  | 'polki'
  | 'kundan'
  | 'kemp'
  | 'coral'
  | 'yellowSapphire'
  | 'hessonite'
  | 'catsEye'
  | 'topaz'
  | 'black'
  | 'enamelGreen'
  | 'enamelRed';

interface MetalTone {
  hi: string;
  light: string;
  mid: string;
  dark: string;
  edge: string;
}

export const METAL_TONES: Record<MetalLook, MetalTone> = {
  yellow: { hi: '#FFF7D6', light: '#F6D77E', mid: '#D9A93E', dark: '#9B6B14', edge: '#6B470A' },
  rose: { hi: '#FFF0E8', light: '#F3C4AC', mid: '#D5927A', dark: '#9A5842', edge: '#6E3A2A' },
  white: { hi: '#FFFFFF', light: '#F1F3F6', mid: '#C9CFD7', dark: '#8A94A1', edge: '#5E6874' },
  silver: { hi: '#FFFFFF', light: '#E9EBEE', mid: '#B9BEC6', dark: '#7A818B', edge: '#50565E' },
  oxidised: { hi: '#D9DCE0', light: '#A7ACB3', mid: '#6F757D', dark: '#3C4046', edge: '#24272B' },
  antique: { hi: '#F8E2A0', light: '#E2BB62', mid: '#B5832A', dark: '#774D10', edge: '#4C2F06' },
};

const GEM_TONES: Record<Gem, [string, string, string]> = {
  diamond: ['#FFFFFF', '#CCD8E8', '#6A7F9E'],
  ruby: ['#FF9AAE', '#C8102E', '#5C0015'],
  emerald: ['#9AF0C6', '#11935A', '#043A22'],
  sapphire: ['#AFC8FF', '#1F4FC0', '#0A1D5C'],
  pearl: ['#FFFFFF', '#F5EFE2', '#CBBFA6'],
  polki: ['#FFFBE8', '#EADFB8', '#B49E62'],
  kundan: ['#FFFFFF', '#F4EBCF', '#D2B874'],
  kemp: ['#F46A80', '#B0102C', '#5A0418'],
  coral: ['#FFC0A8', '#EE6A43', '#9E3215'],
  yellowSapphire: ['#FFF6B8', '#F2C230', '#A87A06'],
  hessonite: ['#F7B77A', '#C0601C', '#6C2E08'],
  catsEye: ['#EFE6B8', '#A8975A', '#5C5024'],
  topaz: ['#DDF5FF', '#58B6E6', '#1A6794'],
  black: ['#6A6A6A', '#1A1A1A', '#000000'],
  enamelGreen: ['#7FD6A5', '#1C7A4C', '#0B3D24'],
  enamelRed: ['#F58A8A', '#B3222E', '#5E0A12'],
};

const FACETED = new Set<Gem>(['diamond', 'ruby', 'emerald', 'sapphire', 'yellowSapphire', 'hessonite', 'topaz']);

export const NAVRATNA: Gem[] = [
  'ruby',
  'pearl',
  'coral',
  'emerald',
  'yellowSapphire',
  'diamond',
  'sapphire',
  'hessonite',
  'catsEye',
];

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Gradients for every metal look and stone, referenced as url(#m-<look>) and url(#g-<gem>). */
export function defs(): string {
  const metals = Object.entries(METAL_TONES)
    .map(
      ([k, t]) =>
        `<linearGradient id="m-${k}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t.light}"/><stop offset=".28" stop-color="${t.mid}"/><stop offset=".46" ` +
        `stop-color="${t.hi}"/>
      <stop offset=".62" stop-color="${t.mid}"/><stop offset=".85" stop-color="${t.dark}"/><stop offset="1" ` +
        `stop-color="${t.edge}"/></linearGradient>
      <radialGradient id="b-${k}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${t.hi}"/><stop ` +
        `offset=".45" stop-color="${t.mid}"/><stop offset="1" stop-color="${t.edge}"/></radialGradient>`,
    )
    .join('');
  const gems = Object.entries(GEM_TONES)
    .map(
      ([k, [a, b, c]]) =>
        `<radialGradient id="g-${k}" cx=".38" cy=".32" r=".78"><stop offset="0" stop-color="${a}"/><stop ` +
        `offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></radialGradient>`,
    )
    .join('');
  return (
    `<defs>${metals}${gems}
    <radialGradient id="shadow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3b2a14" ` +
    `stop-opacity=".28"/><stop offset="1" stop-color="#3b2a14" stop-opacity="0"/></radialGradient>
    <radialGradient id="velvet" cx=".45" cy=".3" r=".9"><stop offset="0" stop-color="#5a2a36"/><stop offset=".6" ` +
    `stop-color="#3a1622"/><stop offset="1" stop-color="#1f0b12"/></radialGradient>
    <radialGradient id="velvetBlue" cx=".45" cy=".3" r=".9"><stop offset="0" stop-color="#33405e"/><stop ` +
    `offset=".6" stop-color="#1d2640"/><stop offset="1" stop-color="#0f1426"/></radialGradient>
    <radialGradient id="vignette" cx=".5" cy=".5" r=".72"><stop offset=".6" stop-color="#000" ` +
    `stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>
  </defs>`
  );
}

export const metal = (look: MetalLook) => `url(#m-${look})`;
export const bead = (look: MetalLook) => `url(#b-${look})`;
export const tone = (look: MetalLook) => METAL_TONES[look];

/**
 * A round stone: faceted stones get a table and star facets, pearls and cabochons a soft shine,
 * polki a flat uncut face.
 */
export function stone(gem: Gem, cx: number, cy: number, r: number, setting?: MetalLook): string {
  const body = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#g-${gem})"/>`;
  let face: string;
  if (FACETED.has(gem) && r >= 7) {
    const t = r * 0.5;
    const pts = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      return [cx + Math.cos(a) * t, cy + Math.sin(a) * t] as const;
    });
    const table =
      `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="#fff" ` +
      `fill-opacity="${gem === 'diamond' ? 0.55 : 0.22}" stroke="#fff" stroke-opacity=".7" ` +
      `stroke-width="${f(Math.max(0.8, r / 18))}"/>`;
    const rays = pts
      .map(([x, y], i) => {
        const a = (Math.PI / 4) * i + Math.PI / 8;
        return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(cx + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}"/>`;
      })
      .join('');
    // Alternate dark and bright crown facets: what makes a white stone read as a diamond, not a pearl.
    const darkFacets =
      gem === 'diamond'
        ? pts
            .map(([x, y], i) => {
              const a0 = (Math.PI / 4) * i + Math.PI / 8;
              const a1 = a0 + Math.PI / 4;
              const [x2, y2] = pts[(i + 1) % 8]!;
              return (
                `<path d="M${f(x)} ${f(y)} L${f(cx + Math.cos(a0) * r)} ${f(cy + Math.sin(a0) * r)} A${f(r)} ` +
                `${f(r)} 0 0 1 ${f(cx + Math.cos(a1) * r)} ${f(cy + Math.sin(a1) * r)} L${f(x2)} ${f(y2)} Z" ` +
                `fill="${i % 2 ? '#5f7594' : '#ffffff'}" fill-opacity="${i % 2 ? 0.5 : 0.55}"/>`
              );
            })
            .join('') +
          (r >= 9
            ? `<path d="M${f(cx + r * 0.25)} ${f(cy - r * 0.95)} l${f(r * 0.08)} ${f(r * 0.3)} l${f(r * 0.3)} ` +
              `${f(r * 0.08)} l${f(-r * 0.3)} ${f(r * 0.08)} l${f(-r * 0.08)} ${f(r * 0.3)} l${f(-r * 0.08)} ` +
              `${f(-r * 0.3)} l${f(-r * 0.3)} ${f(-r * 0.08)} l${f(r * 0.3)} ${f(-r * 0.08)} Z" fill="#fff"/>`
            : '')
        : '';
    face =
      `${darkFacets}${table}<g stroke="#fff" stroke-opacity=".55" ` +
      `stroke-width="${f(Math.max(0.7, r / 22))}">${rays}</g>
      <circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.4)}" r="${f(r * 0.14)}" fill="#fff" fill-opacity=".95"/>`;
  } else if (gem === 'polki') {
    // Uncut: a flat, slightly irregular face with a few broad planes.
    face =
      `<path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.3)} L${f(cx + r * 0.1)} ${f(cy - r * 0.62)} ` +
      `L${f(cx + r * 0.6)} ${f(cy - r * 0.15)} L${f(cx + r * 0.35)} ${f(cy + r * 0.55)} L${f(cx - r * 0.4)} ` +
      `${f(cy + r * 0.45)} Z" fill="#fff" fill-opacity=".5" stroke="#9c8650" stroke-opacity=".8" ` +
      `stroke-width="${f(Math.max(0.8, r / 12))}"/>
      <path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.3)} L${f(cx - r * 0.95)} ${f(cy + r * 0.1)} M${f(cx + r * 0.6)} ` +
      `${f(cy - r * 0.15)} L${f(cx + r * 0.95)} ${f(cy - r * 0.05)} M${f(cx + r * 0.35)} ${f(cy + r * 0.55)} ` +
      `L${f(cx + r * 0.45)} ${f(cy + r * 0.85)}" stroke="#9c8650" stroke-opacity=".7" ` +
      `stroke-width="${f(Math.max(0.8, r / 14))}"/>`;
  } else if (gem === 'kundan') {
    face =
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="#fff" fill-opacity=".55"/><circle ` +
      `cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.3)}" r="${f(r * 0.15)}" fill="#fff"/>`;
  } else {
    face =
      `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.32)}" ry="${f(r * 0.22)}" ` +
      `fill="#fff" fill-opacity="${gem === 'black' ? 0.35 : 0.75}"/>`;
  }
  const collet = setting
    ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + Math.max(2, r * 0.16))}" fill="${metal(setting)}"/>`
    : '';
  return `${collet}${body}${face}`;
}

/** A drop-shaped stone (pear), pointing up, centred on the drop's body. */
export function dropStone(gem: Gem, cx: number, cy: number, r: number, setting?: MetalLook): string {
  const d = (k: number) =>
    `M${f(cx)} ${f(cy - r * 1.7 * k)} C${f(cx + r * 0.4 * k)} ${f(cy - r * 0.9 * k)} ${f(cx + r * k)} ` +
    `${f(cy - r * 0.3 * k)} ${f(cx + r * k)} ${f(cy + r * 0.2 * k)} A${f(r * k)} ${f(r * k)} 0 0 1 ${f(cx - r * k)} ` +
    `${f(cy + r * 0.2 * k)} C${f(cx - r * k)} ${f(cy - r * 0.3 * k)} ${f(cx - r * 0.4 * k)} ${f(cy - r * 0.9 * k)} ` +
    `${f(cx)} ${f(cy - r * 1.7 * k)} Z`;
  const frame = setting ? `<path d="${d(1.16)}" fill="${metal(setting)}"/>` : '';
  const facets = FACETED.has(gem)
    ? `<path d="M${f(cx)} ${f(cy - r * 1.5)} L${f(cx + r * 0.45)} ${f(cy + r * 0.2)} L${f(cx)} ${f(cy + r * 1.1)} ` +
      `L${f(cx - r * 0.45)} ${f(cy + r * 0.2)} Z" fill="#fff" fill-opacity=".3" stroke="#fff" stroke-opacity=".6" ` +
      `stroke-width="${f(Math.max(0.8, r / 18))}"/>`
    : '';
  return (
    `${frame}<path d="${d(1)}" fill="url(#g-${gem})"/>${facets}<ellipse cx="${f(cx - r * 0.35)}" ` +
    `cy="${f(cy - r * 0.2)}" rx="${f(r * 0.22)}" ry="${f(r * 0.35)}" fill="#fff" fill-opacity=".7"/>`
  );
}

/** A marquise or oval stone along an angle (degrees, 0 = pointing up). */
export function longStone(
  gem: Gem,
  cx: number,
  cy: number,
  len: number,
  width: number,
  angle: number,
  pointed = true,
  setting?: MetalLook,
): string {
  const shape = (k: number) =>
    pointed
      ? `<path d="M0 ${f(-len * k)} Q${f(width * k)} 0 0 ${f(len * k)} Q${f(-width * k)} 0 0 ${f(-len * k)} Z"`
      : `<ellipse cx="0" cy="0" rx="${f(width * 0.7 * k)}" ry="${f(len * k)}"`;
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">
    ${setting ? `${shape(1.18)} fill="${metal(setting)}"/>` : ''}
    ${shape(1)} fill="url(#g-${gem})"/>
    <line x1="0" y1="${f(-len * 0.8)}" x2="0" y2="${f(len * 0.8)}" stroke="#fff" stroke-opacity=".55" ` +
    `stroke-width="${f(Math.max(0.8, width / 14))}"/>
    <ellipse cx="${f(-width * 0.18)}" cy="${f(-len * 0.3)}" rx="${f(width * 0.14)}" ry="${f(len * 0.2)}" ` +
    `fill="#fff" fill-opacity=".7"/>
  </g>`
  );
}

/** n points evenly spaced (by length) along a quadratic curve from a through control c to b. */
export function curve(
  a: [number, number],
  c: [number, number],
  b: [number, number],
  n: number,
): Array<[number, number]> {
  const at = (t: number): [number, number] => {
    const u = 1 - t;
    return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
  };
  if (n === 1) return [at(0.5)];
  const fine = Array.from({ length: 201 }, (_, i) => at(i / 200));
  const lengths = [0];
  for (let i = 1; i < fine.length; i++) {
    const [x0, y0] = fine[i - 1]!;
    const [x1, y1] = fine[i]!;
    lengths.push(lengths[i - 1]! + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = lengths[lengths.length - 1]!;
  let j = 0;
  return Array.from({ length: n }, (_, i) => {
    const want = (total * i) / (n - 1);
    while (j < lengths.length - 2 && lengths[j + 1]! < want) j++;
    const span = lengths[j + 1]! - lengths[j]!;
    const k = span === 0 ? 0 : (want - lengths[j]!) / span;
    const [x0, y0] = fine[j]!;
    const [x1, y1] = fine[j + 1]!;
    return [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k];
  });
}

/** Beads of metal along a curve, every `every`-th one a stone. */
export function beadsAlong(
  points: Array<[number, number]>,
  r: number,
  look: MetalLook,
  accent?: { gem: Gem; every: number; r?: number },
): string {
  return points
    .map(([x, y], i) =>
      accent && i % accent.every === 0
        ? stone(accent.gem, x, y, accent.r ?? r, look)
        : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${bead(look)}"/>`,
    )
    .join('');
}

/** A chain drawn as a fine path with link marks. */
export function chain(d: string, look: MetalLook, width = 6): string {
  return (
    `<path d="${d}" fill="none" stroke="${tone(look).dark}" stroke-width="${width + 2}" stroke-linecap="round"/>
    <path d="${d}" fill="none" stroke="${metal(look)}" stroke-width="${width}" stroke-linecap="round"/>
    <path d="${d}" fill="none" stroke="${tone(look).hi}" stroke-opacity=".8" stroke-width="${f(width * 0.4)}" ` +
    `stroke-dasharray="${f(width * 1.2)} ${f(width * 1.1)}" stroke-linecap="round"/>`
  );
}

/** Lakshmi seated on a lotus, reduced to a few shapes: crown, face, four arms, lotus seat. */
export function lakshmi(cx: number, cy: number, s: number, look: MetalLook): string {
  const t = tone(look);
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(s / 100)})" stroke="${t.edge}" stroke-width="2.2" ` +
    `stroke-linejoin="round">
    <path d="M-16 -62 L-10 -84 L0 -72 L10 -84 L16 -62 Z" fill="${t.light}"/>
    <circle cx="0" cy="-50" r="15" fill="${t.light}"/>
    <path d="M-14 -36 Q-40 -20 -50 -48 M14 -36 Q40 -20 50 -48 M-16 -30 Q-42 0 -34 14 M16 -30 Q42 0 34 14" ` +
    `fill="none" stroke="${t.edge}" stroke-width="5" stroke-linecap="round"/>
    <path d="M-20 -34 Q0 -42 20 -34 L30 20 Q0 34 -30 20 Z" fill="${t.mid}"/>
    <path d="M-52 28 Q-30 12 0 30 Q30 12 52 28 Q30 52 0 46 Q-30 52 -52 28 Z" fill="${t.light}"/>
    <path d="M-30 34 Q-16 22 0 38 Q16 22 30 34" fill="none"/>
  </g>`
  );
}

/** A lotus of n petals seen from the front, outlined like filigree when open. */
export function lotus(cx: number, cy: number, r: number, look: MetalLook, open = false, centre?: Gem): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = i * 45;
    return (
      `<path transform="rotate(${a} ${f(cx)} ${f(cy)})" d="M${f(cx)} ${f(cy - r * 0.25)} Q${f(cx + r * 0.42)} ` +
      `${f(cy - r * 0.62)} ${f(cx)} ${f(cy - r)} Q${f(cx - r * 0.42)} ${f(cy - r * 0.62)} ${f(cx)} ` +
      `${f(cy - r * 0.25)} Z"
      fill="${open ? 'none' : metal(look)}" stroke="${open ? metal(look) : tone(look).edge}" ` +
      `stroke-width="${f(open ? r * 0.07 : r * 0.025)}"/>
      ` +
      (open
        ? `<path transform="rotate(${a} ${f(cx)} ${f(cy)})" d="M${f(cx)} ${f(cy - r * 0.35)} Q${f(cx + r * 0.2)} ` +
          `${f(cy - r * 0.6)} ${f(cx)} ${f(cy - r * 0.85)}" fill="none" stroke="${metal(look)}" ` +
          `stroke-width="${f(r * 0.035)}"/>`
        : '')
    );
  }).join('');
  return (
    `${petals}` +
    (centre
      ? stone(centre, cx, cy, r * 0.28, look)
      : `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.24)}" fill="${bead(look)}"/>`)
  );
}

/** A peacock in profile, tail sweeping down: body, crest, and an eye-spotted tail. */
export function peacock(cx: number, cy: number, s: number, look: MetalLook, eye: Gem, flip = false): string {
  const t = tone(look);
  const eyes = [
    [-40, 70],
    [0, 86],
    [40, 70],
    [-20, 118],
    [22, 118],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="16" ry="20" fill="${metal(look)}" stroke="${t.edge}" ` +
        `stroke-width="2"/>${stone(eye, x ?? 0, (y ?? 0) + 2, 8)}`,
    )
    .join('');
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(((flip ? -1 : 1) * s) / 100)} ${f(s / 100)})">
    <path d="M-60 40 Q0 170 60 40 Q20 60 0 30 Q-20 60 -60 40 Z" fill="${metal(look)}" stroke="${t.edge}" ` +
    `stroke-width="2"/>
    ${eyes}
    <path d="M-8 40 Q-30 0 -6 -40 Q0 -70 16 -72 Q26 -70 22 -58 L34 -54 L22 -50 Q12 -30 22 0 Q30 30 -8 40 Z" ` +
    `fill="${metal(look)}" stroke="${t.edge}" stroke-width="2.5"/>
    <circle cx="16" cy="-62" r="3" fill="${t.edge}"/>
    <path d="M10 -72 L4 -92 M14 -73 L14 -94 M18 -72 L24 -91" stroke="${t.dark}" stroke-width="2.5"/>
    <circle cx="4" cy="-94" r="4" fill="${t.light}"/><circle cx="14" cy="-96" r="4" fill="${t.light}"/><circle ` +
    `cx="24" cy="-93" r="4" fill="${t.light}"/>
  </g>`
  );
}

/** A coin with a Lakshmi figure and a beaded rim. */
export function coin(cx: number, cy: number, r: number, look: MetalLook): string {
  const rim = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    return (
      `<circle cx="${f(cx + Math.cos(a) * r * 0.88)}" cy="${f(cy + Math.sin(a) * r * 0.88)}" ` +
      `r="${f(r * 0.07)}" fill="${tone(look).light}"/>`
    );
  }).join('');
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${metal(look)}" stroke="${tone(look).edge}" ` +
    `stroke-width="${f(r * 0.05)}"/>${rim}${lakshmi(cx, cy + r * 0.12, r * 0.78, look)}`
  );
}

// ---- Backdrops and props --------------------------------------------------------

export type Backdrop = 'warm' | 'cool' | 'blush' | 'temple' | 'ivory';

const BACKDROPS: Record<Backdrop, [string, string]> = {
  warm: ['#FCF7EE', '#EBDDC6'],
  cool: ['#F6F7FA', '#D8DDE6'],
  blush: ['#FCF3EF', '#EBD3CB'],
  temple: ['#FBF1E4', '#E9CDAA'],
  ivory: ['#FDFBF5', '#E7E1D2'],
};

export function backdrop(kind: Backdrop): string {
  const [a, b] = BACKDROPS[kind];
  return (
    `<radialGradient id="bg" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${a}"/><stop offset="1" ` +
    `stop-color="${b}"/></radialGradient>
    <rect width="1000" height="1000" fill="url(#bg)"/>
    <path d="M0 760 Q500 700 1000 760 L1000 1000 L0 1000 Z" fill="#000" fill-opacity=".035"/>`
  );
}

export const floorShadow = (cx = 500, cy = 900, rx = 330, ry = 40) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

/** A velvet display bust: neck and shoulders. */
export function bust(): string {
  return (
    `${floorShadow(500, 975, 420, 30)}
    <path d="M400 0 L400 200 Q400 290 310 330 Q150 390 90 520 L50 1000 L950 1000 L910 520 Q850 390 690 330 Q600 290 ` +
    `600 200 L600 0 Z" fill="url(#velvet)"/>
    <path d="M400 210 Q500 260 600 210" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="6"/>
    <path d="M420 20 L420 200" stroke="#fff" stroke-opacity=".06" stroke-width="30"/>`
  );
}

/** A T-bar earring stand in velvet; earrings hang from y = 230. */
export function earStand(): string {
  return `${floorShadow(500, 930, 260, 30)}
    <rect x="150" y="200" width="700" height="44" rx="22" fill="url(#velvet)"/>
    <rect x="478" y="240" width="44" height="640" fill="url(#velvet)"/>
    <ellipse cx="500" cy="900" rx="200" ry="38" fill="url(#velvet)"/>
    <rect x="160" y="206" width="680" height="8" rx="4" fill="#fff" fill-opacity=".08"/>`;
}

/** An open ring box: lid behind, velvet cushion in front with a slot at y = 640. */
export function ringBox(): string {
  return `${floorShadow(500, 930, 360, 40)}
    <path d="M200 170 L800 170 L800 560 L200 560 Z" fill="#2a1a22"/>
    <path d="M230 200 L770 200 L770 540 L230 540 Z" fill="url(#velvet)"/>
    <path d="M170 560 L830 560 L830 900 L170 900 Z" fill="#2a1a22"/>
    <path d="M200 590 L800 590 L800 700 L200 700 Z" fill="url(#velvet)"/>
    <path d="M200 648 Q500 628 800 648" fill="none" stroke="#12070b" stroke-width="10"/>
    <path d="M170 560 L830 560" stroke="#fff" stroke-opacity=".1" stroke-width="4"/>`;
}

/** A shallow velvet tray. */
export function tray(blue = false): string {
  return `${floorShadow(500, 930, 430, 40)}
    <rect x="70" y="170" width="860" height="740" rx="46" fill="#2b1b20"/>
    <rect x="100" y="200" width="800" height="680" rx="34" fill="url(#${blue ? 'velvetBlue' : 'velvet'})"/>`;
}
