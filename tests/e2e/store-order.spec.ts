import type { Page } from '@playwright/test';
import { DEMO } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

const loginAsDemo = (page: Page) => loginAs(page, DEMO.id, DEMO.password);

test('the demo member sees the offline-store purchases, newest first, with items and totals @desktop', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.goto('/my-page/store-order');
  await expect(page.getByRole('heading', { level: 1, name: '매장 구매 내역' })).toBeVisible();
  const receipts = page.getByRole('article');
  await expect(receipts).toHaveCount(2);
  await expect(receipts.first()).toContainText(/S-\d{8}-0112/);
  await expect(receipts.last()).toContainText(/S-\d{8}-0031/);
  // A receipt number carries the day of purchase: the two agree on every receipt.
  for (const receipt of await receipts.all()) {
    const day = (await receipt.locator('time').textContent())?.replace(/\D/g, '');
    await expect(receipt).toContainText(`S-${day}-`);
  }
  const latest = receipts.first().getByRole('table');
  await expect(latest.getByRole('row', { name: /골든브랜즈 소이왁스 464 1kg/ })).toContainText('₩27,000');
  await expect(latest.getByRole('row', { name: /합계/ })).toContainText('₩32,500');
  await expectNoSeriousViolations(page);
});

test('a visitor is sent to log in first @desktop', async ({ page }) => {
  await page.goto('/my-page/store-order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-page%2Fstore-order$/);
});
