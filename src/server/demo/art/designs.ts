import {
  NAVRATNA,
  beadsAlong,
  bust,
  chain,
  coin,
  curve,
  dropStone,
  earStand,
  f,
  lakshmi,
  longStone,
  lotus,
  metal,
  peacock,
  ringBox,
  stone,
  tone,
  tray,
  bead,
  type Gem,
  type MetalLook,
} from './svg-kit';

// One drawing per kind of piece, in the metal and stones its specifications name. Each returns
// the piece in a 1000 x 1000 box, the point a detail view zooms into, and the prop it is shown
// on (a velvet bust, an earring stand, a ring box or a tray).

export interface Look {
  metal: MetalLook;
  /** Main stone first; a design uses as many as it has places for. */
  gems: Gem[];
  variant: number;
}

export type Display = 'bust' | 'earStand' | 'ringBox' | 'tray';

export interface Drawing {
  svg: string;
  focus: [number, number, number];
  display: Display;
}

const g = (look: Look, i: number): Gem => look.gems[i] ?? look.gems[look.gems.length - 1] ?? 'diamond';
const pair = (draw: (x: number) => string, scale = 1) =>
  [310, 690]
    .map((x) =>
      scale === 1 ? draw(x) : `<g transform="translate(${x} 150) scale(${scale}) translate(${-x} -150)">${draw(x)}</g>`,
    )
    .join('');

/** The band of a ring seen upright from the front. */
function band(m: MetalLook, w = 30, cx = 500, cy = 600, rx = 190, ry = 205): string {
  const ring = (ox: number, oy: number) =>
    `M${cx - ox} ${cy} a${ox} ${oy} 0 1 0 ${2 * ox} 0 a${ox} ${oy} 0 1 0 ${-2 * ox} 0 Z`;
  return (
    `<path d="${ring(rx, ry)} ${ring(rx - w, ry - w)}" fill-rule="evenodd" fill="${metal(m)}" ` +
    `stroke="${tone(m).edge}" stroke-width="2"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx - w / 2}" ry="${ry - w / 2}" fill="none" stroke="${tone(m).hi}" ` +
    `stroke-opacity=".55" stroke-width="4" stroke-dasharray="160 420" stroke-dashoffset="-60"/>`
  );
}

const prongs = (m: MetalLook, cx: number, cy: number, r: number, n = 4) =>
  Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * (i + 0.5)) / n;
    return (
      `<circle cx="${f(cx + Math.cos(a) * r * 0.92)}" cy="${f(cy + Math.sin(a) * r * 0.92)}" ` +
      `r="${f(r * 0.13)}" fill="${bead(m)}"/>`
    );
  }).join('');

const ringAround = (
  gem: Gem,
  m: MetalLook,
  cx: number,
  cy: number,
  radius: number,
  r: number,
  n: number,
  ry = radius,
) =>
  Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    return stone(gem, cx + Math.cos(a) * radius, cy + Math.sin(a) * ry, r, m);
  }).join('');

// ---- Rings ------------------------------------------------------------------------

function solitaireRing(look: Look): Drawing {
  const m = look.metal;
  return {
    svg:
      `${band(m, 26)}<path d="M440 420 L470 330 L530 330 L560 420 Z" fill="${metal(m)}" stroke="${tone(m).edge}" ` +
      `stroke-width="2"/>
      ${stone(g(look, 0), 500, 300, 92)}${prongs(m, 500, 300, 92, 6)}`,
    focus: [500, 310, 2.2],
    display: 'ringBox',
  };
}

function haloRing(look: Look): Drawing {
  const m = look.metal;
  const centre =
    look.variant % 2 === 0
      ? `${stone(g(look, 0), 500, 320, 62)}${prongs(m, 500, 320, 62)}`
      : longStone(g(look, 0), 500, 320, 78, 56, 0, false);
  return {
    svg:
      `${band(m, 28)}<circle cx="500" cy="320" r="112" ` +
      `fill="${metal(m)}"/>${ringAround(g(look, 1), m, 500, 320, 92, 15, 18)}${centre}
      ` +
      Array.from(
        { length: 5 },
        (_, i) =>
          stone(g(look, 1), 330 + i * 6, 470 + i * 44, 10, m) + stone(g(look, 1), 670 - i * 6, 470 + i * 44, 10, m),
      ).join(''),
    focus: [500, 330, 2],
    display: 'ringBox',
  };
}

function navratnaRing(look: Look): Drawing {
  const m = look.metal;
  const petals = NAVRATNA.slice(1)
    .map((gem, i) => {
      const a = (Math.PI * 2 * i) / 8 - Math.PI / 2;
      return stone(gem, 500 + Math.cos(a) * 88, 310 + Math.sin(a) * 88, 30, m);
    })
    .join('');
  return {
    svg:
      `${band(m, 30)}<circle cx="500" cy="310" r="140" fill="${metal(m)}" stroke="${tone(m).edge}" ` +
      `stroke-width="3"/>${petals}${stone('ruby', 500, 310, 42, m)}`,
    focus: [500, 310, 2.1],
    display: 'ringBox',
  };
}

function bandRing(look: Look): Drawing {
  // Seen from a little above, so the stones along the front show.
  const m = look.metal;
  const t = tone(m);
  const set = look.gems.length > 0;
  const stones = set
    ? Array.from({ length: look.variant % 2 ? 9 : 13 }, (_, i) => {
        const n = look.variant % 2 ? 9 : 13;
        const a = Math.PI * (0.12 + (0.76 * i) / (n - 1));
        return stone(g(look, 0), 500 + Math.cos(a) * 225, 575 + Math.sin(a) * 128, look.variant % 2 ? 22 : 17, m);
      }).join('')
    : Array.from({ length: 14 }, (_, i) => {
        const a = Math.PI * (0.1 + (0.8 * i) / 13);
        return (
          `<path d="M${f(500 + Math.cos(a) * 215)} ${f(555 + Math.sin(a) * 118)} l0 40" stroke="${t.dark}" ` +
          `stroke-width="4"/>`
        );
      }).join('');
  return {
    svg:
      `<ellipse cx="500" cy="560" rx="250" ry="150" fill="${metal(m)}" stroke="${t.edge}" stroke-width="2"/>
      <ellipse cx="500" cy="540" rx="212" ry="118" fill="#f4ece0" stroke="${t.dark}" stroke-width="3"/>
      <path d="M250 560 Q250 700 500 712 Q750 700 750 560 L750 590 Q750 730 500 742 Q250 730 250 590 Z" ` +
      `fill="${metal(m)}" stroke="${t.edge}" stroke-width="2"/>
      <ellipse cx="500" cy="548" rx="226" ry="130" fill="none" stroke="${t.hi}" stroke-opacity=".6" ` +
      `stroke-width="5"/>${stones}`,
    focus: [500, 690, 2],
    display: 'ringBox',
  };
}

