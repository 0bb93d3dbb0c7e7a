import { describe, expect, it } from 'vitest';
import { METAL_LABELS, METALS } from '../constants';
import { PAGE_MESSAGES } from './pages';

// The note under a priced piece names its own metal's rate (issue 25, section 2): silver and
// platinum pieces said 'Prices depend on the day's gold rate'.

describe('the in-store price note', () => {
  it.each(METALS)('names the %s rate, and no other metal', (metal) => {
    const note = PAGE_MESSAGES.inStoreNote(metal);
    expect(note).toContain(`day’s ${METAL_LABELS[metal].toLowerCase()} rate`);
    for (const other of METALS.filter((m) => m !== metal))
      expect(note).not.toContain(METAL_LABELS[other].toLowerCase());
  });
});
