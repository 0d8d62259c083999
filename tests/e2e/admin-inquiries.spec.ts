import type { Browser } from '@playwright/test';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, loginFreshMember, postAs, serverURL, test } from './fixtures';

// The back office's inquiry queue in the browser: a 1:1 inquiry answered at a desk and read by its
// member, and a product question answered from a phone.

/** A new member's browser context, with a question of theirs sent through the API: the context and its id. */
async function asked(browser: Browser, url: string, body: object) {
  const context = await browser.newContext({ baseURL: serverURL() });
  const page = await context.newPage();
  await loginFreshMember(page, 'ask');
  const res = await postAs(page, url, body);
  expect(res.status()).toBe(201);
  return { page, id: (await res.json()).data.id as number };
}

test('an operator answers a 1:1 inquiry from the dashboard and its member reads the answer @desktop', async ({
  page,
  browser,
}) => {
  const title = `배송 문의 ${Date.now().toString(36)}`;
  const member = await asked(browser, '/api/v1/inquiries', {
    category: 'order',
    title,
    body: '지난주에 주문한 소이왁스가 아직 오지 않았어요.',
  });
  await loginAs(page, ADMIN.id, ADMIN.password);

  await test.step('the dashboard count opens the waiting 1:1 inquiries', async () => {
    await page.goto('/admin');
    await page
      .getByRole('link', { name: /^\d+건$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?kind=inquiry&answered=0$/);
    await expect(page.getByLabel('문의 종류')).toHaveValue('inquiry');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: title }).click();
  });

  await test.step('an empty answer is refused beside the field; a written one is sent', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('region', { name: '문의자' })).toContainText('ask');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByLabel('답변 내용')).toHaveAccessibleDescription(/답변을 입력해 주세요\./);
    await expect(page.getByLabel('답변 내용')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('답변 내용').fill('오늘 출고되어 내일 도착합니다. 기다려 주셔서 감사합니다.');
    await page.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByRole('heading', { name: '답변 수정' })).toBeVisible();
    await expect(page.getByText(/^답변 등록: /)).toBeVisible();
  });

  await test.step('the member reads the answer on their inquiry', async () => {
    await member.page.goto(`/my-page/inquiry/${member.id}/show`);
    await expect(member.page.getByRole('region', { name: '에반스캔들의 답변' })).toContainText(
      '오늘 출고되어 내일 도착합니다.',
    );
    await member.page.context().close();
  });
});

test('an operator answers a product question from a phone @mobile', async ({ page, browser }) => {
  const context = await browser.newContext({ baseURL: serverURL() });
  const list = await (await context.request.get('/api/v1/products?per_page=1')).json();
  await context.close();
  const title = `향 지속 시간 ${Date.now().toString(36)}`;
  const member = await asked(browser, '/api/v1/product-inquiries', {
    it_id: list.data[0].it_id,
    title,
    body: '캔들에 넣으면 향이 몇 시간 정도 가나요?',
  });
  await member.page.context().close();
  await loginAs(page, ADMIN.id, ADMIN.password);

  await page.goto('/admin/inquiries?kind=product&answered=0');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoSeriousViolations(page);
  const answer = page.getByLabel('답변 내용');
  await answer.fill('약 40시간 연소되며, 향은 끝까지 유지됩니다.');
  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByRole('heading', { name: '답변 수정' })).toBeVisible();
  await expect(answer).toHaveValue('약 40시간 연소되며, 향은 끝까지 유지됩니다.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.goto(`/admin/inquiries?kind=product&answered=1&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('답변완료');
});
