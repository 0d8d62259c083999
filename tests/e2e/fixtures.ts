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

export { expect };
