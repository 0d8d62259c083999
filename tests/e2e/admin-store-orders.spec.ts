import type { Page } from '@playwright/test';
import { ADMIN, MEMBER_PASSWORD, postAs, registerMember, uniqueId } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test, tick } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

// The back office's store purchases in the browser: an operator records a purchase at the store's
// counter on a member (picked by a search), with a typed line and one filled from a shop product,
// points given; a bad quantity is refused beside the lines; the member reads it in /my-page/store-order.

test('an operator records a store purchase and the member sees it in their store purchases @desktop', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: serverURL() });
  const member = await context.newPage();
  const id = uniqueId('store');
  await registerMember(member, id);
  await loginAs(member, id, MEMBER_PASSWORD);
  await loginAs(page, ADMIN.id, ADMIN.password);
  const receipt = `S-${Date.now().toString(36).toUpperCase()}`;

  await test.step('the list opens the form', async () => {
    await page.goto('/admin/store-orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('매장 구매 관리');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: '매장 구매 기록' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('매장 구매 기록');
  });

  await test.step('the member is picked by a search', async () => {
    await page.getByLabel('회원 찾기 (아이디·이름·휴대폰)').fill(id);
    await page.getByRole('button', { name: '회원 검색' }).click();
    await page.getByRole('button', { name: new RegExp(`\\(${id}\\) 고르기`) }).click();
    await expect(page.locator('[data-member-name]')).toContainText(id);
  });

  await test.step('a typed line and a line filled from a shop product; a quantity of 0 is refused', async () => {
    await page.getByLabel('영수증 번호').fill(receipt);
    await page.getByLabel('품목 1 이름').fill('매장 전용 포장');
    await page.getByLabel('품목 1 수량').fill('0');
    await page.getByLabel('품목 1 단가').fill('3000');
    await page.getByLabel('쇼핑몰 상품에서 찾기 (상품명·번호)').fill('왁스');
    await page.getByRole('button', { name: '상품 검색' }).click();
    await page
      .getByRole('button', { name: /품목에 넣기$/ })
      .first()
      .click();
    await expect(page.getByLabel('품목 2 이름')).not.toHaveValue('');
    await expect(page.getByLabel('품목 2 단가')).not.toHaveValue('');
    await tick(page.getByRole('checkbox', { name: /적립금으로 지급/ }));
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: '구매 기록' }).click();
    await expect(page.getByText('#1: 수량은 1개 이상이어야 합니다.')).toBeVisible();
    await expect(page.getByLabel('품목 1 수량')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('품목 1 수량').fill('2');
    await page.getByRole('button', { name: '구매 기록' }).click();
  });

  await test.step('the record opens, with its total and points', async () => {
    await expect(page).toHaveURL(/\/admin\/store-orders\/\d+\?created=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`매장 구매 ${receipt}`);
    const items = page.getByRole('region', { name: '구매 품목' });
    await expect(items.getByRole('row').filter({ hasText: '매장 전용 포장' })).toContainText('6,000원');
    await expect(page.getByText(/점 지급$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the member reads it in /my-page/store-order', async () => {
    await member.goto('/my-page/store-order');
    await expect(member.getByText(receipt)).toBeVisible();
    await expect(member.getByText('매장 전용 포장')).toBeVisible();
    await context.close();
  });
});

test('an operator corrects a store purchase and then deletes it; the member sees each change @desktop', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: serverURL() });
  const member = await context.newPage();
  const id = uniqueId('store');
  await registerMember(member, id);
  await loginAs(member, id, MEMBER_PASSWORD);
  await loginAs(page, ADMIN.id, ADMIN.password);
  const receipt = `E-${Date.now().toString(36).toUpperCase()}`;
  const found = await (await page.request.get(`/api/admin/store-orders/members?q=${id}`)).json();
  const made = await postAs(page, '/api/admin/store-orders', {
    member_id: found.data[0].id,
    store_name: '에반스캔들 성수 쇼룸',
    receipt_no: receipt,
    purchased_at: new Date(Date.now() - 3_600_000).toISOString(),
    items: [{ name: '캔들 심지 세트', quantity: 1, price: 4000 }],
    grant_points: false,
  });
  expect(made.status()).toBe(201);
  const { data } = await made.json();

  await test.step('the quantity is corrected and the record shows the new amount', async () => {
    await page.goto(`/admin/store-orders/${data.id}`);
    await page.getByLabel('품목 1 수량').fill('3');
    await expect(page.locator('[data-total]')).toHaveText('12,000원');
    await page.getByRole('button', { name: '저장' }).click();
    const items = page.getByRole('region', { name: '구매 품목' });
    await expect(items.getByRole('row').filter({ hasText: '캔들 심지 세트' })).toContainText('12,000원');
    await member.goto('/my-page/store-order');
    await expect(member.getByRole('article').filter({ hasText: receipt })).toContainText('12,000');
  });

  await test.step('the record is deleted after a confirmation, and the member no longer sees it', async () => {
    await page.getByRole('button', { name: '구매 내역 삭제' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/admin\/store-orders\?deleted=1$/);
    await expect(page.getByRole('status').filter({ hasText: '매장 구매 내역이 삭제되었습니다.' })).toBeVisible();
    await member.goto('/my-page/store-order');
    await expect(member.getByText(receipt)).toHaveCount(0);
    await context.close();
  });
});
