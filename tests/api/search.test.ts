import { describe, expect, inject, it } from 'vitest';
import { compact, initialConsonants } from '~/server/catalog/search-text';
import { ApiClient } from '../support/api-client';

const api = () => new ApiClient(inject('baseUrl'));

type Card = { it_id: number; it_name: string; it_name_en: string; default_price: { value: number | null } };
type SearchPage = {
  current_page: number;
  data: Card[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
  keyword: string;
  similar: boolean;
  corrected: string | null;
};

const search = (query: string) => api().get(`/api/v1/search?${query}`);
const page = async (query: string) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchPage;
};
const k = (keyword: string, more = '') => `keyword=${encodeURIComponent(keyword)}${more}`;

describe('GET /api/v1/search', () => {
  it('answers the spec pagination shape, 14 cards a page, with the keyword it searched', async () => {
    const body = await page(k('캔들'));
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']),
    );
    expect(body.per_page).toBe(14);
    expect(body.data).toHaveLength(14);
    expect(body.total).toBeGreaterThan(14);
    expect(body.keyword).toBe('캔들');
  });

  it('finds 소이 캔들 written without a space', async () => {
    const body = await page(k('소이캔들'));
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.some((c) => c.it_name.includes('소이 캔들'))).toBe(true);
  });

  it('finds products by initial consonants (ㅅㅇ ㅋㄷ)', async () => {
    const body = await page(k('ㅅㅇ ㅋㄷ'));
    expect(body.total).toBeGreaterThan(0);
    expect(initialConsonants(body.data[0]?.it_name ?? '')).toContain('ㅅㅇㅋㄷ');
    // Every result has the consonants run together, or a word starting ㅅㅇ and a word starting ㅋㄷ.
    for (const c of body.data) {
      const words = c.it_name.split(' ').map(initialConsonants);
      const apart = words.some((w) => w.startsWith('ㅅㅇ')) && words.some((w) => w.startsWith('ㅋㄷ'));
      expect(initialConsonants(c.it_name).includes('ㅅㅇㅋㄷ') || apart).toBe(true);
    }
  });

  it('finds products by English name', async () => {
    const body = await page(k('Golden Brands 464'));
    expect(body.data[0]?.it_name_en).toBe('Golden Brands 464 Soy Wax');
  });

  it('ranks the product named exactly as the keyword first', async () => {
    const body = await page(k('라벤더 에센셜 오일'));
    expect(body.data[0]?.it_name).toBe('라벤더 에센셜 오일');
  });

  it('sorts by the price paid when asked', async () => {
    const body = await page(k('소이', '&sort=price_asc'));
    const prices = body.data.map((c) => c.default_price.value).filter((v): v is number => v !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages on: page 2 continues where page 1 ended', async () => {
    const first = await page(k('캔들', '&per_page=5'));
    const second = await page(k('캔들', '&per_page=5&page=2'));
    expect(second.from).toBe(6);
    expect(second.data.map((c) => c.it_id)).not.toEqual(expect.arrayContaining(first.data.map((c) => c.it_id)));
  });

  it('an empty or blank keyword searches nothing', async () => {
    for (const q of ['', 'keyword=', 'keyword=%20%20']) {
      const body = await page(q);
      expect(body).toMatchObject({ total: 0, data: [], keyword: '' });
    }
  });

  it('refuses a keyword over 100 characters with 422 and a Korean field message', async () => {
    const res = await search(k('가'.repeat(101)));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.keyword?.[0]).toContain('100자');
    expect((await search(k('가'.repeat(100)))).status).toBe(200);
  });

  it('refuses an unknown sort or a bad page with 422', async () => {
    expect((await search(k('캔들', '&sort=cheapest'))).status).toBe(422);
    expect((await search(k('캔들', '&page=0'))).status).toBe(422);
  });

  it('answers HEAD, and 405 to other methods', async () => {
    expect((await api().request('HEAD', `/api/v1/search?${k('캔들')}`)).status).toBe(200);
    expect((await api().post('/api/v1/search', {})).status).toBe(405);
  });
});

describe('search that forgives (against the seeded variant list and catalogue)', () => {
  it('searches a misspelt keyword as its correction and says which (라밴더 디퓨져 → 라벤더 디퓨저)', async () => {
    const body = await page(k('라밴더 디퓨져'));
    expect(body.corrected).toBe('라벤더 디퓨저');
    expect(body.keyword).toBe('라밴더 디퓨져');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0]?.it_name).toContain('라벤더');
  });

  it('a single misspelt word finds products (라밴더 → 라벤더, lavendar → lavender)', async () => {
    const ko = await page(k('라밴더'));
    expect(ko.corrected).toBe('라벤더');
    expect(ko.data[0]?.it_name).toContain('라벤더');
    const en = await page(k('lavendar'));
    expect(en.corrected).toBe('lavender');
    expect(en.data[0]?.it_name_en).toMatch(/lavender/i);
  });

  it('initial consonants still work and are never corrected (ㅅㅇ ㅋㄷ)', async () => {
    const body = await page(k('ㅅㅇ ㅋㄷ'));
    expect(body.corrected).toBeNull();
    expect(body.total).toBeGreaterThan(0);
  });

  it('a keyword found as written is not corrected', async () => {
    expect((await page(k('소이 캔들'))).corrected).toBeNull();
  });
});

