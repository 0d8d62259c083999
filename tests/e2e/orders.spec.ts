import type { Browser, Page } from '@playwright/test';
import { ADMIN, addToCart as addLine, addToCartOnProductPage, place } from '../support/shop-browser';
import { expect, loginAs, loginFreshMember, postAs, serverURL, test, tick } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** A product that can be bought, with its option chosen on the product page. */
async function addFirstBuyable(page: Page) {
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=popular&per_page=20')).json();
  const product = list.data[0];
  await page.goto(`/shop/product/${product.it_id}`);
  await addToCartOnProductPage(page);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  return product;
}

/** Products without options that can be bought, cheapest first. */
async function simpleProducts(page: Page, count: number): Promise<{ it_id: number; it_name: string }[]> {
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  const found: { it_id: number; it_name: string }[] = [];
  for (const card of list.data as { it_id: number; it_name: string }[]) {
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length === 0 && detail.purchasable && !detail.is_custom) found.push(card);
    if (found.length === count) break;
  }
  return found;
}

/** An order of the logged-in member placed through the API, waiting for its payment. */
async function placeOrder(page: Page, method: 'bank' | 'toss'): Promise<{ odId: string; total: number }> {
  const [product] = await simpleProducts(page, 1);
  const placed = await place(page, {
    orderer: { name: '김데모', mobile: '010-2222-3333', email: 'demo@example.com' },
    recipient: {
      name: '김데모',
      mobile: '01044445555',
      zonecode: '04782',
      address1: '서울 성동구 성수이로 123',
      address2: '2층',
    },
    lines: [await addLine(page, product?.it_id as number)],
    payment_method: method,
    ...(method === 'bank' ? { depositor_name: '김데모' } : {}),
    agreements: { order: true, privacy_carrier: true },
  });
  expect(placed.status()).toBe(201);
  const body = await placed.json();
  return { odId: body.od_id, total: body.order.amounts.total };
}

