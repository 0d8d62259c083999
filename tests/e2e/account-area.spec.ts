import type { Browser, Page } from '@playwright/test';
import { ADMIN, place } from '../support/shop-browser';
import { addToCart, expect, loginAs, loginFreshMember, postAs, serverURL, test, tick } from './fixtures';

// The account area's coupons, points and saved addresses, at 1280 and at 390 pixels.

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 500;
const payButton = (page: Page) =>
  isPhone(page)
    ? page.getByRole('button', { name: /^₩[\d,]+ 결제하기$/ })
    : page.getByRole('button', { name: '결제하기', exact: true });

async function confirmDialog(page: Page, text: string | RegExp) {
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: '확인' }).click();
}

/** A product without options that can be bought now, costing at least `minimum` won. */
async function simpleProduct(page: Page, minimum = 0): Promise<{ it_id: number }> {
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_desc&per_page=60')).json();
  for (const card of list.data as { it_id: number; default_price: { value: number } }[]) {
    if ((card.default_price.value ?? 0) < minimum) continue;
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length === 0 && detail.purchasable && !detail.is_custom) return card;
  }
  throw new Error('no simple product');
}

/** The postcode finder cannot load here: the person is told, and types the address. */
async function typeAddress(page: Page, zonecode: string, street: string, detail: string) {
  await page.route('**/postcode.v2.js', (route) => route.abort());
  await page.getByRole('button', { name: '주소 검색' }).click();
  await confirmDialog(page, '우편번호 서비스가 일시적으로 중단되었습니다');
  // The order form names its fields plainly; the address book adds (필수) to the required ones.
  await page.getByRole('textbox', { name: /^우편번호/ }).fill(zonecode);
  await page.getByRole('textbox', { name: /^주소/ }).fill(street);
  await page.getByRole('textbox', { name: '상세 주소', exact: true }).fill(detail);
}

