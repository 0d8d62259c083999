import { bmp24 } from '../support/bmp';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { answerConfirm, expect, loginAs, serverURL, test } from './fixtures';

// The back office's popups, in the browser at 1280: an editor makes a popup with its two pictures and a
// new visitor's home shows it in the popup dialog; deleted, it is gone.

test('an editor makes a popup with its pictures and a new visitor sees it; deleted, it is gone @desktop', async ({
  page,
  browser,
}) => {
  const title = `시험 팝업 ${Date.now()}`;
  const picture = (name: string) => ({ name, mimeType: 'image/bmp', buffer: Buffer.from(bmp24(30, 40)) });
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/popups/new');
  await expect(page.getByRole('heading', { name: '새 팝업', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('제목 (사진 설명)').fill(title);
  await page.getByLabel('한국어 링크').fill('/shop/category/3');
  await page.getByLabel('한국어 사진').setInputFiles(picture('ko.bmp'));
  await page.getByLabel('영어 사진').setInputFiles(picture('en.bmp'));
  await page.getByRole('button', { name: '팝업 만들기' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/popups$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.getByText('보이는 중')).toBeVisible();
  await expectNoSeriousViolations(page);

  const visitor = await browser.newContext({ baseURL: serverURL() });
  try {
    const home = await visitor.newPage();
    await home.goto('/');
    const dialog = home.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: title })).toBeAttached();
  } finally {
    await row.getByRole('button', { name: `${title} 지우기` }).click();
    await answerConfirm(page);
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
    const again = await visitor.newPage();
    await visitor.clearCookies();
    await again.goto('/');
    await expect(again.getByRole('img', { name: title })).toHaveCount(0);
    await visitor.close();
  }
});

test('an editor schedules a popup for the coming minute and a visitor sees it appear then by itself @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `예약 팝업 ${Date.now()}`;
  const picture = (name: string) => ({ name, mimeType: 'image/bmp', buffer: Buffer.from(bmp24(30, 40)) });
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/popups/new');
  await page.getByLabel('제목 (사진 설명)').fill(title);
  await page.getByLabel('한국어 사진').setInputFiles(picture('ko.bmp'));
  await page.getByLabel('영어 사진').setInputFiles(picture('en.bmp'));
  // The first whole minute at least 25 s ahead, written as an editor would: Seoul's clock, to the minute.
  const startsAt = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const seoulMinute = new Date(startsAt + 9 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('시작 일시').fill(seoulMinute);
  await page.getByRole('button', { name: '팝업 만들기' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/popups$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.getByText('예약됨')).toBeVisible();

  // A notice page is kept for minutes; the popup must not wait for that.
  const visitor = await browser.newContext({ baseURL: serverURL() });
  try {
    const notices = await visitor.newPage();
    await notices.goto('/customer/notice');
    await expect(notices.getByRole('heading', { level: 1 })).toBeVisible();
    expect(Date.now()).toBeLessThan(startsAt);
    // Slides other than the one in front are hidden from assistive technology, so hidden ones count too.
    const slide = notices.getByRole('img', { name: title, includeHidden: true });
    await expect(slide).toHaveCount(0);

    await expect(async () => {
      await notices.reload();
      await expect(notices.getByRole('dialog').getByRole('img', { name: title, includeHidden: true })).toBeAttached({
        timeout: 500,
      });
    }).toPass({ timeout: startsAt - Date.now() + 20_000, intervals: [2_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
  } finally {
    await page.reload();
    await row.getByRole('button', { name: `${title} 지우기` }).click();
    await answerConfirm(page);
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
    await visitor.close();
  }
});