/** A delivered order of the logged-in member: placed by bank transfer, moved on by an operator. */
async function deliveredOrder(page: Page, browser: Browser): Promise<string> {
  const { odId } = await placeOrder(page, 'bank');
  const ops = await browser.newContext({ baseURL: serverURL() });
  const opsPage = await ops.newPage();
  await loginAs(opsPage, ADMIN.id, ADMIN.password);
  for (const body of [
    { status: 'paid' },
    { status: 'preparing' },
    { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' },
    { status: 'delivered' },
  ]) {
    expect((await postAs(opsPage, `/api/admin/orders/${odId}/status`, body)).status()).toBe(200);
  }
  await ops.close();
  return odId;
}

/**
 * Stands in for Toss Payments' browser script (which this network cannot reach): the widgets draw a
 * labelled choice of methods and terms, and every call is recorded on window.__toss.
 */
type FakeToss = { __toss: { amounts: number[]; rendered: string[]; request: Record<string, string> | null } };

const FAKE_TOSS_SDK = `
window.__toss = { amounts: [], rendered: [], request: null };
window.TossPayments = (clientKey) => ({
  widgets: ({ customerKey }) => ({
    setAmount: async (a) => { window.__toss.amounts.push(a.value); },
    renderPaymentMethods: async ({ selector }) => {
      window.__toss.rendered.push('methods');
      document.querySelector(selector).innerHTML =
        '<fieldset><legend>토스 결제 수단</legend><label><input type="radio" name="toss" checked> 신용·체크카드</label></fieldset>';
    },
    renderAgreement: async ({ selector }) => {
      window.__toss.rendered.push('agreement');
      document.querySelector(selector).textContent = '토스 약관 동의';
    },
    requestPayment: async (o) => { window.__toss.request = { ...o, clientKey }; },
  }),
});`;

async function fillAddressByHand(page: Page) {
  // The postcode script cannot load: the shopper is told and types the address.
  await page.route('**/postcode.v2.js', (route) => route.abort());
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(dialog(page)).toContainText('우편번호 서비스가 일시적으로 중단되었습니다');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.getByRole('textbox', { name: '우편번호', exact: true }).fill('04524');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울 중구 세종대로 110');
  await page.getByRole('textbox', { name: '상세 주소', exact: true }).fill('3층');
}

/** A visitor's order form for one buyable product, with the orderer and an address typed by hand. */
async function visitorOrderForm(page: Page) {
  await addFirstBuyable(page);
  await page.goto('/shop/cart');
  await page.getByRole('link', { name: '선택 상품 주문' }).click();
  await page.waitForLoadState('load');
  await page.getByLabel('이름').first().fill('박손님');
  await page.getByLabel('휴대폰 번호').first().fill('010-3456-7890');
  await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
  await fillAddressByHand(page);
}

test.describe('ordering @desktop', () => {
  test.describe.configure({ mode: 'serial' });

  test('a member orders by bank transfer with a coupon and points, sees the confirmation and cancels', async ({
    page,
  }) => {
    await loginAs(page, 'demo', 'demo1234!');
    await addFirstBuyable(page);
    await page.goto('/shop/cart');
    await page.getByRole('link', { name: '선택 상품 주문' }).click();
    await expect(page).toHaveURL(/\/shop\/order-form\?lines=/);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: '주문서 작성' })).toBeVisible();
    await expect(page.locator('[data-total="total"]')).not.toHaveText('—');
    await fillAddressByHand(page);
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    const coupon = page.getByLabel('쿠폰');
    const offers = await coupon.locator('option').count();
    if (offers > 1) await coupon.selectOption({ index: 1 });
    // Points: the demo member holds over 4,000; 1,000 is the minimum to use.
    const before = (await page.locator('[data-total="total"]').textContent()) ?? '';
    await page.getByRole('spinbutton', { name: '적립금 사용' }).fill('1000');
    await page.getByRole('spinbutton', { name: '적립금 사용' }).dispatchEvent('change');
    await expect(page.locator('[data-total="points_used"]')).toHaveText('−₩1,000');
    await expect(page.locator('[data-total="total"]')).not.toHaveText(before);
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '입금 안내' })).toBeVisible();

    await page.getByRole('link', { name: '주문 상세 보기' }).click();
    await expect(page).toHaveURL(/\/my-page\/order\/\d{16}$/);
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: '주문 취소' }).click();
    await expect(dialog(page)).toContainText('주문을 취소하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('주문이 취소되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.locator('.order__status')).toHaveText('취소');
  });

  test('a member asks for a return in the shop dialog: cancel sends nothing, an empty reason cannot be sent', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'demo', 'demo1234!');
    const odId = await deliveredOrder(page, browser);
    await page.goto(`/my-page/order/${odId}`);
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: '반품 요청' }).click();
    const ask = page.getByRole('dialog', { name: '반품 요청' });
    await expect(ask).toContainText('반품 사유를 적어 주세요.');
    const reason = ask.getByRole('textbox', { name: '반품 사유' });
    await expect(reason).toBeFocused();
    await expect(ask.getByRole('button', { name: '확인' })).toBeDisabled();
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(ask).toBeHidden();
    await expect(page.locator('.order__status')).toHaveText('배송완료');

    await page.getByRole('button', { name: '반품 요청' }).click();
    await page.getByRole('textbox', { name: '반품 사유' }).fill('향이 주문한 것과 달라요');
    await page.getByRole('dialog', { name: '반품 요청' }).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('반품 요청이 접수되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.locator('.order__status')).toHaveText('반품요청');
  });

  test('card payment shows Toss methods when chosen, follows the quote amount, and pays the stored order', async ({
    page,
  }) => {
    await page.route('https://js.tosspayments.com/v2/standard', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_TOSS_SDK }),
    );
    await loginAs(page, 'demo', 'demo1234!');
    await addFirstBuyable(page);
    await page.goto('/shop/cart');
    await page.getByRole('link', { name: '선택 상품 주문' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('[data-total="total"]')).not.toHaveText('—');
    await fillAddressByHand(page);
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await expect(page.getByRole('group', { name: '토스 결제 수단' })).toBeHidden();
    await tick(page.getByRole('radio', { name: '카드 · 간편결제 (토스페이먼츠)' }));
    await expect(page.getByRole('group', { name: '토스 결제 수단' })).toBeVisible();
    await expect(page.getByText('토스 약관 동의')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '입금자명' })).toBeHidden();
    const shown = Number((await page.locator('[data-total="total"]').textContent())?.replace(/\D/g, ''));
    await expect.poll(() => page.evaluate(() => (window as unknown as FakeToss).__toss.amounts.at(-1))).toBe(shown);

    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as FakeToss).__toss.request)).not.toBeNull();
    const request = (await page.evaluate(() => (window as unknown as FakeToss).__toss.request)) ?? {};
    expect(request.orderId).toMatch(/^\d{16}$/);
    expect(request.clientKey).toBe('test_ck_e2e');
    expect(request.successUrl).toMatch(/\/shop\/payment_confirm$/);
    const order = await (await page.request.get(`/api/v1/orders/${request.orderId}`)).json();
    expect(order.order.status).toBe('awaiting_deposit');
    expect(await page.evaluate(() => (window as unknown as FakeToss).__toss.amounts.at(-1))).toBe(
      order.order.amounts.total,
    );
  });

  test('when Toss cannot be loaded, choosing card payment says so and bank transfer stays', async ({ page }) => {
    await page.route('https://js.tosspayments.com/v2/standard', (route) => route.abort());
    await addFirstBuyable(page);
    await page.goto('/shop/cart');
    await page.getByRole('link', { name: '선택 상품 주문' }).click();
    await page.waitForLoadState('load');
    await tick(page.getByRole('radio', { name: '카드 · 간편결제 (토스페이먼츠)' }));
    await expect(page.getByRole('status').filter({ hasText: '카드 · 간편결제를 불러오지 못했습니다' })).toBeVisible();
    await tick(page.getByRole('radio', { name: '무통장입금' }));
    await expect(page.getByRole('textbox', { name: '입금자명' })).toBeVisible();
  });

  test('a visitor orders with an order password and looks the order up later', async ({ page, browser }) => {
    await addFirstBuyable(page);
    await page.goto('/shop/cart');
    await page.getByRole('link', { name: '선택 상품 주문' }).click();
    await page.getByLabel('이름').first().fill('박손님');
    await page.getByLabel('휴대폰 번호').first().fill('010-3456-7890');
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await fillAddressByHand(page);
    await page.getByLabel('입금자명').fill('박손님');
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('guest-pass-1');
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill('guest-pass-1');
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
    const odId = /order\/(\d{16})\/confirm/.exec(page.url())?.[1] as string;

    // The browser that placed it sees the order, and an errorMessage code in the address as the shop's message.
    await page.goto(`/shop/my_order_view?od_id=${odId}&errorMessage=PAY_PROCESS_CANCELED`);
    await expect(page.getByRole('dialog', { name: '오류' })).toContainText('결제를 취소했습니다.');
    await expect(page.getByText(odId)).toBeVisible();

    // Another browser: the order needs its password.
    const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await otherContext.addInitScript(() => {
      const now = new Date().toISOString();
      localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
    });
    const other = await otherContext.newPage();
    await other.goto(`/shop/my_order_view?od_id=${odId}`);
    await expect(other.getByRole('heading', { name: '비회원 주문 조회' })).toBeVisible();
    await other.getByLabel('주문 비밀번호').fill('guest-pass-1');
    await other.getByRole('button', { name: '조회하기' }).click();
    await expect(other.getByText(odId)).toBeVisible();
    await otherContext.close();
  });
});