/** An order of the logged-in member placed through the API and brought to delivery by an operator. */
async function deliveredOrder(page: Page, browser: Browser): Promise<string> {
  const placed = await place(page, {
    orderer: { name: '김적립', mobile: '010-2222-3333', email: 'points@example.com' },
    recipient: {
      name: '김적립',
      mobile: '01044445555',
      zonecode: '04782',
      address1: '서울 성동구 성수이로 1',
      address2: '',
    },
    lines: [await addToCart(page, (await simpleProduct(page, 10_000)).it_id)],
    payment_method: 'bank',
    depositor_name: '김적립',
    agreements: { order: true, privacy_carrier: true },
  });
  expect(placed.status()).toBe(201);
  const { od_id: odId } = await placed.json();
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

test.describe('coupons, points and addresses of the account area', () => {
  test('a member takes a coupon in the coupon zone, uses it at checkout saving the address, and finds it used @desktop', async ({
    page,
  }) => {
    await loginFreshMember(page, 'cz');
    await page.goto('/my-page');
    await page.getByRole('link', { name: '쿠폰 0장' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '내 쿠폰' })).toBeVisible();
    await expect(page.getByText('사용할 수 있는 쿠폰이 없습니다.', { exact: false })).toBeVisible();

    const zone = page.getByRole('region', { name: '쿠폰존' });
    await zone.getByRole('button', { name: '5% 할인 (최대 3,000원) 쿠폰 받기' }).click();
    await confirmDialog(page, '쿠폰을 받았습니다.');
    await expect(page.getByRole('link', { name: '사용 가능 1' })).toBeVisible();
    const ticket = page.getByRole('article', { name: '5% 할인 (최대 3,000원)' }).first();
    await expect(ticket).toContainText('최대 ₩3,000 할인');
    await expect(zone.getByRole('button', { name: '5% 할인 (최대 3,000원) 쿠폰 받음' })).toBeDisabled();

    await addToCart(page, (await simpleProduct(page, 20_000)).it_id);
    await page.goto('/shop/cart');
    await page.getByRole('link', isPhone(page) ? { name: /^₩[\d,]+ 주문하기$/ } : { name: '선택 상품 주문' }).click();
    await expect(page).toHaveURL(/\/shop\/order-form/);
    await expect(page.locator('[data-total="total"]').first()).not.toHaveText('—');
    const coupon = page.getByLabel('쿠폰');
    const taken = coupon.locator('option', { hasText: '5% 할인 (최대 3,000원)' });
    await coupon.selectOption((await taken.getAttribute('value')) as string);
    await expect(page.locator('[data-total="discount"]').first()).not.toHaveText('₩0');
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await typeAddress(page, '04524', '서울 중구 세종대로 110', '3층');
    await tick(page.getByRole('checkbox', { name: '배송지 목록에 추가' }));
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await payButton(page).click();
    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
    const odId = /order\/(\d{16})\//.exec(page.url())?.[1] as string;

    await page.goto('/my-page/coupon');
    await page.getByRole('link', { name: '사용 완료 1' }).click();
    await expect(page).toHaveURL(/tab=used/);
    await page.getByRole('link', { name: `주문 ${odId}` }).click();
    await expect(page).toHaveURL(`/my-page/order/${odId}`);

    await page.goto('/my-page/address');
    await expect(page.getByRole('article', { name: /./ }).first()).toContainText('서울 중구 세종대로 110 3층');
  });

  test('a member reads the point ledger after an order’s points, and narrows it by period @desktop', async ({
    page,
    browser,
  }) => {
    await loginFreshMember(page, 'pt');
    const odId = await deliveredOrder(page, browser);
    await page.goto(`/my-page/order/${odId}`);
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: '구매 확정' }).click();
    await confirmDialog(page, '구매를 확정하시겠습니까?');
    await confirmDialog(page, '적립금이 지급되었습니다');

    await page.goto('/my-page');
    await page.getByRole('link', { name: /^적립금 [\d,]+원$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '적립금' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: '구매확정 적립' });
    await expect(entry).toContainText(/\+[\d,]+원/);
    await expect(entry).toContainText(/잔액 [\d,]+원/);
    await tick(page.getByRole('radio', { name: '1개월' }));
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await expect(page).toHaveURL(/period=1m/);
    await page.getByRole('link', { name: `주문 ${odId}` }).click();
    await expect(page).toHaveURL(`/my-page/order/${odId}`);
  });

  test('a member keeps an address book, changes the default, and picks an address on the order form @desktop', async ({
    page,
  }) => {
    await loginFreshMember(page, 'ad');
    await page.goto('/my-page/account');
    await page.getByRole('link', { name: '배송지 관리하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '배송지 관리' })).toBeVisible();

    const add = async (label: string, street: string) => {
      await page.getByRole('button', { name: '새 배송지 추가' }).click();
      await page.getByRole('textbox', { name: '배송지명' }).fill(label);
      await page.getByRole('textbox', { name: /받는 분/ }).fill('김배송');
      await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-9876-5432');
      await typeAddress(page, '06236', street, '5층');
      await page.getByRole('button', { name: '저장' }).click();
      await confirmDialog(page, '배송지를 저장했습니다.');
      await expect(page.getByRole('article', { name: label })).toBeVisible();
    };
    await add('회사', '서울 강남구 테헤란로 152');
    const badge = (label: string) =>
      page.getByRole('article', { name: label }).getByText('기본 배송지', { exact: true });
    await expect(badge('회사')).toBeVisible();
    await add('본가', '부산 해운대구 우동 1');

    // A bad number is answered beside its field.
    await page.getByRole('button', { name: '수정 (본가)' }).click();
    await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('12');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('휴대폰 번호 형식이 올바르지 않습니다.', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1111-2222');
    await page.getByRole('button', { name: '저장' }).click();
    await confirmDialog(page, '배송지를 수정했습니다.');
    await expect(page.getByRole('article', { name: '본가' })).toContainText('010-1111-2222');

    await page.getByRole('button', { name: '기본 배송지로 (본가)' }).click();
    await expect(badge('본가')).toBeVisible();
    await expect(badge('회사')).toBeHidden();

    await addToCart(page, (await simpleProduct(page)).it_id);
    await page.goto('/shop/order-form');
    await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('부산 해운대구 우동 1');
    const saved = page.getByRole('combobox', { name: '배송지 목록' });
    await saved.selectOption({ label: '회사 · 서울 강남구 테헤란로 152' });
    await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue('서울 강남구 테헤란로 152');
    await expect(page.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('06236');

    await page.goto('/my-page/address');
    await page.getByRole('button', { name: '삭제 (회사)' }).click();
    await confirmDialog(page, '배송지를 삭제하시겠습니까?');
    await expect(page.getByRole('article', { name: '회사' })).toBeHidden();
    await expect(page.getByText('저장한 배송지 1 / 20')).toBeVisible();
  });
});
