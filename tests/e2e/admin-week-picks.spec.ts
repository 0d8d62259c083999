import { bmp24 } from '../support/bmp';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

// The week picks in the browser at 1280: an editor makes a pick with its picture, a taken week is
// named beside its field, and the pick made is listed, then deleted.

test('an editor makes a week pick with its picture, a taken week is refused beside its field, and deletes it @desktop', async ({
  page,
}) => {
  const title = `시험 추천 ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/week-picks');
  await page.getByRole('link', { name: '새 추천' }).click();
  await expect(page.getByRole('heading', { name: '새 추천', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  const week = page.getByRole('spinbutton', { name: '주차' });
  const next = await week.inputValue();
  await week.fill('1');
  await page.getByLabel('시작일').fill('2033-03-07');
  await page.getByLabel('종료일').fill('2033-03-13');
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  await page.getByLabel('연결', { exact: true }).selectOption('category');
  await page.getByRole('spinbutton', { name: '연결할 번호' }).fill('1');
  await page
    .getByLabel('사진')
    .setInputFiles({ name: 'pick.bmp', mimeType: 'image/bmp', buffer: Buffer.from(bmp24(40, 40)) });
  await page.getByRole('button', { name: '추천 만들기' }).click();
  await expect(week).toHaveAccessibleDescription('1주차 추천이 이미 있습니다.');
  await week.fill(next);
  await page.getByRole('button', { name: '추천 만들기' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/week-picks$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.getByText('예정')).toBeVisible();
  await row.getByRole('button', { name: `${title} 지우기` }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).last().getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
});