function signetRing(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  return {
    svg:
      `${band(m, 40)}<path d="M390 240 L610 240 L660 300 L660 400 L610 460 L390 460 L340 400 L340 300 Z" ` +
      `fill="${metal(m)}" stroke="${t.edge}" stroke-width="4"/>
      <path d="M405 262 L595 262 L638 308 L638 392 L595 438 L405 438 L362 392 L362 308 Z" fill="none" ` +
      `stroke="${t.dark}" stroke-width="3" stroke-dasharray="6 6"/>
      ` +
      (look.gems.length
        ? stone(g(look, 0), 500, 350, 48, m)
        : `<path d="M450 350 Q500 280 550 350 Q500 420 450 350 Z" fill="none" stroke="${t.edge}" ` +
          `stroke-width="6"/><circle cx="500" cy="350" r="14" fill="${t.dark}"/>`),
    focus: [500, 350, 2.1],
    display: 'ringBox',
  };
}

function lotusRing(look: Look): Drawing {
  const m = look.metal;
  return {
    svg: `${band(m, 28)}${lotus(500, 320, 135, m, true, look.gems[0])}`,
    focus: [500, 320, 2],
    display: 'ringBox',
  };
}

function templeRing(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  return {
    svg:
      `${band(m, 34)}<ellipse cx="500" cy="320" rx="150" ry="140" fill="${metal(m)}" stroke="${t.edge}" ` +
      `stroke-width="4"/>
      ${ringAround('kemp', m, 500, 320, 128, 11, 20, 118)}
      <ellipse cx="500" cy="330" rx="102" ry="96" fill="${t.mid}" stroke="${t.edge}" ` +
      `stroke-width="3"/>${lakshmi(500, 345, 150, m)}
      ${stone(g(look, 0), 335, 330, 22, m)}${stone(g(look, 0), 665, 330, 22, m)}`,
    focus: [500, 330, 2],
    display: 'ringBox',
  };
}

function serpentRing(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const snake = (s: number) =>
    `<g transform="translate(500 0) scale(${s} 1) translate(-500 0)">
    <path d="M420 560 Q330 470 400 390 Q450 330 400 260" fill="none" stroke="${metal(m)}" stroke-width="34" ` +
    `stroke-linecap="round"/>
    <path d="M420 560 Q330 470 400 390 Q450 330 400 260" fill="none" stroke="${t.edge}" stroke-width="3" ` +
    `stroke-dasharray="10 14"/>
    <ellipse cx="398" cy="238" rx="30" ry="40" fill="${metal(m)}" stroke="${t.edge}" stroke-width="3"/><circle ` +
    `cx="388" cy="228" r="5" fill="${t.edge}"/></g>`;
  return {
    svg: `${band(m, 30)}${snake(1)}${snake(-1)}${stone(g(look, 0), 500, 330, 44, m)}`,
    focus: [500, 320, 2],
    display: 'ringBox',
  };
}

function polkiRing(look: Look): Drawing {
  const m = look.metal;
  const solo = look.variant % 2 === 1;
  const petals = solo
    ? ''
    : Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 6 - Math.PI / 2;
        return (
          `<ellipse transform="rotate(${i * 60} 500 310)" cx="500" cy="232" rx="34" ry="52" fill="${metal(m)}"/>` +
          stone('polki', 500 + Math.cos(a) * 78, 310 + Math.sin(a) * 78, 30)
        );
      }).join('');
  const drops = look.gems[1] ? [-1, 1].map((s) => dropStone(g(look, 1), 500 + s * 150, 420, 22, m)).join('') : '';
  return {
    svg:
      `${band(m, 30)}<circle cx="500" cy="310" r="${solo ? 118 : 132}" fill="${metal(m)}" ` +
      `stroke="${tone(m).edge}" stroke-width="3"/>
      ${solo ? ringAround('pearl', m, 500, 310, 120, 11, 24) : ''}${petals}` +
      stone('polki', 500, 310, solo ? 92 : 44, m) +
      `${drops}`,
    focus: [500, 320, 2],
    display: 'ringBox',
  };
}

function marquiseRing(look: Look): Drawing {
  const m = look.metal;
  const petals = [-60, -30, 0, 30, 60]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return longStone(g(look, 0), 500 + Math.sin(r) * 80, 360 - Math.cos(r) * 80, 58, 28, a, true, m);
    })
    .join('');
  return {
    svg: `${band(m, 24)}${petals}${stone(g(look, 0), 500, 372, 18, m)}`,
    focus: [500, 310, 2.1],
    display: 'ringBox',
  };
}

function toeRings(look: Look): Drawing {
  const m = look.metal;
  const one = (
    cx: number,
    cy: number,
  ) => `<ellipse cx="${cx}" cy="${cy}" rx="150" ry="70" fill="none" stroke="${metal(m)}" stroke-width="22"/>
    <ellipse cx="${cx}" cy="${cy}" rx="150" ry="70" fill="none" stroke="${tone(m).edge}" stroke-width="2"/>
    ${lotus(cx, cy + 70, 58, m, false, look.gems[0])}`;
  return { svg: `${one(330, 430)}${one(670, 560)}`, focus: [330, 500, 2], display: 'tray' };
}

