import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { id: string; impact: string; help: string; nodes: string[] };

/** Rules of lower impact that Lighthouse's accessibility score counts and this app once failed (bench lighthouse). */
const LIGHTHOUSE_SCORED = ['skip-link'];

/**
 * axe-core's WCAG 2.x A/AA rules (and its best practices) on the page as it is now: the findings of
 * impact critical or serious (and of LIGHTHOUSE_SCORED at any impact), each with up to 5 offending nodes (selector and why), so a failure
 * reads as what to fix.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the driver, not a script tag: the app's CSP forbids inline scripts.
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (alwaysKept) => {
    type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious' || alwaysKept.includes(v.id))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.html.slice(0, 160)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
      }));
  }, LIGHTHOUSE_SCORED);
}
