import { test as base, expect, type Page } from '@playwright/test';

/**
 * Browser tests start with the seeded popups already read, so that their dialog does not cover the
 * page under test; the popup tests use `@playwright/test` directly to see them.
 */
const markRead = () => {
  const now = new Date().toISOString();
  localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
};

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(markRead);
    await use(context);
  },
});

/**
 * A test that installs a fake clock marks the popups read again afterwards, so that a daily popup's
 * read date is the fake day rather than the real one.
 */
export async function markPopupsReadOnFakeClock(page: Page): Promise<void> {
  await page.addInitScript(markRead);
}

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

let members = 0;

/** A fresh member logged in through the API, so tests running side by side never share a cart or wishlist. */
export async function loginFreshMember(page: Page, prefix = 'm'): Promise<void> {
  const id = `${prefix}${Date.now().toString(36)}${members++}${Math.random().toString(36).slice(2, 6)}`;
  const reg = await postAs(page, '/api/v1/register', {
    mb_id: id,
    password: 'Candle-light-42',
    password_confirmation: 'Candle-light-42',
    mb_name: '김향기',
    mb_hp: '010-2345-6789',
    mb_email: `${id}@example.com`,
    agree_terms: true,
    agree_privacy: true,
  });
  expect(reg.status()).toBe(201);
  await loginAs(page, id, 'Candle-light-42');
}

export { expect };
