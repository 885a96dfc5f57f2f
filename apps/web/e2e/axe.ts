import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];
/**
 * Moderate rules that fail a page all the same: a skipped heading level breaks a screen
 * reader's jump from heading to heading (and Lighthouse's accessibility score counts it).
 */
const ALSO_BLOCKING: readonly string[] = ['heading-order'];

/** One failing rule, short enough to read in a test report. */
export interface Finding {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** The first offending elements' markup, which names them better than generated classes. */
  nodes: string[];
}

/** Runs axe-core on the page as it stands and returns its blocking violations. */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter(
      (violation) =>
        (violation.impact && BLOCKING.includes(violation.impact)) ||
        ALSO_BLOCKING.includes(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.html.slice(0, 200)),
    }));
}
