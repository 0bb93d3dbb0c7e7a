import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_ALWAYS_BELOW_WIDTH_PX } from '@shared/constants';

// The header switches between its phone and wide layouts (menu button or menu bar, logo always or
// after scrolling) with CSS breakpoints, so that the prerendered page shows the same as the app.
// Tailwind needs them spelled out as classes: they must all be the specification's width.

describe('header breakpoint', () => {
  it('is LOGO_ALWAYS_BELOW_WIDTH_PX in every class of the header', () => {
    const widths = ['site-header.tsx', 'account-nav.tsx', 'logo.tsx'].flatMap((file) =>
      [...fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/min-\[(\d+)px\]:/g)].map((m) =>
        Number(m[1]),
      ),
    );
    expect(widths.length).toBeGreaterThan(5);
    expect(new Set(widths)).toEqual(new Set([LOGO_ALWAYS_BELOW_WIDTH_PX]));
  });
});
