import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { dispatchText, expectedDispatch, nextDay } from '../../src/lib/dispatch';
import { isKoreanHoliday } from '../../src/lib/holidays';
import { expect, loginFreshMember, markPopupsReadOnFakeClock, test } from './fixtures';

// The product page as a shopper decides on it: several options as lines, the buy bar and option sheet
// on phones, points, the expected dispatch, coupons to take, photo reviews, restock alerts and the
// products recently viewed on this device.

type Card = { it_id: number; it_name: string; default_price: { value: number | null; model: { op_qty: number } } };
type Option = { io_id: number; stock: number; sold_out: boolean; price: number | null; io_name?: string };
type Detail = { options: Option[]; purchasable: boolean; is_custom: boolean };

async function detailOf(request: APIRequestContext, itId: number): Promise<Detail> {
  return (await (await request.get(`/api/v1/products/${itId}`)).json()) as Detail;
}

/** A product with at least two options in stock. */
async function optioned(request: APIRequestContext): Promise<{ card: Card; options: Option[] }> {
  const list = (await (await request.get('/api/v1/products?in_stock=1&per_page=100')).json()) as { data: Card[] };
  for (const card of list.data) {
    const d = await detailOf(request, card.it_id);
    const open = d.options.filter((o) => !o.sold_out && o.stock >= 3 && o.price);
    if (d.purchasable && !d.is_custom && open.length >= 2) return { card, options: open };
  }
  throw new Error('no product with two options in stock');
}

/** A product without options, in stock. */
async function plain(request: APIRequestContext): Promise<Card> {
  const list = (await (await request.get('/api/v1/products?in_stock=1&per_page=60')).json()) as { data: Card[] };
  for (const card of list.data) {
    if (!card.default_price.value || card.default_price.model.op_qty < 5) continue;
    const d = await detailOf(request, card.it_id);
    if (!d.options.length && d.purchasable && !d.is_custom) return card;
  }
  throw new Error('no plain product');
}

/** A product with a sold-out option beside ones in stock. */
async function withSoldOutOption(request: APIRequestContext): Promise<{ card: Card; option: Option }> {
  const list = (await (await request.get('/api/v1/products?in_stock=1&per_page=100')).json()) as { data: Card[] };
  for (const card of list.data) {
    const d = await detailOf(request, card.it_id);
    const out = d.options.find((o) => o.sold_out);
    if (out && d.options.some((o) => !o.sold_out)) return { card, option: out };
  }
  throw new Error('no product with a sold-out option');
}

