import { expectNoSeriousViolations } from './axe';
import { expect, searchField, test } from './fixtures';
import { openChoices } from './listing-bar';

test.describe('search', () => {
  test('a shopper searches from the header and sees matching products with a count @desktop', async ({ page }) => {
    await page.goto('/');
    const box = searchField(page.getByRole('banner'), '상품 검색');
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

  test('initial consonants find products, and sorting keeps the keyword @desktop', async ({ page }) => {
    await page.goto(`/shop/search?keyword=${encodeURIComponent('ㅅㅇ ㅋㄷ')}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toContainText('소이 캔들');
    await (await openChoices(page, '정렬')).getByRole('link', { name: '낮은 가격순' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(searchField(page, '검색어')).toHaveValue('ㅅㅇ ㅋㄷ');
  });

  test('an empty keyword does nothing: the page stays and the box keeps the focus @desktop', async ({ page }) => {
    await page.goto('/customer/notice');
    const box = searchField(page.getByRole('banner'), '상품 검색');
    await box.fill('   ');
    await box.press('Enter');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/customer\/notice$/);
    await page.goto('/shop/search');
    await expect(page.getByRole('heading', { name: '어떤 상품을 찾으세요?' })).toBeVisible();
    await searchField(page, '검색어').press('Enter');
    await expect(page).toHaveURL(/\/shop\/search$/);
  });

  test('AI search shows what it understood as chips, and taking one off changes the results @desktop', async ({
    page,
  }) => {
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
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('search that forgives and suggests', () => {
  const suggestScripts = (urls: string[]) => urls.filter((u) => /SearchSuggest/.test(u));

  test('the header box suggests products for a misspelt word; ↓ and Enter open one, and no code loads before the focus @desktop', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(suggestScripts(scripts)).toEqual([]);
    const box = searchField(page.getByRole('banner'), '상품 검색');
    await box.click();
    await box.pressSequentially('라밴더', { delay: 30 });
    const combobox = page.getByRole('banner').getByRole('combobox', { name: '상품 검색' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: '검색어 제안' });
    await expect(
      list.getByRole('group', { name: '이 검색어로 찾기' }).getByRole('option', { name: '라벤더' }),
    ).toBeVisible();
    const products = list.getByRole('group', { name: '상품 바로 가기' }).getByRole('option');
    await expect(products.first()).toContainText('라벤더');
    await expect(products.first()).toContainText(/₩[\d,]+/);
    expect(suggestScripts(scripts).length).toBeGreaterThan(0);

    await combobox.press('ArrowDown');
    await expect(list.getByRole('option', { name: '라벤더', exact: true })).toHaveAttribute('aria-selected', 'true');
    const active = await combobox.getAttribute('aria-activedescendant');
    expect(active).toBe(await list.getByRole('option', { name: '라벤더', exact: true }).getAttribute('id'));
    await combobox.press('ArrowDown');
    const name = (await products.first().locator('.suggest__label').textContent()) ?? '';
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/shop\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
  });

  test('Escape closes the suggestions, and a search is kept as a recent keyword that can be removed @desktop', async ({
    page,
  }) => {
    await page.goto('/shop/search');
    const box = searchField(page, '검색어');
    await box.click();
    await box.pressSequentially('소이캔들', { delay: 30 });
    const list = page.getByRole('listbox', { name: '검색어 제안' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.getByRole('combobox', { name: '검색어' })).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: "'소이캔들' 검색 결과" })).toBeVisible();

    await box.fill('');
    await box.click();
    const recent = list.getByRole('group', { name: '최근 검색어' });
    await expect(recent.getByRole('option', { name: '소이캔들' })).toBeVisible();
    await expect(list.getByRole('group', { name: '인기 검색어' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(recent.getByRole('option', { name: '소이캔들' })).toHaveAttribute('aria-selected', 'true');
    await box.press('Delete');
    await expect(recent).toHaveCount(0);
  });

  test('the open suggestions have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/shop/search');
    const box = searchField(page, '검색어');
    await box.click();
    await box.pressSequentially('라벤더', { delay: 30 });
    await expect(page.getByRole('listbox', { name: '검색어 제안' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectNoSeriousViolations(page);
  });

  test('a misspelt search says "혹시 ‘…’ 찾으셨나요?" and links to the corrected search @desktop', async ({ page }) => {
    await page.goto(`/shop/search?keyword=${encodeURIComponent('라밴더 디퓨져')}`);
    await expect(page.getByText('혹시 ‘라벤더 디퓨저’ 찾으셨나요?')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toContainText('라벤더');
    await page.getByRole('link', { name: '‘라벤더 디퓨저’' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "'라벤더 디퓨저' 검색 결과" })).toBeVisible();
  });

  test('in English: "Did you mean ‘lavender’?" and the suggestions in English @desktop', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'shop_lang', value: 'en', url: baseURL ?? '' },
      { name: 'shop_currency', value: 'usd', url: baseURL ?? '' },
    ]);
    await page.goto(`/shop/search?keyword=lavendar`);
    await expect(page.getByText('Did you mean ‘lavender’?')).toBeVisible();
    const box = searchField(page, 'Search words');
    await box.fill('');
    await box.pressSequentially('lavendar', { delay: 30 });
    const products = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option').first()).toContainText(/Lavender/);
    await expect(products.getByRole('option').first()).toContainText(/\$[\d.]+/);
  });

  test('a sentence-like search offers the AI search in one click @desktop', async ({ page }) => {
    const sentence = '선물용 소이 캔들 추천해 주세요';
    await page.goto(`/shop/search?keyword=${encodeURIComponent(sentence)}`);
    await page.getByRole('link', { name: 'AI 검색으로 찾아보기' }).click();
    await expect(page).toHaveURL(/\/ai-search\?q=/);
    await expect(page.getByRole('searchbox', { name: '무엇을 찾으세요?' })).toHaveValue(sentence);
    await expect(page.getByRole('region', { name: '이렇게 이해했어요' })).toBeVisible();
  });

  test('AI search points a custom-making request to the custom studio, with no chips of its words @desktop', async ({
    page,
  }) => {
    await page.goto(`/ai-search?q=${encodeURIComponent('나만의 향 디퓨저 맞춤 제작 하고 싶어요')}`);
    await expect(page.getByRole('heading', { name: '맞춤 제작은 커스텀 스튜디오에서 도와드려요' })).toBeVisible();
    await expect(page.getByRole('link', { name: '커스텀 스튜디오로 가기' })).toHaveAttribute('href', '/custom');
    await expect(page.getByRole('region', { name: '이렇게 이해했어요' })).toHaveCount(0);
    await expect(page.getByText(/'나만' 포함|'맞춤' 포함|'제작' 포함/)).toHaveCount(0);
  });

  test('in English the custom studio pointer reads in English @desktop', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop_lang', value: 'en', url: baseURL ?? '' }]);
    await page.goto(`/ai-search?q=${encodeURIComponent('a custom scent made for my wedding')}`);
    await expect(
      page.getByRole('heading', { name: 'Made-to-order scents are made in our custom studio' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the custom studio' })).toHaveAttribute('href', '/custom');
  });
});
