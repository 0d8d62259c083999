import { ADMIN, MEMBER_PASSWORD, registerMember, uniqueId } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test } from './fixtures';

// The back office's members in the browser: an operator finds a member, grants points with a reason,
// and the member reads the entry in their own points ledger.

test('an operator grants a member points and the member sees them in their ledger @desktop', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: serverURL() });
  const member = await context.newPage();
  const id = uniqueId('pts');
  await registerMember(member, id);
  await loginAs(member, id, MEMBER_PASSWORD);
  await loginAs(page, ADMIN.id, ADMIN.password);
  const reason = `리뷰 이벤트 ${Date.now().toString(36)}`;

  await test.step('the member list finds the member by id', async () => {
    await page.goto('/admin/members');
    await page.getByLabel('아이디·이름·이메일·휴대폰').fill(id);
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: id }).click();
  });

  await test.step('an empty reason is refused beside the field; points with a reason are granted', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(id);
    await expectNoSeriousViolations(page);
    const amount = page.getByLabel('적립금 (차감은 -)');
    await amount.fill('2500');
    await page.getByLabel('사유', { exact: true }).fill(' ');
    await page.getByRole('button', { name: '적용' }).click();
    await expect(page.getByLabel('사유', { exact: true })).toHaveAccessibleDescription(/사유를 입력해 주세요\./);
    await page.getByLabel('사유', { exact: true }).fill(reason);
    await page.getByRole('button', { name: '적용' }).click();
    const ledger = page.getByRole('region', { name: '적립금 내역' });
    await expect(ledger.getByRole('row').filter({ hasText: reason })).toContainText('+2,500');
  });

  await test.step('the member reads the entry in /my-page/point', async () => {
    await member.goto('/my-page/point');
    await expect(member.getByText(reason)).toBeVisible();
    await context.close();
  });
});