// ---- Earrings ----------------------------------------------------------------------

function studFlower(x: number, y: number, r: number, m: MetalLook, centre: Gem, petal?: Gem): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 6;
    return petal
      ? stone(petal, x + Math.cos(a) * r * 0.72, y + Math.sin(a) * r * 0.72, r * 0.3, m)
      : `<circle cx="${f(x + Math.cos(a) * r * 0.68)}" cy="${f(y + Math.sin(a) * r * 0.68)}" r="${f(r * 0.34)}" ` +
          `fill="${bead(m)}"/>`;
  }).join('');
  return `${petals}${stone(centre, x, y, r * 0.42, m)}`;
}

function jhumkas(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const fringe = g(look, 1);
  const draw = (x: number) =>
    `${studFlower(x, 170, 54, m, g(look, 0))}
    <rect x="${x - 6}" y="220" width="12" height="70" rx="6" fill="${metal(m)}"/>
    <path d="M${x - 140} 560 C${x - 130} 380 ${x - 60} 300 ${x} 300 C${x + 60} 300 ${x + 130} 380 ${x + 140} 560 Z" ` +
    `fill="${metal(m)}" stroke="${t.edge}" stroke-width="3"/>
    <path d="M${x - 100} 430 Q${x} 395 ${x + 100} 430" fill="none" stroke="${t.edge}" stroke-width="5"/>
    <path d="M${x - 126} 505 Q${x} 468 ${x + 126} 505" fill="none" stroke="${t.hi}" stroke-width="5" ` +
    `stroke-dasharray="3 10"/>
    ${Array.from({ length: 5 }, (_, i) => stone(g(look, 0), x - 56 + i * 28, 462 - Math.abs(2 - i) * 5, 10)).join('')}
    <path d="M${x - 144} 558 Q${x} 600 ${x + 144} 558" fill="none" stroke="${metal(m)}" stroke-width="14"/>
    ` +
    Array.from({ length: 9 }, (_, i) => {
      const fx = x - 128 + i * 32;
      const len = 40 + (i % 2) * 26;
      return (
        `<line x1="${fx}" y1="580" x2="${fx}" y2="${580 + len}" stroke="${t.mid}" ` +
        `stroke-width="3"/>${stone(fringe, fx, 592 + len, 13)}`
      );
    }).join('');
  return { svg: pair(draw), focus: [320, 470, 2], display: 'earStand' };
}

function chandbalis(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const draw = (x: number) => {
    const mid = curve([x - 150, 390], [x, 700], [x + 150, 390], 11).slice(1, -1);
    const fringe = curve([x - 172, 420], [x, 760], [x + 172, 420], 13).slice(1, -1);
    return (
      `${stone(g(look, 0), x, 170, 36, m)}
      <path d="M${x - 30} 205 Q${x - 80} 300 ${x - 150} 370 M${x + 30} 205 Q${x + 80} 300 ${x + 150} 370" ` +
      `stroke="${metal(m)}" stroke-width="8" fill="none"/>
      <path d="M${x - 180} 370 Q${x} 760 ${x + 180} 370 Q${x + 120} 420 ${x + 100} 410 Q${x} 600 ${x - 100} 410 ` +
      `Q${x - 120} 420 ${x - 180} 370 Z" fill="${metal(m)}" stroke="${t.edge}" stroke-width="3"/>
      ${mid.map(([px, py]) => stone(g(look, 0), px, py - 18, 13)).join('')}
      ` +
      fringe
        .map(
          ([px, py]) =>
            `<line x1="${f(px)}" y1="${f(py)}" x2="${f(px)}" y2="${f(py + 34)}" stroke="${t.mid}" ` +
            `stroke-width="3"/>${stone(g(look, 1), px, py + 44, 12)}`,
        )
        .join('')
    );
  };
  return { svg: pair(draw, 0.86), focus: [310, 500, 1.9], display: 'earStand' };
}

function studs(look: Look): Drawing {
  const m = look.metal;
  const kind = look.variant % 4;
  const draw = (x: number) => {
    if (kind === 0) return `${stone(g(look, 0), x, 450, 95)}${prongs(m, x, 450, 95)}`;
    if (kind === 1) return studFlower(x, 450, 140, m, g(look, 0), g(look, 1));
    if (kind === 2) {
      return (
        `<circle cx="${x}" cy="450" r="140" fill="${metal(m)}" stroke="${tone(m).edge}" ` +
        `stroke-width="3"/>${ringAround('pearl', m, x, 450, 122, 12, 22)}${stone(g(look, 0), x, 450, 80, m)}`
      );
    }
    return (
      `<path d="M${x} 280 Q${x + 130} 380 ${x} 640 Q${x - 130} 380 ${x} 280 Z" fill="${metal(m)}" ` +
      `stroke="${tone(m).edge}" stroke-width="3"/>
      <path d="M${x} 300 L${x} 620 ` +
      Array.from(
        { length: 5 },
        (_, i) => `M${x} ${340 + i * 56} l${60 - i * 6} -30 M${x} ${340 + i * 56} l${-60 + i * 6} -30`,
      ).join(' ') +
      `" stroke="${tone(m).edge}" stroke-width="4" fill="none"/>`
    );
  };
  return { svg: pair(draw), focus: [320, 450, 2.2], display: 'earStand' };
}

function pearlDropStuds(look: Look): Drawing {
  const m = look.metal;
  const draw = (x: number) =>
    `${studFlower(x, 300, 120, m, g(look, 0), g(look, 0))}
    <line x1="${x}" y1="400" x2="${x}" y2="470" stroke="${metal(m)}" stroke-width="6"/><circle cx="${x}" cy="470" ` +
    `r="10" fill="${bead(m)}"/>
    ${dropStone('pearl', x, 560, 60)}`;
  return { svg: pair(draw), focus: [320, 360, 2], display: 'earStand' };
}