const english = async (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([
    { name: 'shop_lang', value: 'en', url: baseURL ?? '' },
    { name: 'shop_currency', value: 'usd', url: baseURL ?? '' },
  ]);

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(장바구니|Cart)/ });
const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('several options at once', () => {
  test('each chosen option is a line with its quantity and price, the total and points follow, and 장바구니 adds them all @desktop', async ({
    page,
  }) => {
    const { card, options } = await optioned(page.request);
    const [a, b] = options as [Option, Option];
    await page.goto(`/shop/product/${card.it_id}`);
    const main = page.getByRole('main');
    const option = main.getByRole('combobox', { name: '옵션' });
    await option.selectOption(String(a.io_id));
    await option.selectOption(String(b.io_id));
    const lines = main.getByRole('list', { name: '선택한 옵션' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await lines
      .first()
      .getByRole('button', { name: /수량 늘리기$/ })
      .click();
    await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');
    const total = 2 * (a.price ?? 0) + (b.price ?? 0);
    await expect(main.getByText('총 상품금액').locator('..').locator('strong')).toHaveText(
      `₩${total.toLocaleString()}`,
    );
    await expect(main.getByText(/회원 가입 시 .*원 적립/)).toHaveText(
      `회원 가입 시 ${Math.floor(total / 100).toLocaleString()}원 적립`,
    );

    // Removable: the second line goes and comes back.
    await lines.nth(1).getByRole('button', { name: /삭제$/ }).click();
    await expect(lines).toHaveCount(1);
    await option.selectOption(String(b.io_id));
    await expect(lines).toHaveCount(2);

    await main.getByRole('button', { name: '장바구니', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('장바구니에 담았습니다.');
    await expect(cartLink(page)).toHaveAccessibleName('장바구니 2개');
    const cart = (await (await page.request.get('/api/v1/cart')).json()) as {
      lines: { option_id: number; quantity: number }[];
    };
    expect(cart.lines.map((l) => [l.option_id, l.quantity]).sort()).toEqual(
      [
        [a.io_id, 2],
        [b.io_id, 1],
      ].sort(),
    );
  });

  test('on a phone the buy bar opens the option sheet, and 바로 구매 opens the order form with both lines @mobile', async ({
    page,
  }) => {
    const { card, options } = await optioned(page.request);
    const [a, b] = options as [Option, Option];
    await page.goto(`/shop/product/${card.it_id}`);
    const bar = page.getByRole('region', { name: '구매하기' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: /위시리스트/ })).toBeVisible();
    await bar.getByRole('button', { name: '바로 구매' }).click();
    const sheet = page.getByRole('dialog', { name: '옵션 선택' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: '옵션' }).selectOption(String(a.io_id));
    await sheet.getByRole('combobox', { name: '옵션' }).selectOption(String(b.io_id));
    await expect(sheet.getByRole('list', { name: '선택한 옵션' }).getByRole('listitem')).toHaveCount(2);
    const total = sheet.getByText('총 상품금액').locator('..').locator('strong');
    expect(won(await total.textContent())).toBe((a.price ?? 0) + (b.price ?? 0));
    await sheet.getByRole('button', { name: '바로 구매' }).click();
    await expect(page).toHaveURL(/\/shop\/order-form\?lines=\d+,\d+$/);
  });

  test('the sheet closes with its close button, and the bar of a product without options adds it directly @mobile', async ({
    page,
  }) => {
    const { card } = await optioned(page.request);
    await page.goto(`/shop/product/${card.it_id}`);
    const bar = page.getByRole('region', { name: '구매하기' });
    await bar.getByRole('button', { name: '장바구니' }).click();
    const sheet = page.getByRole('dialog', { name: '옵션 선택' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toBeHidden();

    const simple = await plain(page.request);
    await page.goto(`/shop/product/${simple.it_id}`);
    await page.getByRole('region', { name: '구매하기' }).getByRole('button', { name: '장바구니' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('장바구니에 담았습니다.');
    await expect(page.getByRole('dialog', { name: '옵션 선택' })).toHaveCount(0);
  });

  test('a member sees the points at the shop’s rate; the buy bar is only for phones @desktop', async ({ page }) => {
    await loginFreshMember(page, 'pts');
    const simple = await plain(page.request);
    await page.goto(`/shop/product/${simple.it_id}`);
    const price = simple.default_price.value ?? 0;
    await expect(page.getByRole('main').getByText(/구매 시 .*원 적립/)).toHaveText(
      `구매 시 ${Math.floor(price / 100).toLocaleString()}원 적립 (1%)`,
    );
    await expect(page.getByRole('region', { name: '구매하기' })).toBeHidden();
  });
});

test.describe('expected dispatch', () => {
  /** The first working day from tomorrow on, at `hour` in Seoul. */
  function workingDayAt(hour: number): Date {
    let day = nextDay(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
    const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    while (weekday(day) === 0 || weekday(day) === 6 || isKoreanHoliday(day)) day = nextDay(day);
    return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`);
  }
  const words = {
    today: '오늘 {hour}시 전 주문 시 오늘 출발',
    tomorrow: '내일 ({weekday}) 출발',
    later: '{date} ({weekday}) 출발',
  };

  test('before the cut-off it ships today; after it, the next working day @desktop', async ({ page }) => {
    const simple = await plain(page.request);
    await markPopupsReadOnFakeClock(page);
    await page.clock.setFixedTime(workingDayAt(10));
    await page.goto(`/shop/product/${simple.it_id}`);
    const line = page.getByRole('main').getByRole('definition').filter({ hasText: '출발' });
    await expect(line).toHaveText('오늘 14시 전 주문 시 오늘 출발');

    const late = workingDayAt(15);
    await page.clock.setFixedTime(late);
    await page.reload();
    const expected = dispatchText(expectedDispatch(late, 14, isKoreanHoliday), 14, 'kr', words);
    expect(expected).not.toContain('오늘');
    await expect(line).toHaveText(expected);
  });
});

test.describe('coupons to take', () => {
  test('a member takes a coupon once; a visitor is asked to log in @desktop', async ({ page, browser, baseURL }) => {
    const simple = await plain(page.request);
    const visitor = await (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
    await markPopupsReadOnFakeClock(visitor);
    await visitor.goto(`/shop/product/${simple.it_id}`);
    const offers = visitor.getByRole('region', { name: '쿠폰 받기' });
    await offers
      .getByRole('button', { name: /쿠폰 받기$/ })
      .first()
      .click();
    await expect(visitor.getByRole('dialog', { name: '로그인이 필요합니다.' })).toBeVisible();
    await visitor.getByRole('dialog', { name: '로그인이 필요합니다.' }).getByRole('button', { name: '확인' }).click();
    await expect(visitor).toHaveURL(/\/login\?redirect=/);
    await visitor.context().close();

    await loginFreshMember(page, 'cpn');
    await page.goto(`/shop/product/${simple.it_id}`);
    const region = page.getByRole('region', { name: '쿠폰 받기' });
    const take = region.getByRole('button', { name: /쿠폰 받기$/ }).first();
    await take.click();
    await expect(region.getByRole('status')).toHaveText('쿠폰을 받았습니다. 주문서에서 사용하실 수 있습니다.');
    await expect(take).toBeDisabled();
    await expect(take).toHaveText('받음');
    await page.reload();
    await expect(region.getByRole('button', { name: /쿠폰 받기$/ }).first()).toBeDisabled();
  });
});

test.describe('photo reviews', () => {
  test('the newest photos show as a grid, and 포토 후기만 lists only reviews with photos @desktop', async ({
    page,
  }) => {
    const photos = (await (await page.request.get('/api/v1/reviews?photo=1&per_page=1')).json()) as {
      data: { it_id: number }[];
    };
    const itId = photos.data[0]?.it_id;
    expect(itId).toBeDefined();
    await page.goto(`/shop/product/${itId}#reviews`);
    const reviews = page.getByRole('region', { name: /구매후기/ });
    await expect(reviews.getByRole('list', { name: '포토 후기' }).getByRole('img').first()).toBeVisible();
    const all = await reviews.getByRole('article').count();
    await reviews.getByRole('link', { name: '포토 후기만' }).click();
    await expect(page).toHaveURL(/review_photo=1/);
    await expect(reviews.getByRole('link', { name: '포토 후기만' })).toHaveAttribute('aria-current', 'true');
    const articles = reviews.getByRole('article');
    const n = await articles.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(all);
    for (let i = 0; i < n; i++) {
      await expect(articles.nth(i).getByRole('list', { name: '후기 사진' })).toBeVisible();
    }
  });
});

test.describe('restock alerts', () => {
  test('a member asks for a sold-out option and takes it back; a visitor is asked to log in @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { card } = await withSoldOutOption(page.request);
    const visitor = await (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
    await markPopupsReadOnFakeClock(visitor);
    await visitor.goto(`/shop/product/${card.it_id}`);
    await visitor.getByRole('region', { name: '재입고 알림' }).getByRole('button').first().click();
    await expect(visitor.getByRole('dialog', { name: '로그인이 필요합니다.' })).toBeVisible();
    await visitor.context().close();

    await loginFreshMember(page, 'rst');
    await page.goto(`/shop/product/${card.it_id}`);
    const region = page.getByRole('region', { name: '재입고 알림' });
    const ask = region.getByRole('button', { name: /재입고 알림$/ }).first();
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await ask.click();
    await expect(ask).toHaveAttribute('aria-pressed', 'true');
    await expect(region.getByRole('status')).toContainText('재입고 알림을 신청했습니다.');
    await page.reload();
    await expect(ask).toHaveAttribute('aria-pressed', 'true');
    await expect(ask).toHaveText('알림 신청됨');
    await ask.click();
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await expect(region.getByRole('status')).toHaveText('재입고 알림 신청을 취소했습니다.');
  });
});

test.describe('restock alerts on a phone', () => {
  test('the buy bar of a sold-out product leads to its restock alert @mobile', async ({ page }) => {
    const list = (await (await page.request.get('/api/v1/products?per_page=100')).json()) as { data: Card[] };
    let soldOut: Card | undefined;
    for (const card of list.data) {
      if (card.default_price.model.op_qty > 0) continue;
      const d = await detailOf(page.request, card.it_id);
      if (!d.options.length) {
        soldOut = card;
        break;
      }
    }
    expect(soldOut).toBeDefined();
    await page.goto(`/shop/product/${soldOut?.it_id}`);
    const bar = page.getByRole('region', { name: '구매하기' });
    await expect(bar.getByRole('button', { name: '바로 구매' })).toHaveCount(0);
    await bar.getByRole('link', { name: '재입고 알림 신청' }).click();
    await expect(
      page.getByRole('region', { name: '재입고 알림' }).getByRole('button', { name: /재입고 알림$/ }),
    ).toBeFocused();
  });
});

test.describe('recently viewed', () => {
  test('products seen on this device show on the product page and their own page, where one or all are removed @desktop', async ({
    page,
    isMobile,
  }) => {
    const list = (await (await page.request.get('/api/v1/products?in_stock=1&per_page=3')).json()) as {
      data: Card[];
    };
    const [a, b, c] = list.data as [Card, Card, Card];
    for (const p of [a, b, c]) await page.goto(`/shop/product/${p.it_id}`);
    const row = page.getByRole('region', { name: '최근 본 상품' });
    await expect(row.getByRole('link', { name: named(b.it_name) })).toBeVisible();
    await expect(row.getByRole('link', { name: named(a.it_name) })).toBeVisible();
    await expect(row.getByRole('link', { name: named(c.it_name) })).toHaveCount(0);

    // Reached from the shell: the header on a wide screen, the side bar's menu on a phone.
    if (isMobile) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page.getByRole('dialog', { name: '메뉴' }).getByRole('link', { name: '최근 본 상품' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: '최근 본 상품' }).click();
    }
    await expect(page).toHaveURL(/\/shop\/recently-viewed$/);
    const mine = page.getByRole('region', { name: '최근 본 상품' });
    await expect(mine.getByRole('listitem')).toHaveCount(3);
    await expect(mine.getByRole('listitem').first()).toContainText(c.it_name);
    await mine.getByRole('button', { name: `${b.it_name} 최근 본 상품에서 삭제` }).click();
    await expect(mine.getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(mine.getByRole('listitem')).toHaveCount(2);
    await mine.getByRole('button', { name: '전체 삭제' }).click();
    await expect(mine.getByText('최근 본 상품이 없습니다.')).toBeVisible();
    await expect(mine.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('in English', () => {
  test('the buying box, dispatch, coupons and recently viewed read in English @desktop', async ({
    page,
    context,
    baseURL,
    isMobile,
  }) => {
    await english(context, baseURL);
    const { card, options } = await optioned(page.request);
    const simple = await plain(page.request);
    await page.goto(`/shop/product/${simple.it_id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('term').filter({ hasText: 'Dispatch' })).toBeVisible();
    await expect(
      main
        .getByRole('definition')
        .filter({ hasText: /^(Order before \d+:00 \(KST\) to ship today|Ships .+ \(\w{3}\))$/ }),
    ).toBeVisible();
    await expect(main.getByText(/^Join and earn [\d,]+ points$/)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Get coupons' })
        .getByRole('button', { name: /^Get coupon: / })
        .first(),
    ).toBeVisible();

    await page.goto(`/shop/product/${card.it_id}`);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
    if (isMobile) {
      await page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Cart' }).click();
      const sheet = page.getByRole('dialog', { name: 'Choose options' });
      await sheet.getByRole('combobox', { name: 'Option' }).selectOption(String(options[0]?.io_id));
      await expect(sheet.getByRole('list', { name: 'Chosen options' }).getByRole('listitem')).toHaveCount(1);
      await expect(sheet.getByRole('button', { name: /^Remove / })).toBeVisible();
    } else {
      await main.getByRole('combobox', { name: 'Option' }).selectOption(String(options[0]?.io_id));
      await expect(main.getByRole('list', { name: 'Chosen options' }).getByRole('listitem')).toHaveCount(1);
      await expect(main.getByRole('button', { name: /^More of / })).toBeVisible();
    }
  });
});

test('장바구니 pressed before the page’s scripts have run adds the product once they have, without leaving the page @desktop', async ({
  page,
}) => {
  const simple = await plain(page.request);
  // The page's own scripts come three seconds late, as on a slow line.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(`/shop/product/${simple.it_id}`, { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: '장바구니', exact: true });
  await expect(add).toBeVisible();
  // DOMContentLoaded, which comes after the page's scripts, has not yet come.
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventStart),
  ).toBe(0);
  await add.click();
  await expect(page.getByRole('alertdialog')).toContainText('장바구니에 담았습니다.', { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe('');
  // The header's badge is an island whose code comes late too.
  await expect(cartLink(page)).toHaveAccessibleName('장바구니 1개', { timeout: 20_000 });
  await page.unrouteAll({ behavior: 'wait' });
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { quantity: number }[] };
  expect(cart.lines.map((l) => l.quantity)).toEqual([1]);
});
