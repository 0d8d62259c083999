import { loginFreshMember, postAs } from '../support/shop-browser';
import { expect, serverURL, test } from './fixtures';
import { dialog, saveFormulaThroughApi, skipTour } from './studio-helpers';

test('a member renames, duplicates, opens in the studio and deletes a formula from my page', async ({ page }) => {
  await skipTour(page);
  await loginFreshMember(page, 'formula');
  const name = `저녁 정원 ${Date.now().toString(36)}`;
  const id = await saveFormulaThroughApi(page, name, postAs);

  await page.goto(`/my-page/formula/${id}/show`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} 미리보기` })).toBeVisible();

  const renamed = `${name} 2`;
  await page.getByRole('button', { name: '이름 바꾸기' }).click();
  await dialog(page).getByRole('textbox').fill(renamed);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: '복제' }).click();
  await expect(dialog(page)).toContainText('배합을 복제했습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/my-page/formula/${id}/show$`));
  await expect(page).toHaveURL(/\/my-page\/formula\/\d+\/show$/);

  await page.goto('/my-page/formula');
  await expect(page.getByRole('heading', { level: 1, name: /나의 향 배합/ })).toContainText('2');

  await page.goto(`/my-page/formula/${id}/show`);
  await page.getByRole('button', { name: '삭제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('배합을 삭제했습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/my-page\/formula$/);
  await expect(page.getByRole('heading', { level: 1, name: /나의 향 배합/ })).toContainText('1');

  await page.getByRole('button', { name: /스튜디오에서 열기/ }).click();
  await expect(page).toHaveURL(/\/custom\/fragrance$/);
  await expect(page.getByRole('region', { name: '노트 배합' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '배합 변경 저장' })).toBeVisible();
});

test("another member's formula is not found, and a visitor is sent to log in @desktop", async ({ page, browser }) => {
  await loginFreshMember(page, 'owner');
  const id = await saveFormulaThroughApi(page, '남의 배합', postAs);
  const other = await browser.newContext({ baseURL: serverURL() });
  const stranger = await other.newPage();
  await loginFreshMember(stranger, 'other');
  const res = await stranger.goto(`/my-page/formula/${id}/show`);
  expect(res?.status()).toBe(404);
  await other.close();
  await page.context().clearCookies();
  await page.goto('/my-page/formula');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-page%2Fformula/);
});