function hoops(look: Look): Drawing {
  const m = look.metal;
  const draw = (
    x: number,
  ) => `<circle cx="${x}" cy="460" r="140" fill="none" stroke="${tone(m).edge}" stroke-width="30"/>
    <circle cx="${x}" cy="460" r="140" fill="none" stroke="${metal(m)}" stroke-width="26"/>
    ${
      look.gems.length
        ? Array.from({ length: 9 }, (_, i) => {
            const a = Math.PI * (0.1 + (0.8 * i) / 8);
            return stone(g(look, 0), x + Math.cos(a) * 140, 460 + Math.sin(a) * 140, 11);
          }).join('')
        : ''
    }`;
  return { svg: pair(draw), focus: [320, 560, 2.1], display: 'earStand' };
}

function dropEarrings(look: Look): Drawing {
  const m = look.metal;
  const kind = look.variant % 3;
  const draw = (x: number) => {
    if (kind === 0) {
      // A cascade: three stones one below the other.
      return (
        `${stone(g(look, 0), x, 180, 30, m)}<line x1="${x}" y1="210" x2="${x}" y2="600" stroke="${metal(m)}" ` +
        `stroke-width="4"/>
        ${stone(g(look, 0), x, 320, 36, m)}${stone(g(look, 0), x, 450, 44, m)}${dropStone(g(look, 1), x, 610, 50, m)}`
      );
    }
    if (kind === 1) {
      // Tassels of fine chain.
      return (
        `${stone(g(look, 0), x, 180, 30, m)}<path d="M${x - 50} 280 Q${x} 210 ${x + 50} 280 Z" fill="${metal(m)}"/>
        ` +
        Array.from(
          { length: 11 },
          (_, i) =>
            `<path d="M${x - 45 + i * 9} 282 L${x - 90 + i * 18} 640" stroke="${metal(m)}" ` +
            `stroke-width="4"/><circle cx="${x - 90 + i * 18}" cy="646" r="7" fill="${bead(m)}"/>`,
        ).join('')
      );
    }
    // A chandelier: tiers of stones and drops.
    return (
      `${stone(g(look, 0), x, 170, 30, m)}
      <path d="M${x - 90} 330 Q${x} 230 ${x + 90} 330" fill="none" stroke="${metal(m)}" stroke-width="10"/>
      <path d="M${x - 140} 470 Q${x} 330 ${x + 140} 470" fill="none" stroke="${metal(m)}" stroke-width="10"/>
      ${[-90, -30, 30, 90].map((dx) => stone(g(look, 0), x + dx * 0.8, 320 - Math.abs(dx) * 0.15, 16, m)).join('')}
      ` +
      [-140, -70, 0, 70, 140]
        .map(
          (dx) =>
            `<line x1="${x + dx}" y1="${470 - (140 - Math.abs(dx)) * 0.5}" x2="${x + dx}" ` +
            `y2="${560 - Math.abs(dx) * 0.3}" stroke="${metal(m)}" ` +
            `stroke-width="4"/>${dropStone(g(look, 1), x + dx, 600 - Math.abs(dx) * 0.3, 22)}`,
        )
        .join('')
    );
  };
  return { svg: pair(draw), focus: [320, 420, 1.9], display: 'earStand' };
}

function earClimbers(look: Look): Drawing {
  const m = look.metal;
  const draw = (x: number) => {
    const pts = curve([x - 40, 200], [x + 120, 420], [x - 20, 680], 7);
    return (
      `<path d="M${x - 40} 200 Q${x + 120} 420 ${x - 20} 680" fill="none" stroke="${metal(m)}" ` +
      `stroke-width="22" stroke-linecap="round"/>
      ${pts.map(([px, py], i) => stone(g(look, 0), px, py, 18 + i * 3, m)).join('')}`
    );
  };
  return { svg: pair(draw), focus: [340, 460, 2], display: 'earStand' };
}

// ---- Necklaces ---------------------------------------------------------------------

function choker(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const line = curve([215, 250], [500, 660], [785, 250], 15);
  const drops = curve([235, 305], [500, 730], [765, 305], 17).slice(1, -1);
  const centre =
    look.variant % 2 === 1 ? `${peacock(500, 420, 150, m, g(look, 1))}` : stone(g(look, 0), 500, 460, 50, m);
  return {
    svg:
      `<path d="M215 250 Q500 660 785 250" fill="none" stroke="${t.edge}" stroke-width="96" stroke-linecap="round"/>
      <path d="M215 250 Q500 660 785 250" fill="none" stroke="${metal(m)}" stroke-width="90" stroke-linecap="round"/>
      <path d="M215 250 Q500 600 785 250" fill="none" stroke="${t.hi}" stroke-opacity=".6" stroke-width="4"/>
      ${line.map(([x, y], i) => (i === 7 ? '' : stone(g(look, i % 2), x, y - 2, 26, m))).join('')}
      ` +
      drops
        .map(
          ([x, y]) =>
            `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 30)}" stroke="${t.mid}" ` +
            `stroke-width="3"/>${dropStone(g(look, 2), x, y + 48, 13)}`,
        )
        .join('') +
      `
      ${centre}<path d="M215 250 L170 160 M785 250 L830 160" stroke="${metal(m)}" stroke-width="6"/>`,
    focus: [500, 440, 2],
    display: 'bust',
  };
}

function raniHaar(look: Look): Drawing {
  const m = look.metal;
  const strands = [560, 700, 840]
    .map((depth, i) =>
      beadsAlong(curve([250, 130], [500, depth * 2 - 130], [750, 130], 30 + i * 6), 10 + i, m, {
        gem: g(look, 1),
        every: 4,
        r: 11 + i,
      }),
    )
    .join('');
  return {
    svg:
      `${strands}<path d="M500 780 C420 780 400 860 420 900 Q500 960 580 900 C600 860 580 780 500 780 Z" ` +
      `fill="${metal(m)}" stroke="${tone(m).edge}" stroke-width="3"/>
      ${stone(g(look, 0), 500, 860, 44, m)}${ringAround(g(look, 2), m, 500, 860, 66, 9, 14, 56)}` +
      `${dropStone('pearl', 500, 950, 16)}`,
    focus: [500, 850, 2],
    display: 'bust',
  };
}