describe('GET /api/v1/search/suggest', () => {
  type Suggest = {
    keyword: string;
    corrected: string | null;
    products: { it_id: number; it_name: string; it_img: string; price_text: string; href: string }[];
    categories: { ca_id: number; ca_name: string; path: string[]; href: string }[];
    popular: string[];
  };
  const suggest = async (q: string, headers: Record<string, string> = {}) => {
    const res = await api().get(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as Suggest;
  };

  it('before typing: the popular keywords from the search log, and nothing else', async () => {
    const body = await suggest('');
    expect(body.popular.length).toBeGreaterThan(0);
    expect(body.popular[0]).toBe('소이왁스');
    expect(body.products).toEqual([]);
  });

  it('while typing: products with name, picture, price and address, forgiving a misspelling', async () => {
    const body = await suggest('라밴더');
    expect(body.corrected).toBe('라벤더');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    const first = body.products[0];
    expect(first?.it_name).toContain('라벤더');
    expect(first?.it_img).toMatch(/^\/media\//);
    expect(first?.price_text).toMatch(/^₩[\d,]+$/);
    expect(first?.href).toBe(`/shop/product/${first?.it_id}`);
  });

  it('names categories whose name holds the keyword, with their path', async () => {
    const body = await suggest('디퓨저 베이스');
    expect(body.categories.map((c) => c.ca_name)).toContain('디퓨저 베이스');
    const base = body.categories.find((c) => c.ca_name === '디퓨저 베이스');
    expect(base?.href).toBe(`/shop/category/${base?.ca_id}`);
    expect(base?.path.at(-1)).toBe('디퓨저 베이스');
  });

  it('answers in English with dollar prices for an English visitor', async () => {
    const body = await suggest('lavender', { Cookie: 'shop_lang=en; shop_currency=usd' });
    expect(body.products[0]?.it_name).toMatch(/Lavender/);
    expect(body.products[0]?.price_text).toMatch(/^\$/);
  });

  it('refuses a keyword over 100 characters with 422, and other methods with 405', async () => {
    expect((await api().get(`/api/v1/search/suggest?q=${'가'.repeat(101)}`)).status).toBe(422);
    expect((await api().post('/api/v1/search/suggest', {})).status).toBe(405);
  });

  it('may be kept briefly by shared caches', async () => {
    const res = await api().get(`/api/v1/search/suggest?q=${encodeURIComponent('소이')}`);
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});

describe('/shop/search page', () => {
  const html = async (path: string) => {
    const res = await api().get(path, { Accept: 'text/html' });
    return { status: res.status, text: await res.text(), robots: res.headers.get('x-robots-tag') };
  };

  it('shows the results with their count, a canonical address and noindex', async () => {
    const { status, text, robots } = await html(`/shop/search?${k('소이 캔들')}`);
    expect(status).toBe(200);
    expect(robots).toBe('noindex');
    expect(text).toContain('<meta name="robots" content="noindex, follow"');
    expect(text).toContain(
      `rel="canonical" href="${inject('baseUrl')}/shop/search?keyword=${encodeURIComponent('소이 캔들')}"`,
    );
    expect(text).toMatch(/상품 \d+개/);
    expect(text).toContain("'소이 캔들' 검색 결과");
  });

  it('an empty keyword shows a friendly prompt and no results', async () => {
    const { status, text } = await html('/shop/search?keyword=');
    expect(status).toBe(200);
    expect(text).toContain('어떤 상품을 찾으세요?');
    expect(text).not.toMatch(/상품 \d+개/);
  });

  it('an over-long keyword shows a message instead of searching', async () => {
    const { text } = await html(`/shop/search?${k('가'.repeat(101))}`);
    expect(text).toContain('검색어는 100자 이하로 입력해 주세요.');
    expect(text).not.toMatch(/상품 \d+개/);
  });

  it('a corrected search says "혹시 ‘…’ 찾으셨나요?" with a link to the corrected search', async () => {
    const { text } = await html(`/shop/search?${k('라밴더 디퓨져')}`);
    expect(text).toContain('혹시 ');
    expect(text).toContain(`href="/shop/search?keyword=${encodeURIComponent('라벤더 디퓨저').replaceAll('%20', '+')}"`);
    expect(text).toContain('찾으셨나요?');
  });

  it('a sentence-like keyword offers the AI search in one click', async () => {
    const { text } = await html(`/shop/search?${k('선물용 소이 캔들 추천해 주세요')}`);
    expect(text).toContain('AI 검색으로 찾아보기');
    expect(text).toContain(
      `/ai-search?q=${encodeURIComponent('선물용 소이 캔들 추천해 주세요').replaceAll('%20', '+')}`,
    );
    const plain = await html(`/shop/search?${k('소이 캔들')}`);
    expect(plain.text).not.toContain('AI 검색으로 찾아보기');
  });

  it('nothing found says so and offers the AI search', async () => {
    const { text } = await html(`/shop/search?${k('zzqqxxyy')}`);
    expect(text).toContain('에 맞는 상품이 없습니다.');
    expect(text).toContain(`/ai-search?q=zzqqxxyy`);
  });
});

describe('search text of the seeded shop', () => {
  it('is what the seed wrote: the compacted name of every result is in the card', async () => {
    const body = await page(k('프렌치라벤더'));
    for (const c of body.data) expect(compact(`${c.it_name} ${c.it_name_en}`)).toMatch(/프렌치라벤더|frenchlavender/);
  });
});
