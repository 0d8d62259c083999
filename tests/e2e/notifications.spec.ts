import type { Page } from '@playwright/test';
import { logInThroughLoginPage, READER } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const account = (page: Page) => page.getByRole('navigation', { name: '내 계정' });
const item = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

// The seeded second demo member (reader) has three notifications, two unread; the steps change them, so they run once.
test.describe('notifications @mobile', () => {
  test('the demo member reads one, the badge drops, then deletes one and all after confirming', async ({ page }) => {
    await logInThroughLoginPage(page, READER.id, READER.password);
    await page.goto('/my-page/notification');
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    await expect(account(page).getByRole('link', { name: /읽지 않은 알림 2건/ })).toBeVisible();
    await expect(page.getByText('전체 3건 · 읽지 않은 알림 2건')).toBeVisible();

    await test.step('opening an unread one marks it read and follows its link', async () => {
      await expect(item(page, '3,000원 쿠폰이 도착했어요.').getByText('읽지 않음', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: '3,000원 쿠폰이 도착했어요.' }).click();
      await expect(page).toHaveURL(/\/my-page\/coupon$/);
      await page.goto('/my-page/notification');
      await expect(item(page, '3,000원 쿠폰이 도착했어요.').getByText('읽지 않음', { exact: true })).toBeHidden();
      await expect(account(page).getByRole('link', { name: /읽지 않은 알림 1건/ })).toBeVisible();
    });

    await test.step('deleting the last unread one refetches the list and clears the badge in place', async () => {
      await page.getByRole('button', { name: '삭제 상품 문의에 답변이 등록되었습니다.' }).click();
      await expect(dialog(page)).toContainText('이 알림을 삭제하시겠습니까?');
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page.getByText('전체 2건 · 읽지 않은 알림 0건')).toBeVisible();
      await expect(item(page, '상품 문의에 답변이 등록되었습니다.')).toHaveCount(0);
      await expect(account(page).getByRole('link', { name: /읽지 않은 알림/ })).toHaveCount(0);
      await expect(account(page).getByRole('link', { name: '마이페이지' })).toBeVisible();
    });

    await test.step('delete all asks first; cancel keeps the list, confirm empties it', async () => {
      await page.getByRole('button', { name: '모두 삭제' }).click();
      await expect(dialog(page)).toContainText('알림을 모두 삭제하시겠습니까?');
      await dialog(page).getByRole('button', { name: '취소' }).click();
      await expect(page.getByText('전체 2건 · 읽지 않은 알림 0건')).toBeVisible();
      await page.getByRole('button', { name: '모두 삭제' }).click();
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page.getByText('받은 알림이 없습니다.')).toBeVisible();
      await expect(page.getByRole('button', { name: '모두 삭제' })).toBeHidden();
      await page.reload();
      await expect(page.getByText('받은 알림이 없습니다.')).toBeVisible();
    });
  });
});

test('the notification page has no serious or critical accessibility violations @mobile', async ({ page }) => {
  await loginAs(page, READER.id, READER.password);
  await page.goto('/my-page/notification');
  await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
