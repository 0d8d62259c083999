import { expect, testShowingPopups as test } from './fixtures';

test('active popups show once; closing marks them read; the daily popup comes back the next day', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00+09:00') });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '팝업 공지' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img').first()).toHaveAttribute('src', /popups\/\d-ko\.webp/);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '팝업 공지' })).toBeHidden();
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+09:00'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: '팝업 공지' })).toBeVisible();
});

test('clicking a popup image marks them read and goes to its link', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '팝업 공지' });
  await expect(dialog).toBeVisible();
  const slide = dialog.getByRole('link').first();
  const href = await slide.getAttribute('href');
  await slide.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[/]/g, '\\/')}$`));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '팝업 공지' })).toBeHidden();
});