function coinNecklace(look: Look): Drawing {
  const m = look.metal;
  const coins = curve([240, 170], [500, 1130], [760, 170], 19).slice(1, -1);
  return {
    svg: `${chain('M240 170 Q500 1130 760 170', m, 7)}${coins.map(([x, y]) => coin(x, y + 16, 34, m)).join('')}
      ${coin(500, 720, 80, m)}${stone('kemp', 500, 620, 18, m)}`,
    focus: [500, 700, 2],
    display: 'bust',
  };
}

function mangoMala(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const pts = curve([240, 170], [500, 1130], [760, 170], 15).slice(1, -1);
  const mango = (x: number, y: number, a: number) =>
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">
    <path d="M0 -36 C34 -36 40 10 10 34 C-6 46 -30 30 -26 6 C-22 -16 -18 -36 0 -36 Z" fill="${metal(m)}" ` +
    `stroke="${t.edge}" stroke-width="2.5"/>${stone('kemp', 6, 2, 13)}${stone('pearl', 8, 40, 7)}</g>`;
  return {
    svg: `${chain('M240 170 Q500 1130 760 170', m, 6)}${pts.map(([x, y], i) => mango(x, y + 20, (i - 6) * 12)).join('')}
      ${peacock(500, 660, 110, m, g(look, 1))}`,
    focus: [500, 640, 2],
    display: 'bust',
  };
}

function pendantNecklace(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const kind = look.variant % 4;
  const pendant =
    kind === 0
      ? `${stone(g(look, 0), 500, 640, 56)}${prongs(m, 500, 640, 56, 6)}`
      : kind === 1
        ? `${dropStone(g(look, 0), 500, 660, 54, m)}${ringAround(g(look, 1), m, 500, 650, 78, 9, 16, 92)}`
        : kind === 2
          ? lotus(500, 650, 90, m, false, g(look, 0))
          : `<path d="M500 700 C420 640 410 580 455 565 C480 558 495 575 500 590 C505 575 520 558 545 565 C590 580 ` +
            `580 640 500 700 Z" fill="${metal(m)}" stroke="${t.edge}" ` +
            `stroke-width="3"/>${stone(g(look, 0), 500, 615, 20, m)}`;
  return {
    svg:
      `${chain('M290 120 Q500 1020 710 120', m, 4)}<circle cx="500" cy="${kind === 0 ? 572 : 568}" r="12" ` +
      `fill="none" stroke="${metal(m)}" stroke-width="6"/>${pendant}`,
    focus: [500, 630, 2.2],
    display: 'bust',
  };
}

function riviera(look: Look): Drawing {
  const m = look.metal;
  const pts = curve([250, 160], [500, 1000], [750, 160], 25);
  return {
    svg:
      `${chain('M250 160 Q500 1000 750 160', m, 4)}` +
      pts.map(([x, y], i) => stone(g(look, 0), x, y, 10 + (12 - Math.abs(12 - i)) * 1.1, m)).join('') +
      `
      ${look.variant % 2 ? dropStone(g(look, 1), 500, 690, 40, m) : ''}`,
    focus: [500, 570, 2],
    display: 'bust',
  };
}

function saaj(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const pts = curve([250, 170], [500, 860], [750, 170], 23).slice(2, -2);
  const charm = (x: number, y: number, i: number) => {
    const k = i % 4;
    const body =
      k === 0
        ? `<path d="M${f(x)} ${f(y)} q18 22 0 48 q-18 -26 0 -48 Z" fill="${metal(m)}" stroke="${t.edge}" ` +
          `stroke-width="2"/>`
        : k === 1
          ? `<circle cx="${f(x)}" cy="${f(y + 22)}" r="16" fill="${metal(m)}" stroke="${t.edge}" ` +
            `stroke-width="2"/><circle cx="${f(x)}" cy="${f(y + 22)}" r="6" fill="${t.dark}"/>`
          : k === 2
            ? `<path d="M${f(x - 16)} ${f(y + 10)} A18 18 0 1 0 ${f(x + 16)} ${f(y + 10)} A13 13 0 1 1 ${f(x - 16)} ` +
              `${f(y + 10)} Z" fill="${metal(m)}" stroke="${t.edge}" stroke-width="2"/>`
            : stone(g(look, 0), x, y + 20, 13, m);
    return (
      `<line x1="${f(x)}" y1="${f(y - 12)}" x2="${f(x)}" y2="${f(y + 2)}" stroke="${t.mid}" ` +
      `stroke-width="3"/>${body}`
    );
  };
  return {
    svg: `${chain('M250 170 Q500 860 750 170', m, 6)}${pts.map(([x, y], i) => charm(x, y + 14, i)).join('')}
      ${lotus(500, 560, 60, m, false, g(look, 0))}`,
    focus: [500, 540, 2],
    display: 'bust',
  };
}

function thushi(look: Look): Drawing {
  const m = look.metal;
  const rows = [0, 1, 2, 3, 4]
    .map((i) => beadsAlong(curve([230, 230 + i * 16], [500, 600 + i * 30], [770, 230 + i * 16], 40), 9, m))
    .join('');
  return {
    svg: `${rows}${stone(g(look, 0), 500, 500, 30, m)}${dropStone(g(look, 1), 500, 580, 20)}`,
    focus: [500, 470, 2.2],
    display: 'bust',
  };
}

function layered(look: Look): Drawing {
  const m = look.metal;
  const strands = [520, 660, 800]
    .map((d) => {
      const stations = curve([260, 140], [500, d * 2 - 140], [740, 140], 7).slice(1, -1);
      return (
        `${chain(`M260 140 Q500 ${d * 2 - 140} 740 140`, m, 4)}` +
        stations.map(([x, y]) => stone(g(look, 0), x, y, 15, m)).join('')
      );
    })
    .join('');
  return { svg: strands, focus: [500, 640, 2], display: 'bust' };
}

