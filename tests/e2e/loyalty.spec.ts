import { ADMIN, DEMO } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { answerConfirm, expect, loginAs, test } from './fixtures';

// Loyalty in the browser: the member's tier on /my-page with the progress to the next one (Korean and
// English), and review moderation in the back office, where a removal needs its reason.

test('the demo member sees their tier, its points rate and how far the next tier is, in Korean and English', async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO.id, DEMO.password);
  await page.goto('/my-page');
  const card = page.getByRole('region', { name: '회원 등급' });
  await expect(card.getByRole('paragraph').filter({ hasText: /^웰컴$/ })).toBeVisible();
  await expect(card.getByText('구매확정 적립률 1%')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: '실버 등급까지 진행률' })).toBeVisible();
  await expect(card.getByText(/^실버 등급까지 [\d,]+원 남았어요\.$/)).toBeVisible();
  await card.getByText('등급 안내').click();
  await expect(card.getByRole('row', { name: /VIP/ })).toContainText('1,500,000원 이상');
  await expectNoSeriousViolations(page);

  await context.addCookies([{ name: 'shop_lang', value: 'en', url: page.url() }]);
  await page.reload();
  const english = page.getByRole('region', { name: 'Membership tier' });
  await expect(english.getByRole('paragraph').filter({ hasText: /^Welcome$/ })).toBeVisible();
  await expect(english.getByText(/more to reach Silver\.$/)).toBeVisible();
});

test('an operator narrows the reviews by stars, and removing one asks for its reason first @desktop', async ({
  page,
}) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { name: '후기 관리', level: 1 })).toBeVisible();
  await page.getByLabel('별점', { exact: true }).selectOption('5');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/rating=5/);
  const rows = page.getByRole('region', { name: '후기 목록' }).getByRole('row');
  await expect(rows.nth(1).getByLabel('별점 5점')).toBeVisible();
  await expectNoSeriousViolations(page);

  const first = rows.nth(1);
  const total = await page.locator('.admin-count').textContent();
  await first.getByText('삭제', { exact: true }).click();
  await first.getByRole('button', { name: '후기 삭제' }).click();
  await answerConfirm(page);
  const reason = first.getByLabel('삭제 사유');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('삭제 사유를 2자 이상 입력해 주세요.');
  await expect(page.locator('.admin-count')).toHaveText(total ?? '');
});
