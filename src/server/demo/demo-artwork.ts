import sharp from 'sharp';

// Product pictures drawn by the project itself: a motif per kind of piece, in the metal and
// stones of its collection, on a soft studio background. No photograph is taken from anywhere.

export type Motif = 'ring' | 'necklace' | 'earrings' | 'bangles' | 'mangalsutra' | 'pendant';
export type Finish = 'gold' | 'silver' | 'diamond' | 'temple' | 'polki';

const METALS: Record<Finish, { light: string; mid: string; dark: string; stone: string; stone2: string; bg1: string; bg2: string }> = {
  gold: { light: '#F8E3A3', mid: '#D4A84B', dark: '#8E6420', stone: '#B3123A', stone2: '#F6EBD0', bg1: '#FBF6EC', bg2: '#EEDFC4' },
  silver: { light: '#FFFFFF', mid: '#C7CBD3', dark: '#7B808C', stone: '#3A6EA5', stone2: '#E9ECF2', bg1: '#F4F5F8', bg2: '#DADFE8' },
  diamond: { light: '#FFF6DC', mid: '#D9B765', dark: '#8A6A2A', stone: '#FFFFFF', stone2: '#DDEBFF', bg1: '#F3F1F6', bg2: '#D9D3E3' },
  temple: { light: '#F7D98C', mid: '#C8912F', dark: '#7A4E12', stone: '#9E1030', stone2: '#1E6B4A', bg1: '#F8EEE3', bg2: '#E8CFB5' },
  polki: { light: '#F5E1A8', mid: '#CFA24C', dark: '#7E5B1F', stone: '#F7F2E6', stone2: '#0F5B45', bg1: '#F4EEE6', bg2: '#DCCDB9' },
};

function motifSvg(motif: Motif, m: (typeof METALS)[Finish], seed: number): string {
  const stones = (cx: number, cy: number, r: number, n: number, radius: number, color: string) =>
    Array.from({ length: n }, (_, i) => {
      const a = (Math.PI * (i + 0.5)) / n;
      return `<circle cx="${(cx + Math.cos(a) * r).toFixed(1)}" cy="${(cy + Math.sin(a) * r).toFixed(1)}" r="${radius}" fill="${color}" stroke="url(#metal)" stroke-width="3"/>`;
    }).join('');
  switch (motif) {
    case 'ring':
      return `<ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="url(#metal)" stroke-width="34"/>
        <ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="${m.light}" stroke-opacity=".45" stroke-width="6"/>
        <path d="M340 330 L400 250 L460 330 Z" fill="url(#metal)"/>
        <circle cx="400" cy="285" r="${46 + (seed % 3) * 6}" fill="${m.stone}" stroke="url(#metal)" stroke-width="10"/>
        <circle cx="385" cy="270" r="12" fill="#fff" fill-opacity=".8"/>`;
    case 'necklace':
      return `<path d="M170 220 Q400 640 630 220" fill="none" stroke="url(#metal)" stroke-width="22"/>
        <path d="M200 230 Q400 600 600 230" fill="none" stroke="${m.light}" stroke-opacity=".5" stroke-width="5"/>
        ${stones(400, 230, 215, 9, 20, m.stone)}
        <path d="M400 470 l-42 60 l42 70 l42 -70 z" fill="${m.stone2}" stroke="url(#metal)" stroke-width="8"/>
        <circle cx="400" cy="640" r="16" fill="${m.stone}" stroke="url(#metal)" stroke-width="5"/>`;
    case 'earrings':
      return [280, 520]
        .map(
          (x) => `<circle cx="${x}" cy="210" r="26" fill="${m.stone}" stroke="url(#metal)" stroke-width="9"/>
        <line x1="${x}" y1="236" x2="${x}" y2="300" stroke="url(#metal)" stroke-width="10"/>
        <path d="M${x - 90} 360 Q${x} 250 ${x + 90} 360 Q${x + 70} 520 ${x} 560 Q${x - 70} 520 ${x - 90} 360 Z" fill="url(#metal)"/>
        <path d="M${x - 60} 380 Q${x} 310 ${x + 60} 380 Q${x + 45} 490 ${x} 515 Q${x - 45} 490 ${x - 60} 380 Z" fill="${m.stone2}" fill-opacity=".85"/>
        ${Array.from({ length: 5 }, (_, i) => `<circle cx="${x - 72 + i * 36}" cy="${590 + (i % 2) * 8}" r="11" fill="${m.stone}" stroke="url(#metal)" stroke-width="3"/>`).join('')}`,
        )
        .join('');
    case 'bangles':
      return [0, 1, 2]
        .map(
          (i) => `<ellipse cx="${330 + i * 70}" cy="${420 - i * 10}" rx="170" ry="175" fill="none" stroke="url(#metal)" stroke-width="${26 - i * 4}"/>
        <ellipse cx="${330 + i * 70}" cy="${420 - i * 10}" rx="170" ry="175" fill="none" stroke="${i === 1 ? m.stone : m.light}" stroke-opacity=".6" stroke-width="5" stroke-dasharray="${8 + seed % 5} 14"/>`,
        )
        .join('');
    case 'mangalsutra':
      return `<path d="M190 200 Q400 620 610 200" fill="none" stroke="#1b1b1b" stroke-width="12" stroke-dasharray="14 10"/>
        <path d="M210 205 Q400 580 590 205" fill="none" stroke="url(#metal)" stroke-width="6"/>
        <circle cx="400" cy="470" r="58" fill="url(#metal)"/>
        <circle cx="400" cy="470" r="34" fill="${m.stone2}" stroke="${m.dark}" stroke-width="4"/>
        <circle cx="400" cy="555" r="20" fill="${m.stone}" stroke="url(#metal)" stroke-width="6"/>`;
    default:
      return `<path d="M250 200 Q400 420 550 200" fill="none" stroke="url(#metal)" stroke-width="10"/>
        <path d="M400 360 l-80 110 l80 140 l80 -140 z" fill="${m.stone}" stroke="url(#metal)" stroke-width="14"/>`;
  }
}

export async function renderProductArtwork(motif: Motif, finish: Finish, seed: number): Promise<Buffer> {
  const m = METALS[finish];
  const sparkles = Array.from({ length: 6 }, (_, i) => {
    const x = 90 + ((seed * 97 + i * 131) % 620);
    const y = 90 + ((seed * 53 + i * 211) % 620);
    return `<path d="M${x} ${y - 12} L${x + 3} ${y - 3} L${x + 12} ${y} L${x + 3} ${y + 3} L${x} ${y + 12} L${x - 3} ${y + 3} L${x - 12} ${y} L${x - 3} ${y - 3} Z" fill="#fff" fill-opacity=".7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs>
      <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${m.bg1}"/><stop offset="1" stop-color="${m.bg2}"/></radialGradient>
      <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.light}"/><stop offset=".45" stop-color="${m.mid}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient>
      <radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="700" rx="260" ry="34" fill="url(#shadow)"/>
    ${motifSvg(motif, m, seed)}
    ${sparkles}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}
