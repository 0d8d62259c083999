import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
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
