import type { Browser, Page } from '@playwright/test';
import { type FakeToss, startFakeToss } from '../support/fake-toss';
import { ADMIN, place } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { addToCart, expect, loginAs, loginFreshMember, postAs, serverURL, test } from './fixtures';

// The back office's answers after a sale: one line of a card order cancelled and refunded in part at
// the local Toss stand-in, and a return approved, received and refunded. At 1280.

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const confirm = async (page: Page) => dialog(page).getByRole('button', { name: '확인' }).click();

/** Toss's API for this worker's server (serve.ts asks it at the server's port + 20). */
const tossStandIn = () => startFakeToss('test_sk_e2e', Number(new URL(serverURL()).port) + 20);

type Card = { it_id: number; it_name: string; price: number };

/** A new member's order of two plain products, placed through the API; answers the member's page too. */
async function memberOrder(browser: Browser, payment: 'toss' | 'bank') {
  const context = await browser.newContext({ baseURL: serverURL() });
  const page = await context.newPage();
  await loginFreshMember(page, 'ret');
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  const cards: Card[] = [];
  for (const card of list.data as { it_id: number; it_name: string }[]) {
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length || !detail.purchasable || detail.is_custom) continue;
    cards.push({ it_id: card.it_id, it_name: card.it_name, price: detail.default_price.value });
    if (cards.length === 2) break;
  }
  const lines = [];
  for (const c of cards) lines.push(await addToCart(page, c.it_id));
  const placed = await place(page, {
    orderer: { name: '김반품', mobile: '010-2222-3333', email: 'returns-e2e@example.com' },
    recipient: { name: '김반품', mobile: '01044445555', zonecode: '04782', address1: '서울 성동구 성수이로 123' },
    lines,
    payment_method: payment,
    ...(payment === 'bank' ? { depositor_name: '김반품' } : {}),
    agreements: { order: true, privacy_carrier: true },
  });
  expect(placed.status()).toBe(201);
  const answer = await placed.json();
  return { member: page, odId: answer.od_id as string, total: answer.order.amounts.total as number, cards };
}

let toss: FakeToss | undefined;
test.afterEach(async () => {
  await toss?.close();
  toss = undefined;
});

test('an operator cancels one line of a card order, refunded in part at Toss, and the member sees it @desktop', async ({
  page,
  browser,
}) => {
  toss = await tossStandIn();
  const { member, odId, total, cards } = await memberOrder(browser, 'toss');
  const [first] = cards as [Card, Card];
  const key = `pk_e2e_lines_${odId}`;
  const back = await member.request.get(`/shop/payment_confirm?paymentKey=${key}&orderId=${odId}&amount=${total}`, {
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);

  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto(`/admin/orders/${odId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`주문 ${odId}`);
  await expectNoSeriousViolations(page);
  await page.getByRole('spinbutton', { name: first.it_name }).fill('1');
  await page.getByRole('textbox', { name: '취소 사유' }).last().fill('품절');
  await page.getByRole('button', { name: '선택 상품 취소' }).click();
  await confirm(page);

  const refunds = page.getByRole('region', { name: '취소·환불 내역' }).first();
  await expect(refunds).toContainText('부분 취소');
  await expect(refunds).toContainText(first.it_name);
  await expect(page.getByRole('region', { name: '상태 이력' }).first()).toContainText('부분 취소');
  const cancels = toss.calls.filter((c) => c.path === `/v1/payments/${key}/cancel`).map((c) => c.body);
  expect(cancels).toEqual([{ cancelReason: '품절', cancelAmount: first.price }]);
  await expectNoSeriousViolations(page);

  await member.goto(`/my-page/order/${odId}`);
  await expect(member.getByRole('heading', { name: '취소·환불 내역' })).toBeVisible();
  await expect(member.getByText('취소로 환불된 금액')).toBeVisible();
  await member.context().close();
});

test('an operator finds a return in the claims inbox, approves it, receives it and sends the bank refund @desktop', async ({
  page,
  browser,
}) => {
  const { member, odId } = await memberOrder(browser, 'bank');
  await loginAs(page, ADMIN.id, ADMIN.password);
  expect((await postAs(page, `/api/admin/orders/${odId}/deposit`, {})).status()).toBe(200);
  expect((await postAs(page, `/api/admin/orders/${odId}/status`, { status: 'preparing' })).status()).toBe(200);
  const ship = { carrier: 'CJ대한통운', tracking_number: '612345678901' };
  expect((await postAs(page, `/api/admin/orders/${odId}/ship`, ship)).status()).toBe(200);
  expect((await postAs(page, `/api/admin/orders/${odId}/status`, { status: 'delivered' })).status()).toBe(200);
  expect((await postAs(member, `/api/v1/orders/${odId}/return`, { reason: '향이 생각과 달라요' })).status()).toBe(200);
  await member.context().close();

  await page.goto('/admin/orders');
  await page.getByRole('link', { name: '반품·교환 요청함' }).click();
  await page.getByRole('link', { name: odId }).click();
  const claim = page.getByRole('region', { name: '반품 요청' });
  await expect(claim).toContainText('향이 생각과 달라요');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '반품 승인 (회수)' }).click();
  const history = page.getByRole('region', { name: '상태 이력' }).first();
  await expect(history.getByRole('row').last()).toContainText('반품요청 → 반품승인');

  await page.getByLabel('환불 은행').fill('국민은행');
  await page.getByLabel('환불 계좌번호').fill('123-456-789012');
  await page.getByLabel('예금주').fill('김반품');
  await page.getByRole('button', { name: '반품 수령 · 환불' }).click();
  await confirm(page);
  await expect(history.getByRole('row').last()).toContainText('반품승인 → 반품완료');
  const refunds = page.getByRole('region', { name: '취소·환불 내역' }).first();
  await expect(refunds).toContainText('국민은행 123-456-789012');
  const done = page.waitForResponse(
    (r) =>
      new RegExp(`^/api/admin/orders/${odId}/refunds/\\d+/done$`).test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST',
  );
  const reread = page.waitForEvent('load');
  await refunds.getByRole('button', { name: '환불 완료 처리' }).click();
  await confirm(page);
  expect((await done).status()).toBe(200);
  await reread;
  await expect(refunds.getByRole('button', { name: '환불 완료 처리' })).toHaveCount(0);
  await expect(refunds.getByRole('cell', { name: '환불 완료', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
