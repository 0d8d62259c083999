import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, serverURL, test } from './fixtures';

// The back office's translation queue, in the browser at 1280: an editor writes the English for a term
// the English home showed in Korean, and a visitor's English home shows it at once.

test('an editor writes the English for a term an English page showed in Korean, and visitors see it at once @desktop', async ({
  page,
  browser,
}) => {
  const source = '무향 디퓨저 베이스';
  const english = `Unscented diffuser base ${Date.now()}`;
  const visitor = await browser.newContext({ baseURL: serverURL() });
  await visitor.addCookies([{ name: 'shop_lang', value: 'en', url: serverURL() }]);
  const home = await visitor.newPage();
  // The English home records the weekly line-up's Korean-only links for the editors.
  await home.goto('/');

  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto(`/admin/content/translations?q=${encodeURIComponent(source)}`);
  await expect(page.getByRole('heading', { name: '번역 관리', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '번역 관리' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: /^영어 번역률 [\d.]+%$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: source, exact: true }) });
  await row.getByLabel(`"${source}"의 영어 번역`).fill(english);
  // Wait for the save's answer and the page read after it: on a retry the row is already approved,
  // so the text below would not wait for anything.
  const saved = page.waitForResponse(
    (r) => /^\/api\/admin\/translations\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT',
  );
  const reread = page.waitForEvent('load');
  await row.getByRole('button', { name: '저장' }).click();
  expect((await saved).status()).toBe(200);
  await reread;
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: source, exact: true }) })
      .getByText('승인됨'),
  ).toBeVisible();
  await expect(page.getByLabel(`"${source}"의 영어 번역`)).toHaveValue(english);

  await home.goto('/');
  await expect(home.getByRole('link', { name: english, exact: true })).toBeVisible();
  await visitor.close();
});

test('an empty translation is refused beside its field, and nothing is lost @desktop', async ({ page }) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/translations?status=reviewed');
  const first = page.getByRole('row').nth(1);
  const field = first.getByRole('textbox');
  const before = await field.inputValue();
  await field.fill('   ');
  await first.getByRole('button', { name: '저장' }).click();
  await expect(field).toHaveAccessibleDescription('번역문을 입력해 주세요.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByRole('row').nth(1).getByRole('textbox')).toHaveValue(before);
});
