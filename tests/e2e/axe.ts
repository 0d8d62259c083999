import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type Scope = { within?: string[]; label?: string };

/**
 * axe on the page, run in the page itself (axe's `run`, which reaches same-origin frames on its own).
 * The builder's default runs each frame apart and puts the results together in a blank page it opens
 * for that, injecting axe twice: measured on the shop's pages at 390 wide, 4–9 s a check instead of
 * 2–4 s, for the cross-origin frames that the shop's tested pages do not have.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * axe's WCAG 2.1 A and AA rules on the page, or only inside `within` (e.g. `main`, for a page whose
 * shell is checked on the shell's own pages): the serious and critical violations, each as its rule
 * and up to three of its nodes. Only violations are collected, not every passing node. `label` names
 * the page in each line when one test checks several.
 */
export async function seriousViolations(page: Page, { within = [], label = '' }: Scope = {}): Promise<string[]> {
  let axe = axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  for (const selector of within) axe = axe.include(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label ? `${label} ` : ''}${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The browser tests' accessibility check: no serious or critical violation (see `seriousViolations`). */
export async function expectNoSeriousViolations(page: Page, scope: Scope = {}): Promise<void> {
  expect(await seriousViolations(page, scope)).toEqual([]);
}
