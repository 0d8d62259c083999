import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.describe('search', () => {
  test('a shopper searches from the header and sees matching products with a count @desktop', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '상품 검색' });
    await box.fill('소이캔들');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/search\?keyword=%EC%86%8C%EC%9D%B4%EC%BA%94%EB%93%A4/);
    await expect(page.getByRole('heading', { level: 1, name: "'소이캔들' 검색 결과" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/상품 \d+개/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /소이 캔들/ })
        .first(),
    ).toBeVisible();
  });

  test('initial consonants find products, and sorting keeps the keyword', async ({ page }) => {
    await page.goto(`/shop/search?keyword=${encodeURIComponent('ㅅㅇ ㅋㄷ')}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toContainText('소이 캔들');
    await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('ㅅㅇ ㅋㄷ');
  });

  test('an empty keyword does nothing: the page stays and the box keeps the focus @desktop', async ({ page }) => {
    await page.goto('/customer/notice');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '상품 검색' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/customer\/notice$/);
    await page.goto('/shop/search');
    await expect(page.getByRole('heading', { name: '어떤 상품을 찾으세요?' })).toBeVisible();
    await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
    await expect(page).toHaveURL(/\/shop\/search$/);
  });

  test('AI search shows what it understood as chips, and taking one off changes the results', async ({ page }) => {
    await page.goto('/ai-search');
    await page
      .getByRole('searchbox', { name: '무엇을 찾으세요?' })
      .fill('아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하');
    await page.getByRole('button', { name: '찾기' }).click();
    const understood = page.getByRole('region', { name: '이렇게 이해했어요' });
    await expect(understood.getByRole('link', { name: "'라벤더' 조건 빼기" })).toBeVisible();
    await expect(understood.getByRole('link', { name: "'₩30,000 이하' 조건 빼기" })).toBeVisible();
    const names = () => page.getByRole('main').getByRole('heading', { level: 3 }).allInnerTexts();
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    await expect(page.getByText(/라벤더 향/).first()).toBeVisible();

    await understood.getByRole('link', { name: "'완제품 디퓨저' 조건 빼기" }).click();
    await expect(understood.getByRole('link', { name: "'완제품 디퓨저' 조건 빼기" })).toHaveCount(0);
    await expect(understood.getByRole('link', { name: '뺀 조건 되돌리기' })).toBeVisible();
    expect(await names()).not.toEqual(before);
  });

  for (const [name, path] of [
    ['search results', `/shop/search?keyword=${encodeURIComponent('소이 캔들')}`],
    ['the empty search page', '/shop/search'],
    ['AI search results', `/ai-search?q=${encodeURIComponent('선물용 라벤더 캔들 3만원 이하')}`],
  ] as const) {
    test(`${name} have no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
    });
  }
});
