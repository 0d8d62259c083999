import type { Page } from '@playwright/test';
import { expect, loginFreshMember, postAs, test } from './fixtures';
import { openChoices } from './listing-bar';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

test.describe('catalog', () => {
  test('a shopper goes from a category to a product and sees its price, options and details', async ({ page }) => {
    await page.goto('/shop/category/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstCard = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.locator('article') })
      .first()
      .locator('article')
      .first();
    const name = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
    await firstCard.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/shop\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '위치' })).toBeVisible();
    await expect(page.getByRole('button', { name: '장바구니', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '상세정보' })).toBeVisible();
    await expect(page.getByRole('table', { name: '상품정보 제공고시' })).toBeVisible();
  });

  test('sorting by price puts the cheapest first and filters narrow the list @desktop', async ({ page }) => {
    await page.goto('/shop/category/1');
    await (await openChoices(page, '정렬')).getByRole('link', { name: '낮은 가격순' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = await page.locator('.price__value').allInnerTexts();
    const values = prices.slice(0, 6).map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await (await openChoices(page)).getByRole('link', { name: '품절 제외' }).click();
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByText('품절', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '필터 초기화' }).first()).toBeVisible();
  });

  test('a visitor who taps a heart is asked to log in and sent to login with the way back', async ({ page }) => {
    await page.goto('/shop/category/1');
    await page
      .getByRole('button', { name: /위시리스트$/ })
      .first()
      .click();
    await expect(dialog(page)).toContainText('로그인이 필요합니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fcategory%2F1/);
  });

  test('a member adds to and removes from the wishlist, each after a confirmation; cancel changes nothing @desktop', async ({
    page,
  }) => {
    await loginFreshMember(page, 'cat');
    await page.goto('/shop/category/1');
    const heart = page.getByRole('button', { name: /위시리스트$/ }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(dialog(page)).toContainText('위시리스트에 추가하시겠습니까?');
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(dialog(page)).toContainText('위시리스트에 추가하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The heart stays on after a reload, and the wishlist page lists the product.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/my-page/wish-list');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('위시리스트');
    await expect(page.getByRole('button', { name: /^삭제/ })).toHaveCount(1);

    await page.goto('/shop/category/1');
    await heart.click();
    await expect(dialog(page)).toContainText('위시리스트에서 삭제하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/my-page/wish-list');
    await expect(page.getByText('위시리스트에 담긴 상품이 없습니다.')).toBeVisible();
  });

  test("the wishlist page puts a product in the cart, the header's count follows, and removes it after a confirmation @desktop", async ({
    page,
  }) => {
    await loginFreshMember(page, 'wl');
    const list = await (await page.request.get('/api/v1/products?in_stock=1&per_page=40')).json();
    let product: { it_id: number; it_name: string } | undefined;
    for (const card of list.data as { it_id: number; it_name: string; default_price: { value: number | null } }[]) {
      const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
      if (card.default_price.value && detail.options.length === 0 && detail.purchasable) product = card;
      if (product) break;
    }
    if (!product) throw new Error('no product to add straight to the cart');
    expect((await postAs(page, '/api/v1/my-wish', { it_id: product.it_id })).status()).toBeLessThan(300);

    await page.goto('/my-page/wish-list');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('1개');
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^장바구니/ });
    await expect(cartLink).toHaveAccessibleName('장바구니');
    await page.getByRole('button', { name: `장바구니 담기 ${product.it_name}` }).click();
    await expect(dialog(page)).toContainText('장바구니에 담았습니다.');
    await expect(cartLink).toHaveAccessibleName('장바구니 1개');
    await dialog(page).getByRole('button', { name: '쇼핑 계속하기' }).click();
    await expect(page).toHaveURL(/\/my-page\/wish-list$/);

    const remove = page.getByRole('button', { name: `삭제 ${product.it_name}` });
    await remove.click();
    await expect(dialog(page)).toContainText('위시리스트에서 삭제하시겠습니까?');
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(remove).toBeVisible();
    await remove.click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('위시리스트에 담긴 상품이 없습니다.')).toBeVisible();
    await expect(cartLink).toHaveAccessibleName('장바구니 1개');
  });

  test('the best-seller page shows ranks and the new-item page lists products @desktop', async ({ page }) => {
    await page.goto('/shop/best-seller');
    await expect(page.getByRole('heading', { level: 1, name: '베스트셀러' })).toBeVisible();
    await expect(page.locator('.card__rank').first()).toContainText('1');
    await page.goto('/shop/new-item');
    await expect(page.getByRole('heading', { level: 1, name: '신상품' })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(14);
  });
});

test.describe('catalog on mobile @mobile', () => {
  test('load more appends the next page, and at the last page says so', async ({ page }) => {
    await page.goto('/shop/category/4?sort=newest');
    const cards = page.locator('[data-product-grid] > li');
    const before = await cards.count();
    const more = page.getByRole('button', { name: '더 보기' });
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    for (let i = 0; i < 30; i++) {
      await more.click();
      const d = dialog(page);
      if (await d.isVisible().catch(() => false)) break;
      await page.waitForTimeout(150);
    }
    await expect(dialog(page)).toContainText('마지막 페이지입니다.');
  });
});

test.describe('product gallery @desktop', () => {
  test('the gallery moves with its buttons and thumbnails', async ({ page }) => {
    await page.goto('/shop/category/1');
    await page.locator('article h3 a').first().click();
    const counter = page.locator('[data-gallery-index]');
    await expect(counter).toHaveText('1');
    await page.getByRole('button', { name: '다음 이미지' }).click();
    await expect(counter).toHaveText('2');
    await page.getByRole('button', { name: '3번째 이미지 보기' }).click();
    await expect(counter).toHaveText('3');
  });
});
