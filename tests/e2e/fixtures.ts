import { test as base, expect } from '@playwright/test';

/**
 * Browser tests start with the seeded popups already read, so that their dialog does not cover the
 * page under test; the popup tests use `@playwright/test` directly to see them.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      const now = new Date().toISOString();
      localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
    });
    await use(context);
  },
});

export { expect };
