import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One axe-core rule broken on a page, with the elements that break it. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now, and returns its serious and critical violations. The
 * engine is evaluated through the DevTools protocol rather than added as a `<script>`: the page's
 * CSP allows only its own scripts, and the test must not weaken what it checks.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      // Colour contrast says which colours failed: the selector alone does not tell what to fix.
      targets: v.nodes.map((n) => {
        const data = n.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor
          ? ` (${data.fgColor} on ${data.bgColor ?? '?'}: ${data.contrastRatio ?? '?'})`
          : '';
        return n.target.join(' ') + colours;
      }),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
