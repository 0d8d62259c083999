import type { Page } from '@playwright/test';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test } from './fixtures';

// The home banner's template edited as blocks in the browser at 1280: an editor changes a block's
// text, adds a block inside another and saves; a new visitor's home shows it; put back as it was.

async function save(page: Page, id: string): Promise<number> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/admin/content/templates/cms/${id}` && r.request().method() === 'PUT',
  );
  const loaded = page.waitForEvent('load');
  loaded.catch(() => {});
  await page.getByRole('button', { name: '배너 저장' }).click();
  const status = (await answered).status();
  if (status === 200) await loaded;
  return status;
}

test('an editor changes the home banner as blocks and a new visitor sees it @desktop', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/templates');
  await page.getByRole('link', { name: '홈 상단 배너 고치기' }).click();
  await expect(page.getByRole('heading', { name: '홈 상단 배너', level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expectNoSeriousViolations(page);

  const title = page.getByRole('textbox', { name: '2번째 블록 글' });
  const original = await title.inputValue();
  await title.fill(`연말 신규 회원 쿠폰 ${stamp}`);
  // A new block after the last one, moved in under the block above (no deeper than one level), then back out.
  await page.getByRole('button', { name: '4번째 블록 아래에 추가' }).click();
  const added = page.getByRole('textbox', { name: '5번째 블록 글' });
  await expect(added).toBeFocused();
  await added.fill(`오늘만 ${stamp}`);
  await expect(page.getByRole('button', { name: '5번째 블록 안으로' })).toBeEnabled();
  await page.getByRole('button', { name: '5번째 블록 안으로' }).click();
  await expect(page.getByRole('button', { name: '5번째 블록 안으로' })).toBeDisabled();
  await page.getByRole('button', { name: '5번째 블록 밖으로' }).click();
  expect(await save(page, id)).toBe(200);
  await expect(page.getByRole('textbox', { name: '5번째 블록 글' })).toHaveValue(`오늘만 ${stamp}`);

  const visitor = await browser.newContext({ baseURL: serverURL() });
  try {
    const home = await visitor.newPage();
    await home.goto('/');
    const banner = home.getByRole('complementary', { name: '안내 배너' });
    await expect(banner).toContainText(`연말 신규 회원 쿠폰 ${stamp}`);
    await expect(banner).toContainText(`오늘만 ${stamp}`);
  } finally {
    // Put the banner back as it was for the other browser tests.
    await page.getByRole('textbox', { name: '2번째 블록 글' }).fill(original);
    await page.getByRole('button', { name: '5번째 블록 지우기' }).click();
    expect(await save(page, id)).toBe(200);
    await visitor.close();
  }
});
