import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { loginFreshMember, postAs } from '../support/shop-browser';
import { expect, test } from './fixtures';
import { chooseFourNotes, saveFormulaThroughApi, skipTour } from './studio-helpers';

async function expectNoSeriousViolations(page: Page, also?: string): Promise<void> {
  let axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .include('main');
  if (also) axe = axe.include(also);
  const results = await axe.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

test('the studio pages and the formula pages have no serious or critical accessibility violations', async ({
  page,
}) => {
  await skipTour(page);
  await loginFreshMember(page, 'axe');
  const id = await saveFormulaThroughApi(page, '접근성 점검', postAs);

  await page.goto('/custom/fragrance');
  await chooseFourNotes(page.getByRole('main'));
  await expect(page.getByRole('region', { name: '노트 배합' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousViolations(page);

  await page.goto('/custom/chroma-studio');
  await expect(page.getByRole('img', { name: /미리보기/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/custom/bottle');
  await page.getByRole('checkbox', { name: '라벨 붙이기' }).check();
  await expectNoSeriousViolations(page);

  await page.goto(`/custom/studio-order?formula=${id}`);
  await expect(page.getByRole('button', { name: '장바구니에 담기' })).toBeEnabled();
  await expectNoSeriousViolations(page);

  for (const path of ['/my-page/formula', `/my-page/formula/${id}/show`]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
});

test('the composer tour card has no serious or critical accessibility violations @mobile', async ({ page }) => {
  await page.goto('/custom/fragrance');
  await expect(page.getByRole('dialog', { name: '만들 제품 고르기' })).toBeVisible();
  await expectNoSeriousViolations(page, '.tour');
});
