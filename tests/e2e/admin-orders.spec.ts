import type { Browser, Page } from '@playwright/test';
import { ADMIN, logInWithForm, place } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { addToCart, expect, loginAs, loginFreshMember, postAs, serverURL, test, tick } from './fixtures';

// The back office's orders: what an operator does every day, in the browser, at 1280 (and the
// deposit confirmation at 390 too, the one done from a phone).

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** Bank-transfer orders of a new member, placed through the API: their numbers. */
async function bankOrders(browser: Browser, count: number): Promise<string[]> {
  const context = await browser.newContext({ baseURL: serverURL() });
  const page = await context.newPage();
  await loginFreshMember(page, 'adm');
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  const odIds: string[] = [];
  for (const card of list.data as { it_id: number }[]) {
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length || !detail.purchasable || detail.is_custom) continue;
    const placed = await place(page, {
      orderer: { name: '김운영', mobile: '010-2222-3333', email: 'ops-e2e@example.com' },
      recipient: { name: '김운영', mobile: '01044445555', zonecode: '04782', address1: '서울 성동구 성수이로 123' },
      lines: [await addToCart(page, card.it_id)],
      payment_method: 'bank',
      depositor_name: '김운영',
      agreements: { order: true, privacy_carrier: true },
    });
    expect(placed.status()).toBe(201);
    odIds.push((await placed.json()).od_id);
    if (odIds.length === count) break;
  }
  await context.close();
  return odIds;
}

test('an operator confirms a bank deposit from the order page', async ({ page, browser }) => {
  const [odId] = await bankOrders(browser, 1);
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto(`/admin/orders?q=${odId}`);
  await page.getByRole('link', { name: odId as string }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`주문 ${odId}`);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '입금 확인' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  const history = page.getByRole('region', { name: '상태 이력' });
  await expect(history.getByRole('row').last()).toContainText('입금대기 → 결제완료');
  await expect(page.getByRole('button', { name: '입금 확인' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '배송준비중으로 변경' })).toBeVisible();
});

test('a visitor logs in and comes back; selected orders go to preparing and leave by a CSV of tracking numbers @desktop', async ({
  page,
  browser,
}) => {
  const odIds = await bankOrders(browser, 2);
  await test.step('the login flow brings the operator back to the order list', async () => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders$/);
    await expect(dialog(page)).toContainText('로그인이 필요합니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await logInWithForm(page, ADMIN.id, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
  for (const odId of odIds) expect((await postAs(page, `/api/admin/orders/${odId}/deposit`, {})).status()).toBe(200);

  await test.step('select all the paid orders found and move them to preparing', async () => {
    await page.getByLabel('주문 상태').selectOption({ label: '결제완료' });
    await page.getByLabel('주문번호·이름·휴대폰').fill('김운영');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByRole('link', { name: odIds[0] as string })).toBeVisible();
    await expectNoSeriousViolations(page);
    await tick(page.getByRole('checkbox', { name: '이 페이지의 주문 모두 선택' }));
    await page.getByRole('button', { name: '선택 주문 배송준비중 처리' }).click();
    await expect(page.getByRole('status').filter({ hasText: '건 처리' })).toContainText(/^\d+건 처리, 0건 실패$/);
  });

  await test.step('ship both by uploading a CSV; each row reports its result', async () => {
    const csv = [
      'od_id,carrier,tracking',
      ...odIds.map((id, i) => `${id},CJ대한통운,61234567890${i}`),
      '123,CJ대한통운,1',
    ];
    await page.getByLabel('송장 CSV (od_id,carrier,tracking)').setInputFiles({
      name: 'tracking.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv.join('\r\n')}`),
    });
    await page.getByRole('button', { name: '송장 일괄 등록' }).click();
    await expect(page.getByRole('status').filter({ hasText: '건 처리' }).last()).toHaveText('2건 처리, 1건 실패');
    await expect(page.getByRole('listitem').filter({ hasText: '3: 123' })).toContainText(
      '주문번호는 숫자 16자리입니다.',
    );
    await page.goto(`/admin/orders?q=${odIds[1]}`);
    await expect(page.getByRole('row').filter({ hasText: odIds[1] as string })).toContainText('배송중');
  });

  await test.step('the dashboard and the audit log read well to everyone', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '감사 로그' }).click();
    await expect(page.getByRole('region', { name: '감사 로그' })).toContainText('shipping');
    await expectNoSeriousViolations(page);
  });
});
