import { startOAuthStandIn } from '../support/oauth-standin';
import { uniqueId } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginFreshMember, serverURL, test } from './fixtures';

// Kakao sign-in in the browser, against the stand-in at the test server's port + 40 (serve.ts points
// the shop there): a visitor signs up with Kakao, agreeing on the shop's page; a member links Kakao on
// the account page and is signed in by it the next time.

let standIn: Awaited<ReturnType<typeof startOAuthStandIn>> | undefined;
test.beforeAll(async () => {
  standIn = await startOAuthStandIn(Number(new URL(serverURL()).port) + 40);
});
test.afterAll(async () => standIn?.stop());

const person = () => ({
  id: String(Math.floor(Math.random() * 1e10)),
  email: `${uniqueId('kk')}@example.com`,
  name: '박카카오',
  mobile: '+82 10-3333-4444',
});

test('a visitor signs up with Kakao: the shop asks only for the agreements, then they are signed in @desktop', async ({
  page,
}) => {
  const who = person();
  standIn?.signInAs(who);
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();
  await expect(page).toHaveURL(/\/register\/social$/);
  await expect(page.getByRole('heading', { name: '간편 회원가입', level: 1 })).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue(who.email);
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-3333-4444');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible();
  await page.getByLabel('이용약관 동의').check();
  await page.getByLabel('개인정보 수집 및 이용 동의').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { name: '박카카오님, 반갑습니다' })).toBeVisible();
});

test('a member links Kakao on the account page and Kakao signs them in the next time @desktop', async ({
  page,
  context,
}) => {
  await loginFreshMember(page, 'lk');
  const who = person();
  standIn?.signInAs(who);
  await page.goto('/my-page/account');
  const panel = page.getByRole('heading', { name: '간편 로그인' }).locator('..');
  await panel.getByRole('listitem').filter({ hasText: '카카오' }).getByRole('link', { name: '연결하기' }).click();
  await expect(page).toHaveURL(/\/my-page\/account\?social=linked$/);
  await expect(page.getByRole('status').filter({ hasText: '간편 로그인을 연결했습니다.' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: '카카오' })).toContainText(who.email);
  const name = await page.getByLabel('이름').inputValue();

  await context.clearCookies();
  standIn?.signInAs(who);
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { name: `${name}님, 반갑습니다` })).toBeVisible();
});
