import { ADMIN, place } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { addToCart, expect, loginAs, loginFreshMember, serverURL, test } from './fixtures';

// The back office's text messages (issue "messages"): the browser-test shop has no SOLAPI account, so
// an order's 알림톡 is kept in the outbox; customer service finds it by the customer's number, reads
// it as the customer would have, and sends it again once the account is set up.

test('customer service finds an order’s kept 알림톡 by the customer’s number and sends it again @desktop', async ({
  page,
  browser,
}) => {
  const mobile = `010-7${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const context = await browser.newContext({ baseURL: serverURL() });
  const shopper = await context.newPage();
  await loginFreshMember(shopper, 'sms');
  const list = await (await shopper.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  let odId = '';
  for (const card of list.data as { it_id: number }[]) {
    const detail = await (await shopper.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length || !detail.purchasable || detail.is_custom) continue;
    const placed = await place(shopper, {
      orderer: { name: '김문자', mobile, email: 'sms-e2e@example.com' },
      recipient: { name: '김문자', mobile: '01044445555', zonecode: '04782', address1: '서울 성동구 성수이로 123' },
      lines: [await addToCart(shopper, card.it_id)],
      payment_method: 'bank',
      depositor_name: '김문자',
      agreements: { order: true, privacy_carrier: true },
    });
    expect(placed.status()).toBe(201);
    odId = (await placed.json()).od_id;
    break;
  }
  await context.close();

  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: '알림톡·문자 발송', level: 1 })).toBeVisible();
  await page.getByLabel('받는 번호').fill(mobile);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/mobile=/);
  const rows = page.getByRole('region', { name: '메시지 목록' }).getByRole('row');
  // The delivery job runs every 10 s: the message is pending, then kept.
  await expect(async () => {
    await page.reload();
    await expect(rows.nth(1)).toContainText('보관(발송 설정 없음)', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const row = rows.nth(1);
  await expect(row).toContainText('주문 접수(입금 안내)');
  await expect(row).toContainText('알림톡');
  await expect(row).toContainText(`${mobile.slice(0, 3)}-****-${mobile.slice(-4)}`);
  await expect(row).toContainText(`주문번호: ${odId}`);
  await expect(row).toContainText('입금 기한:');
  await expectNoSeriousViolations(page);

  // Wait for the call's answer and the page read again after it, not only the click: the audit
  // entry is written by the call, and the old page already shows the kept row.
  const resent = page.waitForResponse(
    (r) => /\/api\/admin\/messages\/\d+\/resend$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  );
  const reread = page.waitForEvent('load');
  await row.getByRole('button', { name: '다시 보내기' }).click();
  expect((await resent).status()).toBe(200);
  await reread;
  // The message waits for the next run (and is kept again, with no account).
  await expect(page).toHaveURL(/mobile=/);
  await expect(rows.nth(1)).toContainText(/발송 대기|보관\(발송 설정 없음\)/);
  const audit = await (await page.request.get('/api/admin/audit-log?entity_type=message&per_page=50')).json();
  expect(audit.data.map((e: { action: string }) => e.action)).toContain('resend');
});
