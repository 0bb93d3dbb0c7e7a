import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core in the page: its source injected as a script (the @axe-core/playwright wrapper needs
// Node 22), run over the whole document, violations only.

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string; html: string }>;
}

/**
 * Runs axe on the page at rest and answers its violations. At rest: no element under the pointer
 * and no CSS transition under way, since axe measures colours as they are at that instant, and a
 * button whose hover colours are fading in (the pointer left where a click was, the layout moved
 * under it at another width) has, for a few frames, neither its own contrast nor its hover's.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html.slice(0, 200) })),
    }));
  });
}

/** The serious and critical violations, one readable line per element, for a failing test's message. */
export function describeSerious(where: string, violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: [${v.impact}] ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ` +
          `${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()} ${n.html}`,
      ),
    );
}
