import type { Page } from '@playwright/test';
import { bmp24 } from '../support/bmp';
import { startFakeAi } from '../support/fake-ai';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { answerConfirm, expect, loginAs, serverURL, test } from './fixtures';

// The content studio in the browser at 1280: an editor writes a promotion in the rich-text editor with
// a picture, changes its text and picture, previews the draft at desktop and phone widths in both
// languages, publishes it, and a new visitor sees it; until then visitors see nothing of the draft.

const picture = (name: string, w: number, h: number) => ({
  name,
  mimeType: 'image/bmp',
  buffer: Buffer.from(bmp24(w, h)),
});

/** Presses `button` and waits for `method` on the page's call to answer and, after a success, the page to load again. */
async function submit(page: Page, button: string, method: string, path: RegExp): Promise<number> {
  const answered = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === method);
  const loaded = page.waitForEvent('load');
  loaded.catch(() => {});
  await page.getByRole('button', { name: button, exact: true }).click();
  const status = (await answered).status();
  if (status < 300) await loaded;
  return status;
}

test('an editor writes, previews at both widths and languages, and publishes a promotion a visitor then sees @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const first = `주말 향초 기획전 ${stamp}`;
  const second = `주말 향초 특가전 ${stamp}`;
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/pages?kind=promotion');
  await page.getByRole('link', { name: '새 기획전' }).click();
  await expect(page.getByRole('heading', { name: '새 기획전', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: '제목', exact: true }).fill(first);
  await page.getByLabel('영어 제목').fill(`Weekend candles ${stamp}`);
  const body = page.getByRole('textbox', { name: '본문', exact: true });
  await body.click();
  await page.keyboard.type('주말에만 만나는 향초 ');
  await page.getByRole('toolbar', { name: '서식' }).first().getByRole('button', { name: '굵게' }).click();
  await page.keyboard.type('최대 20% 할인');
  await page.getByLabel('시작 일시').fill('2026-01-01T10:00');
  await page.getByLabel('종료 일시').fill('2030-12-31T23:00');
  await page.getByLabel('대표 사진').setInputFiles(picture('cover.bmp', 60, 20));
  await expectNoSeriousViolations(page);
  expect(await submit(page, '초안 만들기', 'POST', /^\/api\/admin\/content\/pages$/)).toBe(201);
  await expect(page).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(page.getByText('게시 전 · 손님에게 보이지 않습니다')).toBeVisible();

  // A visitor sees nothing of a draft.
  const visitor = await browser.newContext({ baseURL: serverURL() });
  const shopper = await visitor.newPage();
  expect((await shopper.goto(`/contents/promotion/${id}`))?.status()).toBe(404);

  // The editor changes the text and the picture; the draft is saved as a new version.
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(second);
  await page.getByLabel('대표 사진').setInputFiles(picture('cover2.bmp', 90, 30));
  await page.getByLabel('변경 메모').fill('특가전으로 이름 바꿈');
  expect(await submit(page, '초안 저장', 'PUT', new RegExp(`^/api/admin/content/pages/${id}$`))).toBe(200);
  const history = page.getByRole('region', { name: '판 기록' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('cell', { name: '특가전으로 이름 바꿈' })).toBeVisible();

  // The preview: the shop's own page at both widths, Korean then English.
  const desktop = page.frameLocator('iframe[title="데스크톱 미리보기"]');
  const phone = page.frameLocator('iframe[title="휴대폰 미리보기"]');
  await page.getByRole('heading', { name: /미리보기/, level: 2 }).scrollIntoViewIfNeeded();
  for (const frame of [desktop, phone]) {
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(second);
    await expect(frame.locator('.article__body strong')).toHaveText('최대 20% 할인');
    await expect(frame.locator('img.article__cover')).toHaveAttribute('src', /^\/media\/content\/covers\/.+\.webp$/);
  }
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(desktop.getByRole('heading', { level: 1 })).toHaveText(`Weekend candles ${stamp}`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Weekend candles ${stamp}`);
  // The shared link opens for someone with no session.
  const link = await page.getByLabel(/공유용 미리보기 링크/).inputValue();
  await shopper.goto(link);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(second);
  await expectNoSeriousViolations(page);

  // Published, a new visitor sees the second version with its picture.
  expect(await submit(page, '초안 게시', 'POST', new RegExp(`^/api/admin/content/pages/${id}/publish$`))).toBe(200);
  await expect(page.getByText('게시 중', { exact: true })).toBeVisible();
  const fresh = await browser.newContext({ baseURL: serverURL() });
  try {
    const reader = await fresh.newPage();
    await reader.goto(`/contents/promotion/${id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(second);
    await expect(reader.locator('img.article__cover')).toHaveAttribute('src', /^\/media\/content\/covers\/.+\.webp$/);
    await expect(reader.getByText('최대 20% 할인')).toBeVisible();
  } finally {
    // Off the shop again, so the other browser tests read the promotions they expect.
    await page.getByRole('button', { name: '게시 내리기' }).click();
    await answerConfirm(page);
    await expect(page.getByText('내림 · 손님에게 보이지 않습니다')).toBeVisible();
    await fresh.close();
    await visitor.close();
  }
});

test('"translate the Korean" fills the English from the model, marked machine-made until a person approves or edits it @desktop', async ({
  page,
}) => {
  // The model stand-in where this worker's server asks it (serve.ts: the server's port + 30).
  const ai = await startFakeAi(Number(new URL(serverURL()).port) + 30);
  try {
    await translateTheKorean(page);
  } finally {
    await ai.close();
  }
});

async function translateTheKorean(page: Page) {
  const stamp = Date.now().toString(36);
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/content/pages/new?kind=promotion');
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(`번역 기획전 ${stamp}`);
  await page.getByRole('textbox', { name: '본문', exact: true }).click();
  await page.keyboard.type('겨울 향초 모음');
  const badge = page.getByText('기계 번역', { exact: true });
  await expect(badge).toBeHidden();
  await page.getByRole('button', { name: '한국어로 영어 채우기' }).click();
  // The local model stand-in answers each Korean text with "EN:" before it.
  await expect(page.getByRole('textbox', { name: '영어 제목' })).toHaveValue(`EN:번역 기획전 ${stamp}`);
  await expect(page.getByRole('textbox', { name: '영어 본문', exact: true })).toContainText('EN:');
  await expect(badge).toBeVisible();
  expect(await submit(page, '초안 만들기', 'POST', /^\/api\/admin\/content\/pages$/)).toBe(201);
  await expect(page.getByText('기계 번역', { exact: true }).first()).toBeVisible();
  const inHeading = page.getByRole('heading', { name: /영어/, level: 2 }).getByText('기계 번역');
  // A person who read the machine's English approves it as it stands.
  await page.getByRole('button', { name: '영어 확인함' }).click();
  await expect(inHeading).toBeHidden();
  await expect(page.getByRole('button', { name: '영어 확인함' })).toBeHidden();
  expect(await submit(page, '초안 저장', 'PUT', /^\/api\/admin\/content\/pages\/\d+$/)).toBe(200);
  await expect(inHeading).toBeHidden();
  // Filled again, a person's edit of the English makes it theirs.
  await page.getByRole('button', { name: '한국어로 영어 채우기' }).click();
  await expect(inHeading).toBeVisible();
  await page.getByRole('textbox', { name: '영어 제목' }).fill(`Winter candles ${stamp}`);
  await expect(page.getByRole('heading', { name: /영어/, level: 2 }).getByText('기계 번역')).toBeHidden();
  expect(await submit(page, '초안 저장', 'PUT', /^\/api\/admin\/content\/pages\/\d+$/)).toBe(200);
  await expect(page.getByRole('heading', { name: /영어/, level: 2 }).getByText('기계 번역')).toBeHidden();
}
