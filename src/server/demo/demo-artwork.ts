import sharp from 'sharp';
import { DESIGNS, DISPLAYS, type DesignKind, type Look } from './art/designs';
import { backdrop, defs, floorShadow, type Backdrop, type MetalLook } from './art/svg-kit';

// Product pictures drawn by the project itself: each design is an illustration of its kind of
// piece (src/server/demo/art/designs.ts) in the metal and stones of its specifications, on a soft
// studio backdrop. Three views a piece: the front, a close look at its motif, and the piece on a
// velvet bust, earring stand, ring box or tray. No photograph is taken from anywhere.

export const DEMO_VIEWS = ['front', 'detail', 'display'] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

/** Rendered at the widest stored rendition, so the image store never enlarges it. */
export const DEMO_ART_SIZE = 1024;

const BACKDROP_OF: Record<MetalLook, Backdrop> = {
  yellow: 'warm',
  antique: 'temple',
  rose: 'blush',
  white: 'cool',
  silver: 'cool',
  oxidised: 'ivory',
};

export function demoArtworkSvg(design: DesignKind, look: Look, view: DemoView): string {
  const drawing = DESIGNS[design](look);
  let body: string;
  if (view === 'front') {
    body = `${floorShadow()}<g transform="translate(500 500) scale(.9) translate(-500 -500)">${drawing.svg}</g>`;
  } else if (view === 'detail') {
    const [x, y, zoom] = drawing.focus;
    body =
      `<g transform="translate(500 500) scale(${zoom}) translate(${-x} ${-y})">${drawing.svg}</g><rect ` +
      `width="1000" height="1000" fill="url(#vignette)"/>`;
  } else {
    const display = DISPLAYS[drawing.display];
    body = `${display.prop()}<g transform="${display.place}">${drawing.svg}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_ART_SIZE}" height="${DEMO_ART_SIZE}" viewBox="0 0 ` +
    `1000 1000">
    ${defs()}${backdrop(BACKDROP_OF[look.metal])}${body}</svg>`
  );
}

export async function rasteriseSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

export async function renderDemoArtwork(design: DesignKind, look: Look, view: DemoView): Promise<Buffer> {
  return rasteriseSvg(demoArtworkSvg(design, look, view));
}
