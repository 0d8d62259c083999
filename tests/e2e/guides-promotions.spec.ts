import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const materials = (page: Page, name = '재료 한번에 담기') => page.getByRole('region', { name });
const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: label, exact: true }) });

type Cart = { lines: { it_id: number; it_name: string; quantity: number }[] };

test('a DIY guide’s materials scale with the pieces made, a material taken out stays out, and the rest go in the cart in one press @desktop', async ({
  page,
}) => {
  await page.goto('/contents/diy/1');
  const box = materials(page);
  await box.scrollIntoViewIfNeeded();
  const pieces = box.getByRole('spinbutton', { name: '만들 개수' });
  await expect(pieces).toHaveValue('1');
  await expect(row(page, '소이왁스 464 180g')).toContainText('× 1');
  // Tools start out of the list: most readers have a thermometer.
  await expect(box.getByRole('checkbox', { name: /온도계/ })).not.toBeChecked();

  for (let i = 0; i < 5; i++) await box.getByRole('button', { name: '하나 더' }).click();
  await expect(pieces).toHaveValue('6');
  // 6 candles of 180 g: 1,080 g, two packs of 1 kg; six jars; still one pack of 100 wicks.
  await expect(row(page, '소이왁스 464 180g')).toContainText('× 2');
  await expect(row(page, '유리 캔들 용기 200ml')).toContainText('× 6');
  await expect(row(page, '코튼 심지 CD-10 1개')).toContainText('× 1');

  await box.getByRole('checkbox', { name: '유리 캔들 용기 200ml' }).uncheck();
  const add = box.getByRole('button', { name: '재료 한번에 담기 (4개 상품)' });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await expect(dialog).toContainText('장바구니에 담았습니다');
  await dialog.getByRole('button', { name: '장바구니로 이동' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);

  const cart = (await (await page.request.get('/api/v1/cart')).json()) as Cart;
  expect(cart.lines).toHaveLength(4);
  expect(cart.lines.find((l) => l.it_name.startsWith('골든브랜즈 소이왁스 464'))?.quantity).toBe(2);
  expect(cart.lines.some((l) => l.it_name.startsWith('유리 캔들 용기'))).toBe(false);
});

test('the guide’s materials read in English with dollar prices @desktop', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'shop_lang', value: 'en', url: baseURL ?? '' },
    { name: 'shop_currency', value: 'usd', url: baseURL ?? '' },
  ]);
  await page.goto('/contents/diy/1');
  const box = materials(page, 'Get all the materials');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('spinbutton', { name: 'How many to make' })).toHaveValue('1');
  await expect(row(page, 'Soy wax 464, 180 g')).toContainText(/\$\d+\.\d\d/);
  await expect(box.getByRole('button', { name: 'Add all to cart (5 products)' })).toBeVisible();
  await expect(box).toContainText(/Total \$\d+\.\d\d/);
});

test('a running promotion lists its products under a ticking countdown; an ended one lists them without @desktop', async ({
  page,
}) => {
  await page.goto('/contents/promotion');
  await page
    .getByRole('link', { name: /겨울 캔들 위크/ })
    .first()
    .click();
  const products = page.getByRole('region', { name: '기획전 상품' });
  await expect(products.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(products.getByRole('heading', { name: /샌달우드 프래그런스 오일/ })).toBeVisible();
  const timer = products.getByRole('timer');
  await expect(timer).toHaveText(/^종료까지 \d+일 \d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });

  await page.goto('/contents/promotion');
  await page
    .getByRole('link', { name: /TSSA 얼리버드/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: '기획전 상품' }).getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(page.getByRole('timer')).toHaveCount(0);
});
