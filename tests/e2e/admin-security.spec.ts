import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { ADMIN, logInWithForm, MEMBER_PASSWORD, registerMember, uniqueId } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, postAs, serverURL, test } from './fixtures';

// An administrator's security in the browser: two-factor turned on with the QR code's key and a code
// from an authenticator (made here with the same library), recovery codes shown once, then sign-in
// with the password and a code; and the owner's role change, which asks for the password again.

/** The code of an authenticator `steps` steps of 30 seconds from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A member's back-office number, looked up by the owner's page context. */
async function memberNo(owner: Page, id: string): Promise<number> {
  const list = await (await owner.request.get(`/api/admin/members?q=${id}`)).json();
  return (list.data as { id: number; mb_id: string }[]).find((r) => r.mb_id === id)?.id as number;
}

/** A new member, made staff by the owner (who gives the password again through the API). */
async function newStaff(owner: Page, prefix: string): Promise<string> {
  const id = uniqueId(prefix);
  await registerMember(owner, id);
  await loginAs(owner, ADMIN.id, ADMIN.password);
  expect((await postAs(owner, '/api/admin/reauth', { password: ADMIN.password })).status()).toBe(200);
  const xsrf = (await owner.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await owner.request.put(`/api/admin/members/${await memberNo(owner, id)}/role`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { role: 'staff' },
  });
  expect(res.status()).toBe(200);
  return id;
}

/** The password dialog the back office opens before a sensitive change, answered. */
async function givePassword(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: '비밀번호 확인' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('비밀번호').fill(password);
  await dialog.getByRole('button', { name: '확인' }).click();
  return dialog;
}

test('an administrator turns on two-factor sign-in, then signs in with the password and a code @desktop', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ baseURL: serverURL() });
  const id = await newStaff(await ownerContext.newPage(), 'tfa');
  await ownerContext.close();
  await loginAs(page, id, MEMBER_PASSWORD);
  let secret = '';

  await test.step('the security page turns it on: the password again, the key and QR code, a code', async () => {
    await page.goto('/admin/security');
    await expect(page.getByRole('heading', { level: 1, name: '보안 설정' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: '2단계 인증 켜기' }).click();
    await givePassword(page, MEMBER_PASSWORD);
    await expect(page.getByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeVisible();
    secret = ((await page.locator('[data-two-factor-secret]').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('인증 코드', { exact: true }).fill('000000');
    await page.getByRole('button', { name: '확인하고 켜기' }).click();
    await expect(page.getByLabel('인증 코드', { exact: true })).toHaveAccessibleDescription(
      '인증 코드가 올바르지 않습니다.',
    );
    await page.getByLabel('인증 코드', { exact: true }).fill(codeOf(secret));
    await page.getByRole('button', { name: '확인하고 켜기' }).click();
  });

  await test.step('ten recovery codes are shown once', async () => {
    const codes = page.locator('[data-recovery-list] li');
    await expect(codes).toHaveCount(10);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: '보관했습니다' }).click();
    await expect(page.getByText('남은 복구 코드 10개')).toBeVisible();
    await expect(codes).toHaveCount(0);
  });

  await test.step('signed out, the login asks for the code after the password, and lets the administrator in', async () => {
    expect((await postAs(page, '/api/v1/logout', {})).status()).toBe(200);
    await page.goto('/login');
    await logInWithForm(page, id, MEMBER_PASSWORD);
    const code = page.getByLabel('인증 코드 또는 복구 코드');
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/login/);
    await code.fill('000000');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(code).toHaveAccessibleDescription('인증 코드가 올바르지 않습니다.');
    // The step after the one that turned it on: a code is taken once.
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/my-page$/);
    await page.goto('/admin/security');
    await expect(page.getByText('켜짐', { exact: true })).toBeVisible();
  });
});

test("the owner's role change asks for the password again, then is made @desktop", async ({ page }) => {
  const id = uniqueId('rol');
  await registerMember(page, id);
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto(`/admin/members/${await memberNo(page, id)}`);
  await page.getByLabel('권한', { exact: true }).selectOption('manager');
  await page.getByRole('button', { name: '권한 저장' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

  await test.step('a wrong password is said in the dialog; the right one sends the change again', async () => {
    const dialog = await givePassword(page, 'not-the-password');
    await expect(dialog.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호가 올바르지 않습니다.');
    await expectNoSeriousViolations(page);
    // The dialog closes once the password is taken, before the change is sent again: wait for the
    // change's own answer (the first one, refused with 403, opened the dialog) and the page read after it.
    const roleSaved = page.waitForResponse(
      (r) =>
        /^\/api\/admin\/members\/\d+\/role$/.test(new URL(r.url()).pathname) &&
        r.request().method() === 'PUT' &&
        r.status() !== 403,
    );
    const reread = page.waitForEvent('load');
    await givePassword(page, ADMIN.password);
    await expect(dialog).toBeHidden();
    expect((await roleSaved).status()).toBe(200);
    await reread;
  });

  await test.step('the member is a manager now', async () => {
    await expect(page.getByLabel('권한', { exact: true })).toHaveValue('manager');
    const audit = await (
      await page.request.get(`/api/admin/audit-log?entity_type=member&entity_id=${await memberNo(page, id)}`)
    ).json();
    expect(audit.data[0]).toMatchObject({
      action: 'role',
      changes: { admin_role: { before: null, after: 'manager' } },
    });
  });
});
