import type { Page } from '@playwright/test';
import { logInWithForm, registerWithForm } from '../support/shop-browser';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const id = `e2e${Date.now().toString(36)}`;
const email = `${id}@example.com`;
let password = 'Candle-light-42';

async function accept(page: Page, text?: RegExp | string) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
}

const login = (page: Page, pw = password) => logInWithForm(page, id, pw);

async function outboxLink(page: Page, pattern: RegExp): Promise<string> {
  const ctx = page.request;
  await ctx.get('/readyz');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const admin = await page.context().browser()!.newContext({ baseURL: page.url() });
  await admin.request.get('/readyz');
  const token = (await admin.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? xsrf;
  await admin.request.post('/api/v1/login', {
    data: { mb_id: 'admin', password: 'admin-test-pass-1' },
    headers: { 'X-XSRF-TOKEN': token },
  });
  const mails = (await (await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`)).json()).data as {
    body: string;
  }[];
  await admin.close();
  const hit = mails.map((m) => pattern.exec(m.body)?.[0]).find(Boolean);
  expect(hit).toBeTruthy();
  return hit as string;
}

test('a shopper signs up, logs out, and logs in again', async ({ page }) => {
  await registerWithForm(page, { id, password, name: '김향기', mobile: '010-2345-6789', email });
  await accept(page, '회원가입');
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('김향기님, 반갑습니다');
  await page.getByRole('main').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '내 계정' }).getByRole('link', { name: '로그인' })).toBeVisible();
});

test('sign-up shows field messages beside the fields', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('아이디').fill(id);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible();
  await expect(page.getByLabel('이름')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('이름').fill('김');
  await expect(page.getByLabel('이름')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a protected page says login is required, then login returns to it', async ({ page }) => {
  await page.goto('/my-page/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-page%2Faccount$/);
  await accept(page, '로그인이 필요합니다.');
  await login(page);
  await expect(page).toHaveURL(/\/my-page\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원 정보');
});

test('find id by mail and reset the password through the mailed link', async ({ page }) => {
  await page.goto('/forgot-password');
  const findId = page.locator('[data-find-id]');
  await findId.getByLabel('이름').fill('김향기');
  await findId.getByLabel('이메일').fill(email);
  await findId.getByRole('button', { name: '아이디 찾기' }).click();
  await accept(page, '아이디를 보내');
  const reset = page.locator('[data-forget-password]');
  await reset.getByLabel('아이디').fill(id);
  await reset.getByLabel('이메일').fill(email);
  await reset.getByRole('button', { name: '재설정 링크 받기' }).click();
  await accept(page);
  const link = await outboxLink(page, /https?:\/\/\S+\/shop\/reset\?token=[\w-]{43}/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  password = 'Fresh-reed-77x';
  await page.getByLabel('새 비밀번호').fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await accept(page, '비밀번호가 변경되었습니다');
  await expect(page).toHaveURL(/\/login$/);
  await login(page);
  await expect(page).toHaveURL(/\/my-page$/);
});

test('change the password, then leave the shop', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmy-page%2Faccount');
  await accept(page);
  await login(page);
  await expect(page).toHaveURL(/\/my-page\/account$/);
  const form = page.locator('[data-password]');
  await form.getByLabel('현재 비밀번호').fill(password);
  await form.getByLabel('새 비밀번호').fill('Wick-and-wax-9');
  await form.getByLabel('비밀번호 확인').fill('Wick-and-wax-9');
  await form.getByRole('button', { name: '비밀번호 변경' }).click();
  await accept(page, '비밀번호가 변경되었습니다.');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'Wick-and-wax-9');
  await expect(page).toHaveURL(/\/my-page$/);
  await page.goto('/my-page/account');
  const leave = page.locator('[data-unregister]');
  await leave.getByLabel('비밀번호 확인').fill('Wick-and-wax-9');
  await leave.getByRole('button', { name: '탈퇴하기' }).click();
  await accept(page, '정말 탈퇴하시겠습니까?');
  await accept(page, '탈퇴가 완료되었습니다');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await login(page, 'Wick-and-wax-9');
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
});

test('a press on the login form before its script has run sends nothing, and never puts the password in the address', async ({
  page,
}) => {
  // The page's scripts never arrive, as on a connection that drops them.
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('아이디').fill('someone');
  await page.getByLabel('비밀번호', { exact: true }).fill('never-in-a-url-42');
  const button = page.getByRole('main').getByRole('button', { name: '로그인', exact: true });
  await expect(button).toBeDisabled();
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  expect(page.url()).not.toContain('never-in-a-url-42');
  await expect(page.locator('form[data-login-form]')).toHaveAttribute('method', 'post');
});
