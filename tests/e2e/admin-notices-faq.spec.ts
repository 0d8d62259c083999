import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test } from './fixtures';

// Notices and the FAQ in the content studio, at 1280: both notice boards listed with each notice's
// history, and the FAQ put in order from the keyboard; visitors see the new order at once.

/** A row's title as its buttons name it (without the 고정 badge). */
async function titleOf(row: Locator): Promise<string> {
  return ((await row.getByRole('rowheader').textContent()) ?? '').replace('고정', '').trim();
}

/** Presses 순서 저장 and waits for the shop to take the order (the page is then read again). */
async function saveOrder(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/content/faq/order'));
  const reread = page.waitForEvent('load');
  await page.getByRole('button', { name: '순서 저장' }).click();
  expect((await saved).status()).toBe(200);
  await reread;
}

test('an editor moves an FAQ question up from the keyboard, saves the order and a visitor sees it @desktop', async ({
  page,
  browser,
}) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/faq');
  await expect(page.getByRole('heading', { name: 'FAQ 관리', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  const rows = page.getByRole('region', { name: '질문 목록' }).getByRole('row');
  const secondQuestion = await titleOf(rows.nth(2));
  const firstQuestion = await titleOf(rows.nth(1));

  const up = page.getByRole('button', { name: `${secondQuestion} 위로` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  await expect(page.getByText(`${secondQuestion}: 1번째로 옮겼습니다.`)).toBeAttached();
  await saveOrder(page);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(secondQuestion);

  try {
    const visitor = await browser.newContext({ baseURL: serverURL() });
    const faq = await visitor.newPage();
    await faq.goto('/customer/faq');
    // Each question is a disclosure (a group); the first one shown is the one moved to the top.
    await expect(faq.getByRole('main').getByRole('group').first()).toContainText(secondQuestion);
    await visitor.close();
  } finally {
    // Back as it was, for the other tests on this shop.
    await page.getByRole('button', { name: `${secondQuestion} 아래로` }).click();
    await saveOrder(page);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(firstQuestion);
  }
});

test('the notices of both boards are listed, and a notice’s history opens from its row @desktop', async ({ page }) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/notices');
  await expect(page.getByRole('heading', { name: '공지사항 관리', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('navigation', { name: '게시판' }).getByRole('link', { name: 'TSSA 공지' }).click();
  await expect(page).toHaveURL(/board=tssa/);
  const first = page.getByRole('region', { name: '공지 목록' }).getByRole('row').nth(1);
  const title = await titleOf(first);
  await first.getByRole('link', { name: `${title} 변경 기록` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '변경 기록', level: 2 })).toBeVisible();
  await expectNoSeriousViolations(page);
});