test.describe('order pages @desktop', () => {
  test("as a member, /shop/my_order_view?od_id=<own order>&errorMessage=<code> shows the code's message in the shop dialog on the order page; free text shows nothing", async ({
    page,
  }) => {
    await loginFreshMember(page, 'ord');
    const { odId } = await placeOrder(page, 'bank');
    await page.goto(`/shop/my_order_view?od_id=${odId}&errorMessage=REJECT_CARD_COMPANY`);
    await expect(page).toHaveURL(new RegExp(`/my-page/order/${odId}\\?errorMessage=REJECT_CARD_COMPANY$`));
    const shown = page.getByRole('dialog', { name: '오류' });
    await expect(shown).toContainText('카드사에서 결제를 거절했습니다.');
    await shown.getByRole('button', { name: '확인' }).click();
    await expect(shown).toBeHidden();

    // Text of the link's author's choosing, markup or not, is never put in the shop's mouth.
    const markup = '<img src=x onerror="window.__injected=1">환불은 010-0000-0000으로 전화 주세요';
    await page.goto(`/my-page/order/${odId}?errorMessage=${encodeURIComponent(markup)}`);
    await expect(page.getByText(odId).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('010-0000-0000')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });

  test('a card order not paid yet: the confirmation says so and links to the order, where Pay now opens Toss at the stored amount', async ({
    page,
  }) => {
    await page.route('https://js.tosspayments.com/v2/standard', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_TOSS_SDK }),
    );
    await loginFreshMember(page, 'ord');
    const { odId, total } = await placeOrder(page, 'toss');
    await page.goto(`/shop/order/${odId}/confirm`);
    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되지 않았습니다' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '결제 미완료' })).toBeVisible();
    await expect(page.getByText('결제가 완료되었습니다')).toHaveCount(0);
    await page.getByRole('link', { name: '주문 상세에서 결제하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-page/order/${odId}$`));
    await page.waitForLoadState('load');

    await page.getByRole('button', { name: '지금 결제하기' }).click();
    await expect(page.getByRole('group', { name: '토스 결제 수단' })).toBeVisible();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as FakeToss).__toss.request)).not.toBeNull();
    const request = (await page.evaluate(() => (window as unknown as FakeToss).__toss.request)) ?? {};
    expect(request.orderId).toBe(odId);
    expect(request.successUrl).toMatch(/\/shop\/payment_confirm$/);
    expect(await page.evaluate(() => (window as unknown as FakeToss).__toss.amounts.at(-1))).toBe(total);
  });

  test('the order form is drawn by the server with its lines and amounts, before any script runs', async ({ page }) => {
    await loginFreshMember(page, 'ord');
    const [product] = await simpleProducts(page, 1);
    const line = await addLine(page, product?.it_id as number);
    const html = await (await page.request.get(`/shop/order-form?lines=${line}`)).text();
    const summary = html.slice(html.indexOf('summary-title'));
    expect(summary).toContain(product?.it_name as string);
    expect(summary).toMatch(/data-total="total"[^>]*>₩[\d,]+</);
    expect(html).toContain('name="orderer.name"');
  });

  test("a quote answered late adds its error beside the zonecode and takes away neither the person's own error nor their place", async ({
    page,
  }) => {
    await visitorOrderForm(page);
    // From here on every quote is held back until the test lets it through, as on a slow connection
    // (a fixed delay would race the typing below on a busy machine).
    let answered = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/checkout/quote', async (route) => {
      // Playwright's own client asks the server here: a kept-alive socket the server closed as it was
      // reused (its 5 s idle limit) is asked again once on a new one, as a browser does.
      const response = await route.fetch().catch((err: Error) => {
        if (!/ECONNRESET|socket hang up/.test(err.message)) throw err;
        return route.fetch();
      });
      await held;
      await route.fulfill({ response });
      answered += 1;
    });
    const zonecode = page.getByRole('textbox', { name: '우편번호', exact: true });
    await zonecode.fill('0452');
    await page.getByLabel('입금자명').fill('박손님'); // leaving the zonecode asks for a quote
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('guest-pass-1');
    const confirmation = page.getByRole('textbox', { name: '비밀번호 확인', exact: true });
    await confirmation.fill('guest-pass-2');
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(answered).toBe(0);

    release();
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(zonecode).toHaveAttribute('aria-invalid', 'true');
    await expect(zonecode).toHaveAccessibleDescription('우편번호는 숫자 5자리입니다.');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the server's field errors show beside their fields, the first scrolled to, and clear when the field is edited", async ({
    page,
  }) => {
    await visitorOrderForm(page);
    const zonecode = page.getByRole('textbox', { name: '우편번호', exact: true });
    await zonecode.fill('0452');
    await page.getByLabel('입금자명').fill('박손님');
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('guest-pass-1');
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill('guest-pass-2');
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));

    // Told before anything is sent: the confirmation does not match.
    await page.getByRole('button', { name: '결제하기' }).click();
    const confirmation = page.getByRole('textbox', { name: '비밀번호 확인', exact: true });
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    await confirmation.fill('guest-pass-1');
    await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');

    // The server's 422 names recipient.zonecode: the message is at that field, not in a dialog.
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(zonecode).toHaveAttribute('aria-invalid', 'true');
    await expect(zonecode).toHaveAccessibleDescription('우편번호는 숫자 5자리입니다.');
    await expect(zonecode).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(() => zonecode.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(100);
    await expect
      .poll(() => zonecode.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(140);
    await zonecode.fill('04524');
    await expect(zonecode).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('우편번호는 숫자 5자리입니다.')).toHaveCount(0);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
  });

  test("the order form without ?lines= orders the cart's selected lines", async ({ page }) => {
    await loginFreshMember(page, 'ord');
    const [chosen, left] = await simpleProducts(page, 2);
    await addLine(page, chosen?.it_id as number);
    const leftLine = await addLine(page, left?.it_id as number);
    const patch = await page.request.patch(`/api/v1/cart/lines/${leftLine}`, {
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent(
          (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
        ),
        Accept: 'application/json',
      },
      data: { selected: false },
    });
    expect(patch.status()).toBe(200);

    await page.goto('/shop/order-form');
    const summary = page.getByRole('complementary', { name: '주문 상품' });
    await expect(summary.getByRole('listitem')).toHaveCount(1);
    await expect(summary.getByRole('listitem')).toContainText(chosen?.it_name as string);
    await expect(page.locator('[data-total="total"]')).not.toHaveText('—');
    await expect(page.getByRole('button', { name: '결제하기' })).toBeEnabled();
  });
});

test.describe('ordering on a phone @mobile', () => {
  test('a member checks out by bank transfer and the confirmation fits the screen, the next step first', async ({
    page,
  }) => {
    await loginFreshMember(page, 'ord');
    const [product] = await simpleProducts(page, 1);
    await addLine(page, product?.it_id as number);
    await page.goto('/shop/cart');
    await page.getByRole('link', { name: '선택 상품 주문' }).click();
    await expect(page).toHaveURL(/\/shop\/order-form\?lines=/);
    await page.waitForLoadState('load');
    await expect(page.locator('[data-total="total"]')).not.toHaveText('—');
    await fillAddressByHand(page);
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();

    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '입금 안내' })).toBeVisible();
    await expect(page.getByText('입금자명')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const next = await page.getByRole('link', { name: '주문 상세 보기' }).boundingBox();
    const more = await page.getByRole('link', { name: '쇼핑 계속하기' }).boundingBox();
    expect(next && more && next.y < more.y).toBe(true);
  });
});
