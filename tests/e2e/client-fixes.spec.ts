import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, loginFreshMember, postAs, searchField, test } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until nothing more arrives that could move the page (pictures, late fonts swapping in). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until the header has turned compact and its transition has run out (two frames for it to
 * start, then every running animation in it finished), instead of a fixed pause.
 */
async function headerCompact(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner).toHaveAttribute('data-compact', '');
  await banner.evaluate(async (el) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  });
}

/** Scrolls the window to y (as a person would, by the wheel) and waits until it is there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  return y;
}

/** The element's top edge and the sticky header's bottom edge, in viewport pixels. */
async function topBelowHeader(page: Page, target: Locator): Promise<{ top: number; headerBottom: number }> {
  const top = (await target.boundingBox())?.y ?? Number.NaN;
  const header = await page.getByRole('banner').boundingBox();
  return { top: Math.round(top), headerBottom: Math.round((header?.y ?? 0) + (header?.height ?? 0)) };
}

/**
 * Clicks where the element is drawn, as a person does. (A locator's click first scrolls the element
 * into view, and a browser scrolls a stuck sticky element "into view" at its place in the page flow.)
 */
async function clickWhereShown(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not shown');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type Card = { it_id: number; default_price: { value: number | null; model: { op_qty: number } } };

/** A product on sale whose card adds it straight to the cart (no options to choose). */
async function plainProduct(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/v1/products?in_stock=1&per_page=40')).json()) as { data: Card[] };
  for (const card of list.data) {
    if (!card.default_price.value || card.default_price.model.op_qty < 5) continue;
    const detail = (await (await page.request.get(`/api/v1/products/${card.it_id}`)).json()) as { options: unknown[] };
    if (detail.options.length === 0) return card.it_id;
  }
  throw new Error('no product without options in stock');
}

test.describe('closing a dialog leaves the page where it was and gives focus back', () => {
  test('the wishlist confirm, answered either way, keeps the scroll position and refocuses the heart', async ({
    page,
  }) => {
    await loginFreshMember(page, 'dlg');
    await page.goto('/shop/category/1');
    await settled(page);
    const heart = page.getByRole('button', { name: /위시리스트$/ }).nth(4);
    await heart.scrollIntoViewIfNeeded();
    // Scrolled, the header turns compact with a short transition; a locator's click during it would
    // scroll the page again to find a still target, which a person's click never does.
    await headerCompact(page);
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(0);

    await clickWhereShown(page, heart);
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await scrollY(page)).toBe(y);
    await expect(heart).toBeFocused();

    await clickWhereShown(page, heart);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await scrollY(page)).toBe(y);
    await expect(heart).toBeFocused();
  });

  test('"continue shopping" on the added-to-cart dialog keeps the product page where it was', async ({ page }) => {
    const id = await plainProduct(page);
    await page.goto(`/shop/product/${id}`);
    await settled(page);
    const add = page.getByRole('main').getByRole('button', { name: '장바구니', exact: true });
    await add.scrollIntoViewIfNeeded();
    const y = await scrollTo(page, (await scrollY(page)) + 120);
    // The purchase box is sticky on desktop: a locator's click would scroll the page to the box's place
    // in the flow first; a person clicks it where it is drawn, once the header has turned compact.
    await headerCompact(page);
    expect(await scrollY(page)).toBe(y);

    await clickWhereShown(page, add);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('장바구니에 담았습니다.');
    await dialog.getByRole('button', { name: '쇼핑 계속하기' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await scrollY(page)).toBe(y);
    await expect(add).toBeFocused();
    // Still there after the closing dialog has faded and gone.
    await page.waitForTimeout(400);
    expect(await scrollY(page)).toBe(y);
  });

  test('the language confirm: cancel keeps the place, and the page in the other language opens at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await settled(page);
    const y = await scrollTo(page, 900);
    const button = page.getByRole('button', { name: /언어와 통화 바꾸기/ });
    await clickWhereShown(page, button);
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await scrollY(page)).toBe(y);
    await expect(button).toBeFocused();

    await clickWhereShown(page, button);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: /Change language and currency/ })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await scrollY(page)).toBe(0);
    // And back to Korean, again from further down the page.
    await scrollTo(page, 900);
    await clickWhereShown(page, page.getByRole('button', { name: /Change language and currency/ }));
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: /언어와 통화 바꾸기/ })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('review rating @desktop', () => {
  test('the rating starts at 5 points and clicking 5 keeps it: a required rating is never cleared', async ({
    page,
  }) => {
    await loginAs(page, 'demo', 'demo1234!');
    await page.goto('/my-page/product-review');
    const form = page.getByRole('form', { name: '후기 쓰기' });
    // The last product the member may review, so as not to meet the other review tests' first one.
    const choice = form.getByLabel('상품');
    const last = await choice.locator('option').last().getAttribute('value');
    await choice.selectOption(last ?? '');
    const five = form.getByRole('radio', { name: /5점/ });
    await expect(five).toHaveAttribute('aria-checked', 'true');
    await five.click();
    await expect(five).toHaveAttribute('aria-checked', 'true');
    await five.click();
    await expect(five).toHaveAttribute('aria-checked', 'true');
    await form.getByRole('radio', { name: /3점/ }).click();
    await form.getByRole('radio', { name: /3점/ }).click();
    await expect(form.getByRole('radio', { name: /3점/ })).toHaveAttribute('aria-checked', 'true');
    await five.click();
    await form
      .getByRole('textbox', { name: /후기/ })
      .fill(`불을 붙이기 전에도 향이 좋아요. ${Date.now().toString(36)}`);
    await form.getByRole('button', { name: '등록하기' }).click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
    await expect(dialog).toContainText('후기가 등록되었습니다.');
    await expect(page.getByText('별점을 선택해 주세요.')).toHaveCount(0);
  });
});

