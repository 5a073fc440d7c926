/**
 * axe-core in the page. @axe-core/playwright needs Node 22, so axe's own source is evaluated in
 * the page (through the DevTools protocol, which the server's CSP does not restrict; a script tag
 * would be refused by `script-src 'self'`) and `axe.run` is called there.
 */
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary: string }>;
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String), html: node.html, failureSummary: node.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
}

export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 200)}\n      ${node.failureSummary.replace(/\s+/g, ' ')}`).join('\n');
      return `- ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/** Fails on serious or critical violations of WCAG 2.1 A/AA; lesser ones are attached to the report. */
/**
 * Waits until nothing on the page is reloading (aria-busy: a list dims while it fetches) or
 * animating (a dialog fading in; endless ones, a spinner, are left alone): axe measures colour contrast as painted, and a half-faded list
 * behind a dialog reads as too pale. Under a loaded machine such moments last long enough to hit.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length), { message: 'animations to finish before axe looks' }).toBe(0);
}

export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await settled(page);
  const violations = await axeViolations(page);
  const failing = violations.filter((violation) => violation.impact !== null && FAILING_IMPACTS.has(violation.impact));
  expect(failing, `axe-core: serious or critical violations on ${label}:\n${formatViolations(failing)}`).toEqual([]);
}
