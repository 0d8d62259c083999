import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, logInThroughLoginPage } from '../support/shop-browser';
import { seriousViolations } from './axe';
import { expect, test, tick } from './fixtures';

// The seeded demo member has delivered and confirmed orders: those products may be reviewed.
// Reviews are written once per product, so these steps run once, at desktop width, in order.
test.describe.configure({ mode: 'serial' });

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
const text = `향이 은은하게 오래 가요. 포장도 꼼꼼했습니다. ${Date.now().toString(36)}`;
let product = { id: '', name: '' };

const login = (page: Page) => logInThroughLoginPage(page, DEMO.id, DEMO.password);

async function visitor(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  return context.newPage();
}

test.describe('reviews and product questions @desktop', () => {
  test('a member with a delivered order writes a review with a photo and sees it on the product page', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/my-page/product-review');
    const form = page.getByRole('form', { name: '후기 쓰기' });
    await expect(form).toBeVisible();
    const choice = form.getByLabel('상품');
    product = {
      id: await choice.inputValue(),
      name: (await choice.locator('option:checked').textContent())?.trim() ?? '',
    };
    await form.getByRole('radio', { name: /4점/ }).click();
    await form.getByRole('textbox', { name: /후기/ }).fill(text);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'candle.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('listitem').filter({ hasText: 'candle.jpg' })).toBeVisible();
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog(page)).toContainText('후기가 등록되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();

    await page.goto(`/shop/product/${product.id}#reviews`);
    const reviews = page.getByRole('region', { name: /구매후기/ });
    const mine = reviews.getByRole('article').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: '별점 4점' })).toBeVisible();
    await expect(mine).toContainText('de***');
    await mine.getByRole('img', { name: '후기 사진 1' }).click();
    const viewer = page.getByRole('dialog', { name: '후기 사진 크게 보기' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: '닫기' }).click();
    await expect(viewer).toBeHidden();

    await page.goto('/customer/product-review');
    const listed = page.getByRole('article').filter({ hasText: text });
    await expect(listed.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/shop/product/${product.id}`,
    );
    await page.getByRole('link', { name: '포토 후기' }).click();
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  });

  test('a secret question is masked for a visitor and shown to its author', async ({ page, browser }) => {
    const title = `선물 포장 문의 ${Date.now().toString(36)}`;
    await login(page);
    await page.goto(`/shop/product/${product.id}#qna`);
    await page
      .getByRole('region', { name: /상품문의/ })
      .getByRole('link', { name: '문의하기' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-page/product-inquiry\\?it_id=${product.id}$`));
    // The new question's fields (the member's earlier questions have edit fields of their own).
    await page.getByRole('textbox', { name: '제목 (필수)' }).fill(title);
    await page.getByRole('textbox', { name: '문의 내용 (필수)' }).fill('받는 분 주소는 비밀로 해 주세요.');
    await tick(page.getByRole('checkbox', { name: '비밀글로 문의하기' }));
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog(page)).toContainText('문의가 등록되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    const guest = await visitor(browser, page);
    await guest.goto(`/shop/product/${product.id}#qna`);
    const qna = guest.getByRole('region', { name: /상품문의/ });
    await expect(qna.getByText('비밀글입니다.').first()).toBeVisible();
    await expect(qna).not.toContainText(title);
    await guest.goto('/customer/product-inquiry');
    await expect(guest.getByRole('main')).not.toContainText(title);
    await expect(guest.getByRole('main')).not.toContainText('받는 분 주소');
    await guest.context().close();

    await page.goto(`/shop/product/${product.id}#qna`);
    await expect(page.getByRole('region', { name: /상품문의/ }).getByText(title)).toBeVisible();
  });

  test('the member edits the review, then deletes it after confirming', async ({ page }) => {
    await login(page);
    await page.goto('/my-page/product-review');
    await page.getByRole('button', { name: `수정 ${product.name}` }).click();
    const form = page.getByRole('form', { name: '후기 수정' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: /후기/ }).fill(`${text} 다시 써 봐도 좋아요.`);
    await form.getByRole('button', { name: '수정하기' }).click();
    await expect(dialog(page)).toContainText('후기가 수정되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(`${text} 다시 써 봐도 좋아요.`)).toBeVisible();

    await page.getByRole('button', { name: `삭제 ${product.name}` }).click();
    await expect(dialog(page)).toContainText('후기를 삭제하시겠습니까?');
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(page.getByText(`${text} 다시 써 봐도 좋아요.`)).toBeVisible();
    await page.getByRole('button', { name: `삭제 ${product.name}` }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('후기가 삭제되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(text)).toHaveCount(0);
  });
});

test.describe('review and question pages', () => {
  test('have no serious or critical accessibility violations, for visitors and in the member’s forms @mobile', async ({
    page,
  }) => {
    // Five pages checked by axe, each a second or two of work: more than 30 s on a busy 2-core machine.
    test.slow();
    for (const path of [
      '/customer/product-review',
      '/customer/product-review?tab=photo',
      '/customer/product-inquiry',
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await login(page);
    await page.goto('/my-page/product-review');
    await expect(page.getByRole('form', { name: '후기 쓰기' })).toBeVisible();
    expect(await seriousViolations(page), '/my-page/product-review').toEqual([]);
    await page.goto('/my-page/product-inquiry?it_id=1');
    expect(await seriousViolations(page), '/my-page/product-inquiry').toEqual([]);
  });
});
