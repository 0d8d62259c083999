import type { Page } from '@playwright/test';
import { seoulDateTimeInput } from '../../src/lib/dates';
import { ADMIN, MEMBER_PASSWORD, registerMember, uniqueId } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test } from './fixtures';

// The back office's coupons in the browser at 1280: an operator makes a coupon, issues it to every
// member, and a member finds it among their usable coupons in /my-page/coupon.

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

async function putAs(page: Page, url: string, data: object) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.put(url, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data,
  });
}

test('an operator makes a coupon, issues it to all members, and a member holds it @desktop', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: serverURL() });
  const member = await context.newPage();
  const id = uniqueId('cpa');
  await registerMember(member, id);
  await loginAs(member, id, MEMBER_PASSWORD);
  await loginAs(page, ADMIN.id, ADMIN.password);
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `E2E 전체 지급 ${stamp}`;
  const code = `E2E${stamp}`;
  const fields = {
    code,
    name,
    name_en: `E2E all ${stamp}`,
    discount_type: 'amount',
    discount_value: 1500,
    min_order_amount: 0,
  };
  let couponUrl = '';

  try {
    await test.step('the list opens, and a coupon is made with its fields checked on the server', async () => {
      await page.goto('/admin/coupons');
      await expect(page.getByRole('heading', { name: '쿠폰 관리', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: '쿠폰 관리' })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: '쿠폰 만들기' }).click();
      await expect(page.getByRole('heading', { name: '쿠폰 만들기', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByLabel('쿠폰 코드').fill(code);
      await page.getByRole('textbox', { name: '쿠폰 이름', exact: true }).fill(name);
      await page.getByLabel('영문 쿠폰 이름').fill(fields.name_en);
      await page.getByLabel('할인 방식').selectOption('rate');
      await page.getByLabel('할인 값 (원 또는 %)').fill('10');
      await page.getByRole('button', { name: '쿠폰 만들기' }).click();
      await expect(page.getByLabel('최대 할인 금액 (원)')).toHaveAccessibleDescription(
        /최대 할인 금액을 입력해 주세요/,
      );
      await page.getByLabel('할인 방식').selectOption('amount');
      await page.getByLabel('할인 값 (원 또는 %)').fill('1500');
      await page.getByLabel('종료 일시').fill(seoulDateTimeInput(new Date(Date.now() + 86_400_000)));
      await page.getByRole('button', { name: '쿠폰 만들기' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      couponUrl = new URL(page.url()).pathname.replace('/admin/', '/api/admin/');
      await expectNoSeriousViolations(page);
    });

    await test.step('it is issued to all members and the page says how many', async () => {
      await page.getByRole('button', { name: '전체 회원에게 지급' }).click();
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('status').filter({ hasText: '명에게 지급했습니다' })).toBeVisible();
      const uses = page.getByRole('region', { name: '발급 내역' });
      await expect(uses.getByRole('row').filter({ hasText: id })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('the member finds it among their usable coupons', async () => {
      await member.goto('/my-page/coupon');
      await expect(member.getByText(name)).toBeVisible();
    });
  } finally {
    // The coupon's copies run out at once, so no other test sees one more usable coupon.
    if (couponUrl) {
      const ended = await putAs(page, couponUrl, { ...fields, ends_at: new Date(Date.now() - 1000).toISOString() });
      expect(ended.status()).toBe(200);
    }
    await context.close();
  }
});