function plainChain(look: Look): Drawing {
  const m = look.metal;
  const links = curve([270, 130], [500, 1000], [730, 130], 46)
    .map(
      ([x, y], i) =>
        `<rect x="${f(x - 9)}" y="${f(y - 9)}" width="18" height="18" rx="3" fill="${metal(m)}" ` +
        `stroke="${tone(m).edge}" stroke-width="2" transform="rotate(${i * 7} ${f(x)} ${f(y)})"/>`,
    )
    .join('');
  return { svg: links, focus: [500, 560, 2.6], display: 'bust' };
}

function pearlTanmani(look: Look): Drawing {
  const m = look.metal;
  const strands = [440, 500, 560]
    .map((d, i) =>
      beadsAlong(curve([240, 240 + i * 14], [500, d * 2 - 200], [760, 240 + i * 14], 34), 10, m, {
        gem: 'pearl',
        every: 1,
        r: 10,
      }),
    )
    .join('');
  return {
    svg:
      `${strands}<path d="M400 500 L600 500 L560 640 L440 640 Z" fill="${metal(m)}" stroke="${tone(m).edge}" ` +
      `stroke-width="3"/>
      ${[430, 470, 500, 530, 570].map((x) => stone(g(look, 0), x, 530, 16, m)).join('')}` +
      [460, 500, 540].map((x) => stone(g(look, 0), x, 590, 18, m)).join('') +
      `
      ${[450, 500, 550].map((x) => dropStone('pearl', x, 680, 14)).join('')}`,
    focus: [500, 570, 2.2],
    display: 'bust',
  };
}

// ---- Mangalsutra ---------------------------------------------------------------------

function blackBeads(m: MetalLook, depth: number, strands = 2): string {
  return Array.from(
    { length: strands },
    (_, i) =>
      beadsAlong(curve([250 + i * 18, 150], [500, depth * 2 - 150 - i * 30], [750 - i * 18, 150], 56), 7, m, {
        gem: 'black',
        every: 1,
        r: 7,
      }) +
      curve([250 + i * 18, 150], [500, depth * 2 - 150 - i * 30], [750 - i * 18, 150], 8)
        .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="${bead(m)}"/>`)
        .join(''),
  ).join('');
}

function vati(cx: number, cy: number, r: number, m: MetalLook, edge?: Gem): string {
  const t = tone(m);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bead(m)}" stroke="${t.edge}" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.7)}" fill="none" stroke="${t.dark}" stroke-width="3"/><circle ` +
    `cx="${cx}" cy="${cy}" r="${f(r * 0.38)}" fill="none" stroke="${t.dark}" stroke-width="2.5"/>
    ${edge ? ringAround(edge, m, cx, cy, r * 0.88, r * 0.1, 14) : ''}`
  );
}

function vatiMangalsutra(look: Look): Drawing {
  const m = look.metal;
  const edge = look.gems.find((x) => x === 'pearl' || x === 'polki' || x === 'kundan');
  const centre = look.gems.find((x) => x !== edge);
  return {
    svg:
      `${blackBeads(m, 600)}<path d="M470 588 L440 610 M530 588 L560 610" stroke="${metal(m)}" stroke-width="6"/>
      ${vati(440, 670, 64, m, edge)}${vati(560, 670, 64, m, edge)}` +
      (centre ? stone(centre, 440, 670, 16, m) + stone(centre, 560, 670, 16, m) : ''),
    focus: [500, 660, 2],
    display: 'bust',
  };
}

function pendantMangalsutra(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const kind = look.variant % 7;
  const pendant =
    kind === 0
      ? `${ringAround(g(look, 0), m, 500, 680, 46, 14, 8)}${stone(g(look, 0), 500, 680, 24, m)}` +
        `${dropStone(g(look, 0), 500, 760, 20, m)}`
      : kind === 1
        ? `<path d="M410 670 C410 610 480 610 500 670 C520 730 590 730 590 670 C590 610 520 610 500 670 C480 730 ` +
          `410 730 410 670 Z" fill="none" stroke="${metal(m)}" stroke-width="16"/>${stone(g(look, 0), 500, 670, 12)}`
        : kind === 2
          ? `<path d="M440 620 L560 620 L560 700 Q500 780 440 700 Z" fill="${metal(m)}" stroke="${t.edge}" ` +
            `stroke-width="3"/>${lakshmi(500, 690, 80, m)}${stone('kemp', 500, 630, 9)}`
          : kind === 3
            ? `${dropStone(g(look, 0), 500, 700, 50, m)}${ringAround('pearl', m, 500, 690, 72, 8, 14, 86)}`
            : kind === 4
              ? lotus(500, 690, 72, m, false, g(look, 0))
              : kind === 5
                ? `${coin(500, 690, 62, m)}${stone(g(look, 0), 500, 618, 12, m)}`
                : `${peacock(500, 650, 80, m, g(look, 0))}`;
  return {
    svg:
      `${blackBeads(m, 600)}<line x1="500" y1="598" x2="500" y2="630" stroke="${metal(m)}" ` +
      `stroke-width="6"/>${pendant}`,
    focus: [500, 680, 2.2],
    display: 'bust',
  };
}

function braceletMangalsutra(look: Look): Drawing {
  const m = look.metal;
  const pts = Array.from({ length: 60 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 60;
    return [500 + Math.cos(a) * 270, 540 + Math.sin(a) * 190] as [number, number];
  }).filter(([x, y]) => !(y < 420 && Math.abs(x - 500) < 110));
  return {
    svg:
      pts
        .map(([x, y], i) =>
          i % 7 === 0 ? `<circle cx="${f(x)}" cy="${f(y)}" r="12" fill="${bead(m)}"/>` : stone('black', x, y, 10),
        )
        .join('') +
      `
      <path d="M390 350 L610 350 Q620 410 500 420 Q380 410 390 350 Z" fill="${metal(m)}" stroke="${tone(m).edge}" ` +
      `stroke-width="3"/>
      ${look.gems[0] ? stone(g(look, 0), 500, 382, 22, m) : vati(500, 382, 30, m)}`,
    focus: [500, 380, 2.2],
    display: 'tray',
  };
}

