import sharp from 'sharp';
import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, postAs, test } from './fixtures';

// The back office's products, in the browser at 1280: a new product with an option and two pictures
// reaches the storefront, and a stock set to 0 in the list makes its page say sold out.

const picture = async (background: string) => ({
  name: `${background.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer(),
});

/**
 * The category the products made here are filed in: 마감·포장 (Finishing & packaging), a leaf no other
 * browser test lists. The tests share their server, and a product made here at the top of a category
 * another test reads (the first card of 왁스, say) would change what that test sees.
 */
const CATEGORY = 131;

test('an operator creates a product with an option and two pictures and sees it on the storefront @desktop', async ({
  page,
}) => {
  const name = `E2E 소이 캔들 ${Date.now()}`;
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: '상품 관리', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: '상품 등록' }).click();

  await test.step('fill in the product and one option', async () => {
    await page.getByRole('textbox', { name: '상품명', exact: true }).fill(name);
    await page.getByLabel('영문 상품명').fill('E2E soy candle');
    await page.getByRole('combobox', { name: '카테고리' }).selectOption(String(CATEGORY));
    await page.getByRole('spinbutton', { name: '판매가 (원)' }).fill('15000');
    await page.getByLabel('할인율 (%)').fill('20');
    await page.getByLabel('안전확인 신고번호').fill('CB21-01-0002');
    await page.getByRole('button', { name: '옵션 추가' }).click();
    await page.getByLabel('새 옵션 이름').fill('300g');
    await page.getByLabel('새 옵션 추가금액').fill('2000');
    await page.getByLabel('새 옵션 재고').fill('5');
    await page.getByLabel('상세 설명 (한국어)').fill('은은한 향의 소이 캔들입니다.');
    await page.getByRole('button', { name: '색상 칩 추가' }).click();
    await page.getByLabel('새 색상 칩 색상').fill('#7a9cc8');
    await page.getByRole('button', { name: '고시 항목 추가' }).click();
    await page.getByLabel('새 고시 항목', { exact: true }).fill('용량');
    await page.getByRole('button', { name: '상품 등록' }).click();
    await expect(page.getByRole('group', { name: '상품정보 제공고시' })).toContainText('#1: 내용을 입력해 주세요.');
    await page.getByLabel('새 고시 내용', { exact: true }).fill('300g');
    await page.getByRole('button', { name: '상품 등록' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?created=1$/);
    await expect(page.getByLabel('색상 칩 1 색상')).toHaveValue('#7a9cc8');
    await expect(page.getByLabel('고시 1 내용', { exact: true })).toHaveValue('300g');
    await expect(page.getByRole('status').filter({ hasText: '상품이 등록되었습니다.' })).toBeVisible();
    await expect(page.getByLabel('옵션 1 이름')).toHaveValue('300g');
  });

  await test.step('upload two pictures; the first becomes the thumbnail', async () => {
    await page.getByLabel(/올릴 사진/).setInputFiles([await picture('#c8a27a'), await picture('#7a9cc8')]);
    await page.getByRole('button', { name: '사진 올리기' }).click();
    await expect(page.getByRole('img', { name: /^사진 \d$/ })).toHaveCount(2);
    await expectNoSeriousViolations(page);
  });

  await test.step('the storefront shows it with its option', async () => {
    const id = /\/admin\/products\/(\d+)/.exec(page.url())?.[1];
    await page.goto(`/shop/product/${id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('option', { name: /^300g/ }).first()).toBeAttached();
    await expect(page.getByText('12,000').first()).toBeVisible();
    await expect(page.getByRole('row', { name: /용량\s*300g/ })).toBeAttached();
  });
});

test('a stock set to 0 in the product list makes the product page say sold out @desktop', async ({ page }) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  const name = `E2E 품절 확인 캔들 ${Date.now()}`;
  const made = await postAs(page, '/api/admin/products', {
    name,
    base_price: 9000,
    stock: 4,
    category_id: CATEGORY,
  });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.it_id as number;
  await page.goto(`/shop/product/${id}`);
  await expect(page.getByText('품절된 상품입니다.')).toHaveCount(0);

  await page.goto(`/admin/products?q=${id}`);
  await page.getByLabel(`${name} 재고`).fill('0');
  await page.getByRole('button', { name: '바꾼 내용 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '건 처리' })).toHaveText('1건 처리, 0건 실패');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('처리되었습니다.');

  await page.goto(`/shop/product/${id}`);
  await expect(page.getByText('품절된 상품입니다.')).toBeVisible();
});

test("an option's stock set to 0 on the product's stock page makes that option sold out on the storefront @desktop", async ({
  page,
}) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  const name = `E2E 옵션 재고 캔들 ${Date.now()}`;
  const made = await postAs(page, '/api/admin/products', {
    name,
    base_price: 12000,
    category_id: CATEGORY,
    options: [
      { name: '200g', name_en: '200g', price_delta: 0, stock: 4 },
      { name: '400g', name_en: '400g', price_delta: 5000, stock: 5 },
    ],
  });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.it_id as number;

  await page.goto(`/admin/products?q=${id}`);
  await page.getByRole('link', { name: `${name} 옵션별 재고 9개` }).click();
  await expect(page.getByRole('heading', { name: `상품 ${id} 재고`, level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('spinbutton', { name: '200g 재고' }).fill('-1');
  await page.getByRole('button', { name: '재고 저장' }).click();
  await expect(page.getByRole('spinbutton', { name: '200g 재고' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('spinbutton', { name: '200g 재고' }).fill('0');
  await page.getByRole('button', { name: '재고 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '재고가 저장되었습니다.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /합계/ })).toContainText('5');

  await page.goto(`/shop/product/${id}`);
  await expect(page.getByRole('option', { name: /^200g.*품절/ })).toBeAttached();
  await expect(page.getByRole('option', { name: /^400g/ })).toBeEnabled();
});
