import type { Page } from '@playwright/test';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, postAs, test } from './fixtures';

// The back office's categories, in the browser at 1280: a category renamed and given a child in the
// tree shows both in the storefront's menu at once; the child moved to the first level and hidden
// leaves the menu.

async function deleteAs(page: Page, url: string) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.delete(url, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
  });
}

test('an operator renames a category and adds a child, and the storefront menu shows both @desktop', async ({
  page,
}) => {
  const stamp = Date.now();
  await loginAs(page, ADMIN.id, ADMIN.password);
  // A first-level category of the test's own, so that no other test's category names change.
  const made = await postAs(page, '/api/admin/categories', { name: `E2E 분류 ${stamp}`, name_en: `E2E kind ${stamp}` });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.id as number;
  const renamed = `E2E 새 분류 ${stamp}`;
  const child = `E2E 하위 ${stamp}`;
  try {
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: '카테고리 관리', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '카테고리 관리' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousViolations(page);
    const row = page.locator(`tr[data-category="${id}"]`);

    await test.step('rename it', async () => {
      await row.getByText('이름 바꾸기').click();
      await row.getByLabel('카테고리 이름', { exact: true }).fill(renamed);
      await row.getByLabel('영문 이름', { exact: true }).fill(`E2E renamed ${stamp}`);
      await row.getByRole('button', { name: '저장' }).click();
      await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
    });

    await test.step('add a child under it', async () => {
      const again = page.locator(`tr[data-category="${id}"]`);
      await again.getByText('하위 카테고리 추가').click();
      await again.getByLabel('하위 카테고리 이름').fill(child);
      await again.getByLabel('하위 카테고리 영문 이름').fill(`E2E child ${stamp}`);
      await again.getByRole('button', { name: '추가' }).click();
      await expect(page.getByRole('rowheader', { name: child })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('the storefront menu shows both', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: '전체 상품' }).click();
      await expect(page.locator('[data-mega-panel]').getByRole('link', { name: renamed })).toBeVisible();
      await expect(page.locator('[data-mega-panel]').getByRole('link', { name: child })).toBeVisible();
    });

    await test.step('move the child to the first level and hide it: the menu leaves it out', async () => {
      await page.goto('/admin/categories');
      const move = page.getByRole('region', { name: '카테고리 옮기기' });
      await move.getByRole('combobox', { name: '옮길 카테고리' }).selectOption({ label: `${renamed} > ${child}` });
      await move.getByRole('combobox', { name: '옮길 곳' }).selectOption({ label: '1차 카테고리로' });
      await move.getByRole('button', { name: '옮기기' }).click();
      await expect(page.locator('tr[data-depth="1"]').filter({ hasText: child })).toBeVisible();
      await page.getByRole('button', { name: `${child} 숨기기` }).click();
      await expect(page.getByRole('button', { name: `${child} 보이기` })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: child })).toContainText('숨김');
      await page.goto('/');
      await page.getByRole('button', { name: '전체 상품' }).click();
      await expect(page.locator('[data-mega-panel]').getByRole('link', { name: renamed })).toBeVisible();
      await expect(page.locator('[data-mega-panel]').getByRole('link', { name: child })).toHaveCount(0);
    });
  } finally {
    type Node = { id: number; name: string; children: Node[] };
    const tree = (await (await page.request.get('/api/admin/categories')).json()).data as Node[];
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [...flat(n.children), n]);
    for (const c of flat(tree).filter((n) => n.name.includes(String(stamp))))
      await deleteAs(page, `/api/admin/categories/${c.id}`);
  }
});

test('a category added while the back office’s script is still loading is added once, not sent as a page address @desktop', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2E 이른 분류 ${stamp}`;
  await loginAs(page, ADMIN.id, ADMIN.password);
  // The page's own scripts come three seconds late, as on a slow line or a busy server.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  try {
    await page.goto('/admin/categories', { waitUntil: 'commit' });
    const form = page.getByRole('region', { name: '1차 카테고리 추가' });
    await form.getByLabel('카테고리 이름', { exact: true }).fill(name);
    await form.getByLabel('영문 이름', { exact: true }).fill(`E2E early ${stamp}`);
    // The page's scripts have not run yet: DOMContentLoaded comes after them.
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventStart),
    ).toBe(0);
    await form.getByRole('button', { name: '추가' }).click();
    await expect(page.getByRole('rowheader', { name })).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
  } finally {
    await page.unrouteAll({ behavior: 'wait' });
    type Node = { id: number; name: string; children: Node[] };
    const tree = (await (await page.request.get('/api/admin/categories')).json()).data as Node[];
    const made = tree.filter((n) => n.name === name);
    for (const c of made) await deleteAs(page, `/api/admin/categories/${c.id}`);
    expect(made).toHaveLength(1);
  }
});
