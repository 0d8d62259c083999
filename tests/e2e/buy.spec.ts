import type { Locator, Page } from '@playwright/test';
import { orderBody, place } from '../support/shop-browser';
import { addToCart, expect, loginFreshMember, serverURL, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 500;

/** A cheap product without options that can be bought now. */
async function simpleProduct(page: Page): Promise<{ it_id: number }> {
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  for (const card of list.data as { it_id: number }[]) {
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length === 0 && detail.purchasable && !detail.is_custom) return card;
  }
  throw new Error('no simple product');
}

/** How many lines the visible text of an element takes (text only for screen readers left out). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
    }
    return tops.size;
  });
}

async function english(page: Page) {
  const url = serverURL();
  await page.context().addCookies([
    { name: 'shop_lang', value: 'en', url },
    { name: 'shop_currency', value: 'usd', url },
  ]);
}

test.describe('buying', () => {
  test('the cart shows the way to free shipping from the server, and on phones the amount on its pay button', async ({
    page,
  }) => {
    await page.goto('/');
    await addToCart(page, (await simpleProduct(page)).it_id);
    await page.goto('/shop/cart');
    const bar = page.getByRole('progressbar', { name: '무료배송까지' });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByText(/^₩[\d,]+ 더 담으면 무료배송$/)).toBeVisible();
    const pay = page.getByRole('link', { name: /^₩[\d,]+ 주문하기$/ });
    if (isPhone(page)) {
      // In reach at once, above the bottom bar, without scrolling to the summary.
      await expect(pay).toBeInViewport();
      expect(await linesOf(pay)).toBe(1);
      await pay.click();
      await expect(page).toHaveURL(/\/shop\/order-form\?lines=\d+/);
      await expect(page.getByRole('button', { name: /^₩[\d,]+ 결제하기$/ })).toBeInViewport();
    } else {
      await expect(pay).toBeHidden();
      await page.getByRole('link', { name: '선택 상품 주문' }).click();
      await expect(page.getByRole('button', { name: '결제하기', exact: true })).toBeVisible();
    }
  });

  test('the order form: log in to earn points, delivery notes, mobile numbers as typed, the account copied @desktop', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await addToCart(page, (await simpleProduct(page)).it_id);
    await page.goto('/shop/order-form');
    await expect(page.locator('[data-total="total"]')).not.toHaveText('—');

    const login = page.getByRole('link', { name: '로그인하고 적립 받기' });
    await expect(login).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/shop/order-form')}&offer=points`,
    );

    const mobile = page.getByRole('textbox', { name: '휴대폰 번호' }).first();
    await mobile.pressSequentially('01012345678');
    await expect(mobile).toHaveValue('010-1234-5678');
    await mobile.press('Backspace');
    await expect(mobile).toHaveValue('010-1234-567');

    const note = page.getByRole('combobox', { name: '배송 메시지' });
    await expect(note.getByRole('option')).toHaveText([
      '배송 메시지를 선택해 주세요',
      '문 앞에 놓아 주세요',
      '경비실에 맡겨 주세요',
      '배송 전에 연락 부탁드립니다',
      '택배함에 넣어 주세요',
      '직접 입력하기',
    ]);
    await note.selectOption('직접 입력하기');
    const own = page.getByRole('textbox', { name: '배송 메시지 직접 입력' });
    await expect(own).toBeFocused();
    await own.fill('벨은 누르지 말아 주세요');

    await page.getByRole('button', { name: '계좌번호 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '복사되었습니다' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[\d-]+$/);

    await login.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Forder-form&offer=points$/);
    // Asked for, not required: no 'login needed' dialog.
    await expect(page.getByLabel('아이디')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a visitor finds their order through 주문 조회 and cancels it while it waits for the deposit @desktop', async ({
    page,
  }) => {
    await page.goto('/');
    const line = await addToCart(page, (await simpleProduct(page)).it_id);
    const placed = await place(page, orderBody([line], { password: 'guest-pass-e2e' }));
    expect(placed.status()).toBe(201);
    const { od_id: odId } = await placed.json();
    await page.context().clearCookies();

    await page.goto('/');
    const orders = isPhone(page)
      ? page.getByRole('navigation', { name: '빠른 메뉴' }).getByRole('link', { name: '주문 조회' })
      : page.getByRole('contentinfo').getByRole('link', { name: '주문 조회' });
    await orders.click();
    await expect(page).toHaveURL(/\/login\?tab=order$/);
    // The tabs' keys work once the page's script has run (before DOMContentLoaded).
    await page.waitForLoadState('domcontentloaded');
    const lookupTab = page.getByRole('tab', { name: '비회원 주문조회' });
    await expect(lookupTab).toHaveAttribute('aria-selected', 'true');
    // The member login is the other tab, reached with the arrow keys too.
    await lookupTab.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '회원 로그인' })).toBeFocused();
    await expect(page.getByLabel('아이디')).toBeVisible();
    await page.getByRole('tab', { name: '회원 로그인' }).press('ArrowRight');
    await expect(page).toHaveURL(/\/login\?tab=order$/);

    const panel = page.getByRole('tabpanel', { name: '비회원 주문조회' });
    await panel.getByLabel('주문번호').fill(odId);
    await panel.getByLabel('주문 비밀번호').fill('guest-pass-e2e');
    await panel.getByRole('button', { name: '조회하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/my_order_view\\?od_id=${odId}$`));
    await expect(page.getByText('입금대기', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: '계좌번호 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '복사되었습니다' })).toBeVisible();

    await page.getByRole('button', { name: '주문 취소' }).click();
    await expect(dialog(page)).toContainText('주문을 취소하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('주문이 취소되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('취소', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  });
});

test.describe('the English shop', () => {
  test('thresholds in whole dollars, counts in English, no "#&" hashtags', async ({ page }) => {
    await english(page);
    await page.goto('/');
    await expect(page.locator('[data-topbar]')).toContainText('Free shipping over $36');
    await addToCart(page, (await simpleProduct(page)).it_id);
    await page.goto('/shop/cart');
    await expect(page.getByText('1 selected · 1 unit')).toBeVisible();
    await expect(page.getByText(/^Free shipping from \$36 \(otherwise \$\d+\.\d\d\)/)).toBeVisible();
    await expect(page.getByText(/^Add \$\d+\.\d\d more for free shipping$/)).toBeVisible();

    // Wood Sage & Sea Salt: one hashtag of the name's words, no "#&".
    const found = await (await page.request.get('/api/v1/search?keyword=Wood%20Sage')).json();
    const product = (found.data as { it_id: number; it_name_en: string }[]).find((p) => p.it_name_en.includes('&'));
    expect(product).toBeDefined();
    await page.goto(`/shop/product/${product?.it_id}`);
    await expect(page.getByRole('main')).toContainText('#WoodSageSeaSalt');
    await expect(page.getByRole('main')).not.toContainText('#&');
  });

  test('notifications are in English: the one an order sends, stored in both languages @desktop', async ({ page }) => {
    // A member of its own: the demo member's notifications are read and deleted by other tests.
    await english(page);
    await loginFreshMember(page, 'en');
    const line = await addToCart(page, (await simpleProduct(page)).it_id);
    expect((await place(page, orderBody([line]))).status()).toBe(201);
    await page.goto('/my-page/notification');
    await expect(page.getByRole('link', { name: 'We have your order' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('주문이 접수되었습니다');
  });
});

test.describe('English at 390 px @mobile', () => {
  test('the side bar names its groups in English, and the bottom bar, header and tabs keep each label on one line', async ({
    page,
  }) => {
    await english(page);
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Quick menu' });
    for (const item of await bottom.locator(':scope > * > span').all()) expect(await linesOf(item)).toBe(1);
    await expect(bottom.getByRole('link', { name: 'Order lookup' })).toHaveAttribute('href', '/login?tab=order');
    const header = page.getByRole('banner');
    for (const control of [...(await header.getByRole('link').all()), ...(await header.getByRole('button').all())])
      if ((await control.isVisible()) && (await control.getAttribute('href')) !== '/')
        expect(await linesOf(control)).toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('searchbox').or(menu.getByRole('textbox')).first()).toHaveAttribute(
      'placeholder',
      'Search the shop',
    );
    await expect(menu).not.toContainText(/[가-힣]/);
    await page.keyboard.press('Escape');

    await page.goto('/login?tab=order');
    for (const tab of await page.getByRole('tab').all()) expect(await linesOf(tab)).toBe(1);
    await expect(page.getByRole('tab', { name: 'Guest order lookup' })).toHaveAttribute('aria-selected', 'true');
  });
});