// ---- Bangles and bracelets -------------------------------------------------------------

function kada(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const ring = (ox: number, oy: number) =>
    `M${500 - ox} 520 a${ox} ${oy} 0 1 0 ${2 * ox} 0 a${ox} ${oy} 0 1 0 ${-2 * ox} 0 Z`;
  const n = 16;
  const deco = Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    const x = 500 + Math.cos(a) * 265;
    const y = 520 + Math.sin(a) * 250;
    if (look.gems.length === 0)
      return (
        `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="none" stroke="${t.edge}" stroke-width="4"/><circle ` +
        `cx="${f(x)}" cy="${f(y)}" r="5" fill="${t.edge}"/>`
      );
    return look.variant % 2
      ? lotus(x, y, 30, m, false, g(look, i % look.gems.length))
      : stone(g(look, i % look.gems.length), x, y, 24, m);
  }).join('');
  const heads =
    look.variant % 3 === 2
      ? `<g>` +
        [-1, 1]
          .map(
            (s) =>
              `<ellipse cx="${500 + s * 50}" cy="280" rx="52" ry="44" fill="${metal(m)}" stroke="${t.edge}" ` +
              `stroke-width="3"/><circle cx="${500 + s * 70}" cy="270" r="7" fill="${t.edge}"/><path ` +
              `d="M${500 + s * 30} 300 q${s * 20} 14 ${s * 40} 0" stroke="${t.edge}" stroke-width="4" fill="none"/>`,
          )
          .join('') +
        `</g>`
      : '';
  return {
    svg:
      `<path d="${ring(310, 295)} ${ring(220, 205)}" fill-rule="evenodd" fill="${metal(m)}" stroke="${t.edge}" ` +
      `stroke-width="4"/>
      <ellipse cx="500" cy="520" rx="300" ry="285" fill="none" stroke="${t.hi}" stroke-opacity=".5" stroke-width="5"/>
      <ellipse cx="500" cy="520" rx="230" ry="215" fill="none" stroke="${t.dark}" stroke-width="5"/>${deco}${heads}`,
    focus: [765, 520, 2.1],
    display: 'tray',
  };
}

function bangleSet(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const count = look.variant % 2 ? 4 : 2;
  const gap = count === 4 ? 70 : 150;
  const one = (cx: number) =>
    `<ellipse cx="${cx}" cy="520" rx="230" ry="240" fill="none" stroke="${t.edge}" ` +
    `stroke-width="${count === 4 ? 26 : 40}"/>
    <ellipse cx="${cx}" cy="520" rx="230" ry="240" fill="none" stroke="${metal(m)}" ` +
    `stroke-width="${count === 4 ? 22 : 36}"/>
    ` +
    (look.gems.length
      ? Array.from({ length: 22 }, (_, i) => {
          const a = (Math.PI * 2 * i) / 22;
          return stone(g(look, i % 2), cx + Math.cos(a) * 230, 520 + Math.sin(a) * 240, count === 4 ? 8 : 12);
        }).join('')
      : `<ellipse cx="${cx}" cy="520" rx="230" ry="240" fill="none" stroke="${t.edge}" ` +
        `stroke-width="${count === 4 ? 10 : 16}" stroke-dasharray="4 12"/>`);
  return {
    svg: Array.from({ length: count }, (_, i) => one(500 - ((count - 1) * gap) / 2 + i * gap)).join(''),
    focus: [500 + ((count - 1) * gap) / 2 + 230, 520, 2],
    display: 'tray',
  };
}