test.describe('mobile header @mobile', () => {
  test('a member with a cart badge and a notification badge sees a one-row header that stays on screen', async ({
    page,
  }) => {
    await loginFreshMember(page, 'hdr');
    expect((await postAs(page, '/api/v1/cart/lines', { it_id: await plainProduct(page), quantity: 1 })).ok()).toBe(
      true,
    );
    await page.goto('/shop/category/1');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '장바구니 1개' })).toBeVisible();
    await expect(header.getByRole('link', { name: /마이페이지/ })).toBeVisible();
    await expect(header.getByRole('button', { name: /언어와 통화 바꾸기/ })).toBeVisible();
    await expect(header.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);

    await scrollTo(page, 1500);
    const scrolled = await header.boundingBox();
    expect(scrolled?.y).toBe(0);
    expect(scrolled?.height).toBeLessThanOrEqual(64);
    await header.getByRole('link', { name: '장바구니 1개' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
  });

  test('product search on a phone is in the bottom bar (the one-row header has no search box)', async ({ page }) => {
    await page.goto('/shop/category/1');
    await expect(searchField(page.getByRole('banner'), '상품 검색')).toBeHidden();
    await page.getByRole('navigation', { name: '빠른 메뉴' }).getByRole('link', { name: '상품 검색' }).click();
    await expect(page).toHaveURL(/\/shop\/search$/);
    const box = searchField(page, '검색어');
    await box.fill('소이캔들');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: "'소이캔들' 검색 결과" })).toBeVisible();
  });

  test('a visitor with no badges sees the same one-row header: badges change no height', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  });
});

test.describe('desktop header @desktop', () => {
  test('the header stays at the top when scrolling, compact, with the cart and the menu at hand', async ({ page }) => {
    await page.goto('/shop/category/1');
    const header = page.getByRole('banner');
    const full = (await header.boundingBox())?.height ?? 0;
    const firstCard = await page.getByRole('main').getByRole('article').first().boundingBox();

    await scrollTo(page, 1200);
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(full);
    expect((await header.boundingBox())?.y).toBe(0);
    await expect(header.getByRole('link', { name: /^장바구니/ })).toBeInViewport();
    await expect(header.getByRole('button', { name: '전체 상품' })).toBeInViewport();
    // Shrinking the header moves nothing below it.
    await scrollTo(page, 0);
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(full);
    expect((await page.getByRole('main').getByRole('article').first().boundingBox())?.y).toBe(firstCard?.y);
  });
});

test.describe('hash links', () => {
  test('a product page link to its reviews and questions lands just below the sticky header', async ({ page }) => {
    const list = (await (await page.request.get('/api/v1/products?per_page=1')).json()) as { data: Card[] };
    const id = list.data[0]?.it_id;
    await page.goto(`/shop/product/${id}#reviews`);
    const reviews = page.getByRole('region', { name: /구매후기/ });
    // The header shrinks to its stuck height with a short transition once the page has scrolled,
    // so the landing is read once the page has settled rather than at the first frame below 400.
    await expect
      .poll(async () => {
        const at = await topBelowHeader(page, reviews);
        return at.headerBottom > 0 && at.top < 400 ? Math.abs(at.top - at.headerBottom) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(2);

    await page.getByRole('navigation', { name: '상품 정보 메뉴' }).getByRole('link', { name: '상품문의' }).click();
    await expect(page).toHaveURL(/#qna$/);
    const qna = page.locator('#qna');
    await expect
      .poll(async () => {
        const at = await topBelowHeader(page, qna);
        return Math.abs(at.top - at.headerBottom);
      })
      .toBeLessThanOrEqual(2);
  });
});
