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
