import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEALER_FORM, WHOLESALE_FORM } from '../support/partner-applications';
import { expect, loginFreshMember, postAs, test } from './fixtures';

/** A member's page: a fresh member logs in (and applies, for one application's pages) before the check. */
function memberPage(kind: 'wholesale' | 'dealer', view?: 'show' | 'edit') {
  return async (page: Page): Promise<string> => {
    await loginFreshMember(page, 'a');
    if (!view) return `/customer/${kind}-apply`;
    const res = await postAs(page, `/api/v1/${kind}-applications`, kind === 'wholesale' ? WHOLESALE_FORM : DEALER_FORM);
    expect(res.status()).toBe(201);
    return `/customer/${kind}-apply/${(await res.json()).data.id}/${view}`;
  };
}

for (const [name, path] of [
  ['home', '/'],
  ['a category page', '/shop/category/3'],
  ['a notice page', '/customer/notice/3'],
  ['a product page', '/shop/product/10'],
  ['the best-seller page', '/shop/best-seller'],
  ['the not-found page', '/no/such/page'],
  ['the customer center', '/customer/center'],
  ['a DIY guide', '/contents/diy/1'],
  ['the privacy page', '/contents/privacy'],
  ['the FAQ', '/customer/faq'],
  ['the shipment cost page', '/customer/shipment-cost'],
  ['the TSSA page', '/tssa'],
  ['the TSSA classes', '/tssa/class-product'],
  ['the TSSA books', '/tssa/books'],
  ['the wholesale application page', memberPage('wholesale')],
  ['a wholesale application', memberPage('wholesale', 'show')],
  ['the wholesale application edit page', memberPage('wholesale', 'edit')],
  ['the dealer application page', memberPage('dealer')],
  ['a dealer application', memberPage('dealer', 'show')],
  ['the dealer application edit page', memberPage('dealer', 'edit')],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(typeof path === 'string' ? path : await path(page));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}
