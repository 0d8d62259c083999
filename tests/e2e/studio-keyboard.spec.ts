import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STUDIO, skipTour } from './studio-helpers';

/** Tab until `target` has the focus, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was never reached with Tab');
}

test('the composer is used with the keyboard alone: search, choose notes, move a share, set the load', async ({
  page,
}) => {
  await skipTour(page);
  await page.goto('/custom/fragrance');
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: '오일 검색' });
  await tabTo(page, search, 80);
  for (const note of STUDIO.notes.slice(0, 2)) {
    await search.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(note);
    const box = main.getByRole('checkbox', { name: note, exact: true });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const blend = main.getByRole('region', { name: '노트 배합' });
  await expect(blend.getByRole('listitem')).toHaveCount(2);
  const role = blend.getByRole('radiogroup', { name: `${STUDIO.notes[0]} 역할` });
  await tabTo(page, role.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await expect(role.getByRole('radio', { name: '미들 노트' })).toBeFocused();
  await expect(role.getByRole('radio', { name: '미들 노트' })).toHaveAttribute('aria-checked', 'true');
  const slider = blend.getByRole('slider', { name: `${STUDIO.notes[0]} 비율` });
  await tabTo(page, slider);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('51');
  await expect(blend.getByRole('slider', { name: `${STUDIO.notes[1]} 비율` })).toHaveValue('49');
  const load = main.getByRole('slider', { name: '부향률' });
  await tabTo(page, load);
  const before = Number(await load.inputValue());
  await page.keyboard.press('ArrowRight');
  await expect(load).toHaveValue(String(before + 0.5));
});

test('the first visit to the composer offers the guided tour, moved with the keys and not offered again', async ({
  page,
}) => {
  await page.goto('/custom/fragrance');
  const tour = page.getByRole('dialog', { name: '만들 제품 고르기' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('1 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: '향 노트 고르기' })).toContainText('2 / 6');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('dialog', { name: '비율 정하기' })).toBeVisible();
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page.getByRole('dialog', { name: '향 노트 고르기' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '향 노트 고르기' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '향 조합하기' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '만들 제품 고르기' })).toHaveCount(0);
});

test('the tour runs to its end with next and finish @desktop', async ({ page }) => {
  await page.goto('/custom/fragrance');
  for (let step = 1; step < 6; step += 1) {
    await expect(page.getByRole('dialog').filter({ hasText: `${step} / 6` })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
  }
  await page.getByRole('button', { name: '완료' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '/ 6' })).toHaveCount(0);
});
