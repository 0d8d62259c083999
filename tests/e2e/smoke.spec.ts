import { expect, test } from './fixtures';
import { openChoices } from './listing-bar';

test('the home page shows the seeded categories and products', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/에반스캔들/);
  const categories = page.getByRole('region', { name: '카테고리별 쇼핑' });
  await expect(categories.getByRole('link', { name: '세일' })).toBeVisible();
  const newest = page.getByRole('region', { name: '새로 들어온 상품' });
  await expect(newest.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(newest.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute(
    'href',
    /\/shop\/product\/\d+/,
  );
});

test('a category page lists its products with its sort and breadcrumbs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: '카테고리별 쇼핑' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/category\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect((await openChoices(page, '정렬')).getByRole('link', { name: '최신순' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('a legacy product address redirects to the product page @desktop', async ({ page, request }) => {
  const res = await request.get('/shop/item.php?it_id=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toMatch(/\/shop\/product\/1$/);
  await page.goto('/shop/qa_list.php');
  await expect(page).toHaveURL(/\/customer\/faq$/);
});

test('an unknown page shows the not-found page with status 404 @desktop', async ({ page }) => {
  const res = await page.goto('/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});
