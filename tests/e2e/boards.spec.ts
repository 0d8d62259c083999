import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, loginAs, loginFreshMember, postAs } from '../support/shop-browser';
import { expect, test, tick } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** An operator's answer through the administrators' API, from a session of its own. */
async function answerAsOperator(browser: Browser, page: Page, postId: number, answer: string): Promise<void> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ops = await context.newPage();
  await loginAs(ops, ADMIN.id, ADMIN.password);
  const res = await postAs(ops, `/api/admin/inquiries/${postId}/answer`, { answer });
  expect(res.status()).toBe(200);
  await context.close();
}

test('a member writes a 1:1 inquiry with a photo and reads the shop’s answer @desktop', async ({ page, browser }) => {
  await loginFreshMember(page, 'ask');
  await page.goto('/my-page/inquiry');
  await expect(page.getByText('아직 남긴 문의가 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '1:1 문의하기' }).click();
  await expect(page).toHaveURL(/\/my-page\/inquiry\/create$/);

  const form = page.getByRole('main').locator('form');
  // The form's button is drawn disabled until its code runs.
  await expect(form.getByRole('button', { name: '문의 등록' })).toBeEnabled();
  await form.getByLabel('문의 유형').selectOption({ label: '취소/반품/교환' });
  const title = `용기 입구가 깨져서 왔어요 ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: /제목/ }).fill(title);
  await form
    .getByRole('textbox', { name: /문의 내용/ })
    .fill('200ml 유리 용기 한 개의 입구에 금이 가 있습니다. 교환할 수 있을까요?');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9c7b0' } })
    .jpeg()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'jar.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('listitem').filter({ hasText: 'jar.jpg' })).toBeVisible();
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(dialog(page)).toContainText('문의가 등록되었습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/my-page\/inquiry\/\d+\/show$/);
  const postId = Number(page.url().match(/inquiry\/(\d+)\/show/)?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('답변대기')).toBeVisible();
  const image = page.getByRole('img', { name: 'jar.webp' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '수정' })).toBeVisible();

  await answerAsOperator(browser, page, postId, '불편을 드려 죄송합니다. 새 용기를 오늘 보내 드리겠습니다.');
  await page.reload();
  const answer = page.getByRole('region', { name: '에반스캔들의 답변' });
  await expect(answer).toContainText('새 용기를 오늘 보내 드리겠습니다.');
  await expect(page.getByText('답변완료')).toBeVisible();
  await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);

  await page.goto('/my-page/inquiry');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('답변완료');
  await expect(row).toContainText('취소/반품/교환');
});

test('a visitor sends a bulk purchase request and reads it back by its receipt number @desktop', async ({ page }) => {
  await page.goto('/customer/bulk-request');
  await expect(page.getByRole('heading', { level: 1, name: '대량 구매 문의' })).toBeVisible();
  const form = page.getByRole('form', { name: '문의 보내기' });
  await expect(form.getByRole('button', { name: '문의 보내기' })).toBeEnabled();
  await form.getByLabel('상품명 1').fill('골든브랜즈 소이왁스 464');
  await form.getByLabel('수량 1').fill('40');
  await form.getByRole('button', { name: '상품 줄 추가' }).click();
  await form.getByLabel('상품명 2').fill('코튼 심지 15cm');
  await form.getByLabel('수량 2').fill('1000');
  await form.getByRole('textbox', { name: /회사명 또는 성함/ }).fill('모아공방');
  await form.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-2468-1357');
  await form.getByRole('textbox', { name: /이메일/ }).fill('buyer@moa.example');
  await form.getByRole('textbox', { name: /남기실 말씀/ }).fill('매달 정기적으로 구매하려고 합니다.');
  await form.getByRole('button', { name: '문의 보내기' }).click();
  // Consent is required: the field says so and nothing is sent.
  await expect(form.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
  await tick(form.getByRole('checkbox', { name: /이메일을 수집하며/ }));
  await form.getByRole('button', { name: '문의 보내기' }).click();

  const receipt = page.getByRole('status').filter({ hasText: '문의가 접수되었습니다' });
  await expect(receipt).toBeVisible();
  const receiptNo = (await receipt.textContent())?.match(/B-\d{8}-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(receiptNo).not.toBe('');

  const lookup = page.getByRole('form', { name: '접수 내역 조회' });
  await lookup.getByRole('textbox', { name: /접수번호/ }).fill(receiptNo);
  await lookup.getByRole('textbox', { name: /휴대폰 번호 또는 이메일/ }).fill('010-0000-0000');
  await lookup.getByRole('button', { name: '조회하기' }).click();
  await expect(page.getByText('접수번호 또는 연락처가 일치하지 않습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/bulk-request$/);

  await lookup.getByRole('textbox', { name: /휴대폰 번호 또는 이메일/ }).fill('01024681357');
  await lookup.getByRole('button', { name: '조회하기' }).click();
  const result = page.getByRole('article').filter({ hasText: receiptNo });
  await expect(result).toBeVisible();
  await expect(result).toContainText('골든브랜즈 소이왁스 464 × 40');
  await expect(result).toContainText('코튼 심지 15cm × 1,000');
  await expect(result).toContainText('답변대기');
});
