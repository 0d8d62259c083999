import type { Page } from '@playwright/test';
import { DEMO } from '../support/shop-browser';
import { expect, loginAs, test } from './fixtures';

/** The shop's own addresses the links inside `scope` lead to (no hashes, mail, phone or other sites). */
async function shopLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(scope)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const own = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === own)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

/** Every link answers without an error page: 2xx, or a redirect that ends in one. */
async function expectAllOpen(page: Page, paths: string[]): Promise<void> {
  const broken: string[] = [];
  for (const path of paths) {
    const res = await page.request.get(path);
    if (res.status() >= 400) broken.push(`${path} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
}

test.describe('a member’s links', () => {
  test('@desktop every link of the account dashboard, the header and the footer opens a page', async ({ page }) => {
    await loginAs(page, DEMO.id, DEMO.password);
    await page.goto('/my-page');
    const dashboard = await shopLinks(page, 'main');
    // The dashboard reaches every built page of spec §2.1.
    for (const path of [
      '/my-page/account',
      '/my-page/notification',
      '/my-page/order',
      '/my-page/store-order',
      '/my-page/tssa',
      '/my-page/inquiry',
      '/my-page/product-inquiry',
      '/my-page/product-review',
      '/my-page/wish-list',
      '/my-page/coupon',
      '/my-page/point',
      '/my-page/address',
    ]) {
      expect(
        dashboard.some((link) => link.split('?')[0] === path),
        path,
      ).toBe(true);
    }
    const all = [...dashboard, ...(await shopLinks(page, 'header')), ...(await shopLinks(page, 'footer'))];
    await expectAllOpen(page, [...new Set(all)]);
  });

  test('@mobile every link of the side bar opens a page', async ({ page }) => {
    await loginAs(page, DEMO.id, DEMO.password);
    await page.goto('/my-page');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu).toBeVisible();
    const links = await shopLinks(page, '[role="dialog"]');
    expect(links.length).toBeGreaterThan(10);
    await expectAllOpen(page, [...links, ...(await shopLinks(page, 'footer'))]);
  });
});
