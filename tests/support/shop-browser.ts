// The shop as browser tests use it (Playwright): the shop's own forms found by role and accessible
// name, and the shortcuts through the API in the browser context's session (with its XSRF token, as
// the shop's pages send it) for what a test only needs done. The API tests' counterpart is shop-api.ts.
import { expect, type Page } from '@playwright/test';
import { MEMBER_PASSWORD, type MemberDetails, newKey, registration, uniqueId } from './shop-data';

export { ADMIN, DEMO, MEMBER_PASSWORD, newKey, orderBody, READER, registration, uniqueId } from './shop-data';

/** Posts JSON with the browser context's session and XSRF token, as the shop's own pages do. */
export async function postAs(page: Page, url: string, data: object, headers: Record<string, string> = {}) {
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  // A context that has not been to the shop yet gets its XSRF cookie first.
  if (!(await token())) await page.request.get('/readyz');
  const xsrf = decodeURIComponent((await token()) ?? '');
  return page.request.post(url, { headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json', ...headers }, data });
}

/** Logs the browser context in through the API. */
export async function loginAs(page: Page, id: string, password: string): Promise<void> {
  expect((await postAs(page, '/api/v1/login', { mb_id: id, password })).status()).toBe(200);
}

/** Signs a new member up through the API (not logged in). */
export async function registerMember(page: Page, id: string, password = MEMBER_PASSWORD): Promise<void> {
  const reg = await postAs(page, '/api/v1/register', registration({ id, password }));
  expect(reg.status()).toBe(201);
}

/** A fresh member logged in through the API, so tests running side by side never share a cart or wishlist. */
export async function loginFreshMember(page: Page, prefix = 'm'): Promise<void> {
  const id = uniqueId(prefix);
  await registerMember(page, id);
  await loginAs(page, id, MEMBER_PASSWORD);
}

/** Adds a product to the context's cart through the API and answers the cart line id. */
export async function addToCart(page: Page, itId: number, quantity = 1): Promise<number> {
  const line = await postAs(page, '/api/v1/cart/lines', { it_id: itId, quantity });
  expect(line.status()).toBeLessThan(300);
  return (await line.json()).line.id;
}

/** Sends an order form through the API with a new Idempotency-Key; the answer is returned as it came. */
export function place(page: Page, body: object, headers: Record<string, string> = {}) {
  return postAs(page, '/api/v1/orders', body, { 'Idempotency-Key': newKey(), ...headers });
}

/** The login page's form, filled and sent (the page must be open). */
export async function logInWithForm(page: Page, id: string, password: string): Promise<void> {
  await page.getByLabel('아이디').fill(id);
  // Exact names: the login page's other tab is the order look-up, with its own '주문 비밀번호'.
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
}

/** Opens the login page, logs in with its form and waits for my page. */
export async function logInThroughLoginPage(page: Page, id: string, password: string): Promise<void> {
  await page.goto('/login');
  await logInWithForm(page, id, password);
  await expect(page).toHaveURL(/\/my-page$/);
}

/** Opens the sign-up page and sends its form with both agreements ticked. */
export async function registerWithForm(page: Page, member: MemberDetails): Promise<void> {
  const password = member.password ?? MEMBER_PASSWORD;
  await page.goto('/register');
  await page.getByLabel('아이디').fill(member.id);
  await page.getByLabel('비밀번호', { exact: false }).first().fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill(member.name ?? '김향기');
  await page.getByLabel('휴대폰 번호').fill(member.mobile ?? '010-2345-6789');
  await page.getByLabel('이메일').fill(member.email ?? `${member.id}@example.com`);
  await page.getByRole('checkbox', { name: /이용약관 동의/ }).check();
  await page.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
}

/**
 * On an open product page: chooses the first option that can be had, if any (it becomes a line of
 * one), and presses the page's 장바구니 (not the phone's buy bar).
 */
export async function addToCartOnProductPage(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const option = main.getByRole('combobox', { name: '옵션' });
  if (await option.count()) {
    const values = await option
      .locator('option:not([disabled])')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await option.selectOption(values[0] as string);
  }
  await main.getByRole('button', { name: '장바구니', exact: true }).click();
}
