import { expect, test } from './fixtures';
import { openChoices, usesSheet } from './listing-bar';

const BAND = '₩10,000 ~ ₩30,000';
const pricesOf = async (page: import('@playwright/test').Page) =>
  (await page.getByRole('main').locator('.price__value').allTextContents()).map((p) => Number(p.replace(/[^\d]/g, '')));

test.describe('the filter and sort bar', () => {
  test('on a wide screen the menus open and close from the keyboard, and a choice applies at once @desktop', async ({
    page,
  }) => {
    await page.goto('/shop/category/1');
    const price = page.getByRole('main').locator('summary', { hasText: /^가격/ });
    await price.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: '가격' });
    await expect(menu.getByRole('link', { name: BAND })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(price).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // 전체
    await page.keyboard.press('Tab'); // the first band
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: BAND })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/category\/1\?price=10-30$/);
    for (const p of await pricesOf(page)) expect(p).toBeGreaterThanOrEqual(10_000);
    await expect(page.getByRole('list', { name: '적용된 필터' }).getByRole('link')).toHaveText([`${BAND}×`]);
  });

  test('choices add up as removable chips, the sort and the other filters staying', async ({ page }) => {
    await page.goto('/shop/category/1?sort=price_asc');
    await (await openChoices(page, '가격')).getByRole('link', { name: BAND }).click();
    await expect(page).toHaveURL(/price=10-30/);
    await (await openChoices(page)).getByRole('link', { name: '품절 제외' }).click();
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page).toHaveURL(/sort=price_asc/);
    const chips = page.getByRole('list', { name: '적용된 필터' });
    await expect(chips.getByRole('link')).toHaveCount(2);
    const prices = await pricesOf(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 10_000 && p < 30_000)).toBe(true);
    await expect(page.getByRole('main').getByText('품절', { exact: true })).toHaveCount(0);

    await chips.getByRole('link', { name: `'${BAND}' 필터 빼기` }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(chips.getByRole('link')).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: '필터 초기화' }).first().click();
    await expect(page).toHaveURL(/\/shop\/category\/1\?sort=price_asc$/);
    await expect(chips).toHaveCount(0);
  });

  test('on a phone one button opens the sheet; a choice applies at once and closes it; Escape closes it @mobile', async ({
    page,
  }) => {
    await page.goto('/shop/new-item');
    const open = page.getByRole('main').getByRole('button', { name: '필터' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await open.click();
    await sheet.getByRole('link', { name: '왁스', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/new-item\?cat=1$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('list', { name: '적용된 필터' }).getByRole('link')).toHaveText(['왁스×']);
    await expect(page.getByRole('main').getByRole('button', { name: /적용된 필터 1$/ })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: /^필터/ }).click();
    await expect(
      page.getByRole('dialog', { name: '필터' }).getByRole('link', { name: '왁스', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('best sellers and new items narrow by kind and keep only products that can be bought @desktop', async ({
    page,
  }) => {
    await page.goto('/shop/best-seller');
    await expect(page.getByRole('main').getByText('품절', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('구매 불가')).toHaveCount(0);
    await (await openChoices(page, '종류')).getByRole('link', { name: '심지', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/best-seller\?cat=2$/);
    await expect(page.getByRole('list', { name: '적용된 필터' }).getByRole('link')).toHaveText(['심지×']);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('품절', { exact: true })).toHaveCount(0);
  });

  test('the bar keeps its height: one row, no wrapping, at this width in Korean and English', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    for (const lang of ['kr', 'en']) {
      await context.addCookies([{ name: 'shop_lang', value: lang, url: page.url() }]);
      await page.goto('/shop/category/1?price=10-30&in_stock=1&sale=1&rating=4');
      const row = page.getByRole('main').locator('.lbar__row');
      expect((await row.boundingBox())?.height).toBeCloseTo(48, 0);
      const chips = page.getByRole('main').locator('.lbar__chips');
      expect((await chips.boundingBox())?.height).toBeCloseTo(48, 0);
      if (!usesSheet(page)) await expect(page.getByRole('group', { name: /상품 필터|Product filters/ })).toBeVisible();
    }
  });
});

test.describe('product cards', () => {
  test('show the star average beside the review count, and sold out beside the price @desktop', async ({ page }) => {
    await page.goto('/shop/category/1');
    const rated = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: /별점 \d\.\d점, 후기 \d+개/ });
    await expect(rated.first()).toContainText(/★\d\.\d \(\d+\)/);
    const soldOut = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator('.price', { hasText: '품절' }) });
    await expect(soldOut.first()).toBeVisible();
    await expect(soldOut.first().getByRole('button', { name: /장바구니 담기$/ })).toHaveCount(0);
    const name = ((await soldOut.first().getByRole('heading').textContent()) ?? '').trim();
    await soldOut.first().getByRole('heading').getByRole('link').click();
    const info = page.getByRole('region', { name });
    await expect(info.locator('.price', { hasText: '품절' })).toBeVisible();
  });

  test('name their pictograms for screen readers and as a tooltip @desktop', async ({ page }) => {
    await page.goto('/shop/category/1');
    const icon = page
      .getByRole('main')
      .getByRole('list', { name: '상품 특징' })
      .getByRole('img', { name: '친환경' })
      .first();
    await expect(icon).toHaveAttribute('title', '친환경');
  });

  test('the home page’s new and most-wanted rows hold only products that can be bought @desktop', async ({ page }) => {
    await page.goto('/');
    for (const name of ['새로 들어온 상품', '가장 많이 찾는 상품']) {
      const row = page.getByRole('region', { name });
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('article')).toHaveCount(8);
      await expect(row.getByText('품절', { exact: true })).toHaveCount(0);
      await expect(row.getByText('구매 불가')).toHaveCount(0);
    }
  });
});

test('a late web font does not move a category page: the sub-category chips, the bar and the chips keep their rows', async ({
  page,
}) => {
  // Fonts held back as on a slow connection, so that the page is laid out first in the fallback font.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/shop/category/1?price=10-30&in_stock=1');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect(cls).toBeLessThan(0.05);
});

test('search results take the same filters: a price band keeps the keyword and the sort, and its chip takes it off again @desktop', async ({
  page,
}) => {
  await page.goto(`/shop/search?keyword=${encodeURIComponent('소이왁스')}&sort=price_asc`);
  const before = await pricesOf(page);
  expect(before.some((p) => p >= 10_000)).toBe(true);
  await (await openChoices(page, '가격')).getByRole('link', { name: BAND }).click();
  await expect(page).toHaveURL(/price=10-30/);
  await expect(page).toHaveURL(/keyword=%EC%86%8C%EC%9D%B4%EC%99%81%EC%8A%A4/);
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await pricesOf(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p >= 10_000 && p < 30_000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page
    .getByRole('list', { name: '적용된 필터' })
    .getByRole('link', { name: `'${BAND}' 필터 빼기` })
    .click();
  await expect(page).not.toHaveURL(/price=/);
  await expect(page).toHaveURL(/keyword=/);
});