function bracelet(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const pts = Array.from({ length: 36 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 36 + 0.2;
    return [500 + Math.cos(a) * 300, 520 + Math.sin(a) * 170] as [number, number];
  });
  const line = look.gems.length > 0 && look.variant % 2 === 0;
  return {
    svg:
      pts
        .map(([x, y], i) =>
          line
            ? stone(g(look, 0), x, y, 17, m)
            : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="20" ry="13" fill="none" stroke="${metal(m)}" stroke-width="8" ` +
              `transform="rotate(${i * 10 + 100} ${f(x)} ${f(y)})"/>`,
        )
        .join('') +
      `
      <rect x="${f(500 + Math.cos(0.1) * 300 - 22)}" y="${f(520 + Math.sin(0.1) * 170 - 14)}" width="44" ` +
      `height="28" rx="8" fill="${metal(m)}" stroke="${t.edge}" stroke-width="2"/>
      ${!line && look.gems.length ? stone(g(look, 0), 500, 690, 26, m) : ''}`,
    focus: [500, 690, 2.2],
    display: 'tray',
  };
}

function cuff(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const hammered = Array.from({ length: 40 }, (_, i) => {
    const a = Math.PI * (0.15 + (1.7 * (i % 20)) / 19);
    const rr = i < 20 ? 255 : 300;
    return (
      `<circle cx="${f(500 + Math.cos(a) * rr)}" cy="${f(520 + Math.sin(a) * rr * 0.9)}" r="12" fill="${t.hi}" ` +
      `fill-opacity=".35"/>`
    );
  }).join('');
  return {
    svg:
      `<path d="M${f(500 + Math.cos(Math.PI * 0.15) * 330)} ${f(520 + Math.sin(Math.PI * 0.15) * 300)} A330 300 ` +
      `0 1 1 ${f(500 + Math.cos(Math.PI * 1.85) * 330)} ${f(520 + Math.sin(Math.PI * 1.85) * 300)}" fill="none" ` +
      `stroke="${t.edge}" stroke-width="130" stroke-linecap="round"/>
      <path d="M${f(500 + Math.cos(Math.PI * 0.15) * 330 - 5)} ${f(520 + Math.sin(Math.PI * 0.15) * 300)} A325 295 ` +
      `0 1 1 ${f(500 + Math.cos(Math.PI * 1.85) * 330 - 5)} ${f(520 + Math.sin(Math.PI * 1.85) * 300)}" fill="none" ` +
      `stroke="${metal(m)}" stroke-width="120" stroke-linecap="round"/>${hammered}`,
    focus: [190, 520, 2],
    display: 'tray',
  };
}

// ---- Nose, forehead, feet ---------------------------------------------------------------

function nath(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const cluster = [
    [-40, 20],
    [-10, 44],
    [24, 34],
    [-30, -14],
    [8, 6],
  ]
    .map(([dx, dy]) => stone('pearl', 300 + (dx ?? 0), 600 + (dy ?? 0), 18))
    .join('');
  const pearls = curve([660, 330], [820, 330], [860, 160], 14)
    .map(([x, y]) => stone('pearl', x, y, 11))
    .join('');
  return {
    svg:
      `<circle cx="480" cy="520" r="230" fill="none" stroke="${t.edge}" stroke-width="16"/><circle cx="480" ` +
      `cy="520" r="230" fill="none" stroke="${metal(m)}" stroke-width="12"/>
      <path d="M300 470 Q250 560 330 680 Q380 640 370 560 Z" fill="${metal(m)}" stroke="${t.edge}" stroke-width="3"/>
      ${cluster}${stone(g(look, 0), 330, 560, 30, m)}${dropStone('pearl', 330, 720, 22)}${pearls}
      <path d="M860 160 q20 -30 -5 -50" fill="none" stroke="${metal(m)}" stroke-width="6"/>`,
    focus: [330, 600, 2.2],
    display: 'tray',
  };
}

function maangTikka(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  return {
    svg:
      `<path d="M500 110 q-26 -10 -18 -40 q14 -20 34 0" fill="none" stroke="${metal(m)}" ` +
      `stroke-width="7"/>${chain('M500 110 L500 430', m, 6)}
      ${[190, 270, 350].map((y) => stone(g(look, 1), 500, y, 12, m)).join('')}
      <circle cx="500" cy="540" r="112" fill="${metal(m)}" stroke="${t.edge}" stroke-width="3"/>
      ${ringAround(g(look, 1), m, 500, 540, 92, 13, 16)}${stone(g(look, 0), 500, 540, 48, m)}
      ` +
      [-60, -30, 0, 30, 60]
        .map(
          (dx) =>
            `<line x1="${500 + dx}" y1="${640 - Math.abs(dx) * 0.4}" x2="${500 + dx}" ` +
            `y2="${700 - Math.abs(dx) * 0.4}" stroke="${t.mid}" ` +
            `stroke-width="3"/>${stone('pearl', 500 + dx, 712 - Math.abs(dx) * 0.4, 14)}`,
        )
        .join(''),
    focus: [500, 560, 2],
    display: 'tray',
  };
}

function payal(look: Look): Drawing {
  const m = look.metal;
  const t = tone(m);
  const one = (cy: number) => {
    const pts = Array.from({ length: 40 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 40;
      return [500 + Math.cos(a) * 330, cy + Math.sin(a) * 110] as [number, number];
    });
    const bells = pts
      .filter((_, i) => i % 3 === 0 && i > 1 && i < 20)
      .map(
        ([x, y]) =>
          `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 20)}" stroke="${t.mid}" stroke-width="3"/>
       <circle cx="${f(x)}" cy="${f(y + 34)}" r="15" fill="${bead(m)}" stroke="${t.edge}" stroke-width="2"/><path ` +
          `d="M${f(x - 8)} ${f(y + 38)} L${f(x + 8)} ${f(y + 38)}" stroke="${t.edge}" stroke-width="3"/>`,
      )
      .join('');
    return (
      pts
        .map(
          ([x, y], i) =>
            `<ellipse cx="${f(x)}" cy="${f(y)}" rx="14" ry="9" fill="none" stroke="${metal(m)}" stroke-width="6" ` +
            `transform="rotate(${i * 9} ${f(x)} ${f(y)})"/>`,
        )
        .join('') +
      `${bells}
      ${look.gems[0] ? stone(g(look, 0), 500, cy + 110, 16, m) : ''}`
    );
  };
  return { svg: `${one(360)}${one(640)}`, focus: [600, 730, 2.2], display: 'tray' };
}

function nosePin(look: Look): Drawing {
  const m = look.metal;
  return {
    svg:
      `<path d="M520 520 q60 40 40 120 q-20 60 30 90" fill="none" stroke="${metal(m)}" stroke-width="14" ` +
      `stroke-linecap="round"/>
      ${studFlower(480, 450, 190, m, g(look, 0), g(look, 0))}`,
    focus: [480, 450, 1.8],
    display: 'tray',
  };
}

export const DESIGNS = {
  solitaireRing,
  haloRing,
  navratnaRing,
  bandRing,
  signetRing,
  lotusRing,
  templeRing,
  serpentRing,
  polkiRing,
  marquiseRing,
  toeRings,
  jhumkas,
  chandbalis,
  studs,
  pearlDropStuds,
  hoops,
  dropEarrings,
  earClimbers,
  choker,
  raniHaar,
  coinNecklace,
  mangoMala,
  pendantNecklace,
  riviera,
  saaj,
  thushi,
  layered,
  plainChain,
  pearlTanmani,
  vatiMangalsutra,
  pendantMangalsutra,
  braceletMangalsutra,
  kada,
  bangleSet,
  bracelet,
  cuff,
  nath,
  maangTikka,
  payal,
  nosePin,
} satisfies Record<string, (look: Look) => Drawing>;

export type DesignKind = keyof typeof DESIGNS;

/** The prop behind a piece and where the piece sits on it. */
export const DISPLAYS: Record<Display, { prop: () => string; place: string }> = {
  bust: { prop: bust, place: 'translate(500 215) scale(.8) translate(-500 -150)' },
  earStand: { prop: earStand, place: 'translate(500 222) scale(.92) translate(-500 -150)' },
  ringBox: { prop: ringBox, place: 'translate(500 660) scale(.72) translate(-500 -780)' },
  tray: { prop: () => tray(), place: 'translate(500 545) scale(.76) translate(-500 -520)' },
};
