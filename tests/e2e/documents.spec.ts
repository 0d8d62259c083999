import type { Page } from '@playwright/test';
import { pdfPage } from '../../src/server/seed/sample-pdf';
import { ADMIN, logInWithForm, MEMBER_PASSWORD, uniqueId } from '../support/shop-browser';
import { expect, loginAs, postAs, registerMember, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

async function accept(page: Page, text: string | RegExp) {
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: '확인' }).click();
}

test('a member opens a document after the login flow and downloads its file, which is counted @desktop', async ({
  page,
}) => {
  const id = uniqueId('doc');
  await registerMember(page, id);

  await test.step('the list is open to anyone; the document asks the visitor to log in first', async () => {
    await page.goto('/customer/document-board');
    await expect(page.getByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    await page.getByRole('navigation', { name: '자료 분류' }).getByRole('link', { name: 'MSDS' }).click();
    await expect(page).toHaveURL(/category=msds/);
    await page.getByRole('link', { name: '소이왁스 464 MSDS (물질안전보건자료)' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer%2Fdocument-board%2F\d+$/);
    await accept(page, '로그인이 필요합니다.');
  });

  await test.step('after logging in the member is back on the document', async () => {
    await logInWithForm(page, id, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/customer\/document-board\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '소이왁스 464 MSDS (물질안전보건자료)' })).toBeVisible();
  });

  await test.step('the file downloads with its name, and its count goes up by one', async () => {
    const file = page.getByRole('listitem').filter({ hasText: 'SoyWax464_MSDS_EN.pdf' });
    const count = async () =>
      Number(/다운로드 ([\d,]+)회/.exec((await file.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'SoyWax464_MSDS_EN.pdf 내려받기' }).click();
    expect((await download).suggestedFilename()).toBe('SoyWax464_MSDS_EN.pdf');
    await page.reload();
    await expect(file).toContainText(`다운로드 ${(before + 1).toLocaleString()}회`);
  });
});

test('an administrator edits a notice and removes its file @desktop', async ({ page }) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  const title = `휴무 안내 ${uniqueId('n')}`;
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  // Dated long ago, so that it sits at the end of the lists other tests read.
  const made = await page.request.post('/api/v1/notice', {
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
    multipart: {
      title,
      body: '<p>휴무 일정입니다.</p>',
      published_at: '2020-01-02T10:00',
      'files[]': { name: '휴무 일정.pdf', mimeType: 'application/pdf', buffer: pdfPage('Holiday', ['Closed']) },
    },
  });
  expect(made.status()).toBe(201);
  const notice = (await made.json()).data as { id: number };

  await page.goto(`/customer/notice/${notice.id}`);
  await expect(page.getByRole('link', { name: '휴무 일정.pdf' })).toBeVisible();
  await page.getByRole('link', { name: '공지사항 수정' }).click();
  await expect(page).toHaveURL(`/customer/notice/${notice.id}/edit`);
  const form = page.getByRole('form', { name: '공지사항 수정' });

  await test.step('the file is removed at once, after a confirmation', async () => {
    await form.getByRole('button', { name: '휴무 일정.pdf 삭제' }).click();
    await accept(page, '이 첨부파일을 삭제하시겠습니까?');
    await accept(page, '첨부파일이 삭제되었습니다.');
    await expect(form.getByRole('link', { name: '휴무 일정.pdf' })).toHaveCount(0);
  });

  await test.step('an empty title is refused beside the field; a new title is saved', async () => {
    await form.getByRole('textbox', { name: '제목 (필수)' }).fill('');
    await form.getByRole('button', { name: '저장하기' }).click();
    await expect(form.getByText('제목을 입력해 주세요.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '제목 (필수)' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: '제목 (필수)' }).fill(`${title} (변경)`);
    await form.getByRole('button', { name: '저장하기' }).click();
    await accept(page, '공지사항이 수정되었습니다.');
    await expect(page).toHaveURL(`/customer/notice/${notice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (변경)` })).toBeVisible();
    await expect(page.getByRole('heading', { name: '첨부파일' })).toHaveCount(0);
  });

  await test.step('the change log keeps both changes', async () => {
    const log = await page.request.get(`/api/admin/audit-log?entity_type=notice&entity_id=${notice.id}`);
    const actions = ((await log.json()).data as { action: string }[]).map((a) => a.action);
    expect(actions).toEqual(['update', 'file.remove', 'create']);
  });
});

test('a member is shown the 403 page on an editor, and sees no edit link @desktop', async ({ page }) => {
  const id = uniqueId('m');
  await registerMember(page, id);
  await loginAs(page, id, MEMBER_PASSWORD);
  await page.goto('/customer/notice/1');
  await expect(page.getByRole('link', { name: '공지사항 수정' })).toHaveCount(0);
  const res = await page.goto('/customer/notice/1/edit');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
  expect((await postAs(page, '/api/v1/notice', { title: 'x', body: 'y' })).status()).toBe(403);
});
