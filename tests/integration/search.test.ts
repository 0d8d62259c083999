import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSearchText } from '~/server/catalog/search-text';
import { getDb } from '~/server/db/client';
import { categories, products, searchVariants, settings } from '~/server/db/schema';
import { aiSearch } from '~/server/search/ai-search.service';
import { keywordQuery } from '~/server/search/keyword';
import { SEARCH_RESULT_CAP, searchByKeyword, searchByKeywordLoosely } from '~/server/search/search.repository';
import { SEARCH_SORTS, type SearchSort } from '~/server/search/search.schema';
import { searchPage } from '~/server/search/search.service';
import { bringSearchTextCurrent } from '~/server/search/search-text-refresh';
import { resetDatabase } from '../support/db';
import { setEnv } from '../support/env';

const CATEGORIES = [
  { id: 1, parent_id: null, name: '왁스', name_en: 'Wax' },
  { id: 101, parent_id: 1, name: '소이왁스', name_en: 'Soy wax' },
  { id: 3, parent_id: null, name: '프래그런스 오일', name_en: 'Fragrance oils' },
  { id: 109, parent_id: 3, name: '플로럴', name_en: 'Floral' },
  { id: 5, parent_id: null, name: '디퓨저 재료', name_en: 'Diffuser supplies' },
  { id: 118, parent_id: 5, name: '디퓨저 베이스', name_en: 'Diffuser bases' },
  { id: 10, parent_id: null, name: '완제품 캔들', name_en: 'Candles' },
  { id: 132, parent_id: 10, name: '컨테이너 캔들', name_en: 'Container candles' },
  { id: 11, parent_id: null, name: '완제품 디퓨저', name_en: 'Diffusers' },
  { id: 135, parent_id: 11, name: '리드 디퓨저', name_en: 'Reed diffusers' },
  { id: 137, parent_id: 11, name: '룸 스프레이', name_en: 'Room sprays' },
  { id: 12, parent_id: null, name: '세일', name_en: 'Sale' },
];

type P = [
  name: string,
  name_en: string,
  category: number,
  keywords: string,
  price: number,
  extra?: Partial<typeof products.$inferInsert>,
];
const PRODUCTS: P[] = [
  [
    '프렌치 라벤더 소이 캔들',
    'French Lavender Soy Candle',
    132,
    '라벤더 향초 선물 집들이 lavender scented gift',
    28_000,
    { sales_count: 900 },
  ],
  ['소이 캔들', 'Soy Candle', 132, '향초 무향 unscented', 20_000, { sales_count: 5 }],
  ['소이 캔들 만들기 키트', 'Soy Candle Making Kit', 132, '초보 diy 만들기', 29_000, { sales_count: 10 }],
  [
    '골든브랜즈 소이왁스 464',
    'Golden Brands 464 Soy Wax',
    101,
    '소이왁스 소이캔들용 soy wax container',
    13_500,
    { sales_count: 2000 },
  ],
  [
    '화이트 머스크 리드 디퓨저',
    'White Musk Reed Diffuser',
    135,
    '머스크 디퓨저 집들이선물 musk',
    32_000,
    { discount_rate: 10 },
  ],
  [
    '프렌치 라벤더 룸 스프레이',
    'French Lavender Room Spray',
    137,
    '라벤더 룸스프레이 어린이 은은한 lavender room spray',
    16_800,
    { sales_count: 40 },
  ],
  [
    '라벤더 프래그런스 오일',
    'Lavender Fragrance Oil',
    109,
    '라벤더 플로럴 캔들향료 lavender floral',
    8_900,
    { sales_count: 300 },
  ],
  ['숨긴 라벤더 캔들', 'Hidden Lavender Candle', 132, '라벤더', 10_000, { status: 'hidden', sales_count: 9999 }],
  [
    '무향 디퓨저 베이스',
    'Unscented Diffuser Base',
    118,
    '디퓨저베이스 무향 unscented base',
    12_000,
    { sales_count: 70 },
  ],
  [
    '블랙 체리 소이 캔들',
    'Black Cherry Soy Candle',
    132,
    '블랙체리 향초 cherry',
    26_000,
    { stock: 0, discount_rate: 20, sales_count: 50 },
  ],
];

function pathOf(id: number): string[] {
  const c = CATEGORIES.find((x) => x.id === id);
  return c ? [...(c.parent_id ? pathOf(c.parent_id) : []), c.name, c.name_en] : [];
}

const ids: Record<string, number> = {};

async function seedCatalog() {
  const db = await getDb();
  await db.insert(categories).values(CATEGORIES.map((c, i) => ({ ...c, sort_order: i })));
  await db.insert(settings).values({ key: 'exchange_rate', value: { krw_per_usd: 1400 } });
  const rows = await db
    .insert(products)
    .values(
      PRODUCTS.map(([name, name_en, category_id, keywords, base_price, extra], i) => ({
        name,
        name_en,
        category_id,
        keywords,
        base_price,
        stock: 10,
        created_at: new Date(Date.UTC(2025, 0, 1 + i)),
        search_text: buildSearchText({ name, name_en, keywords, categories: pathOf(category_id) }),
        ...extra,
      })),
    )
    .returning({ id: products.id, name: products.name });
  for (const r of rows) ids[r.name] = r.id;
}

beforeEach(async () => {
  await resetDatabase();
  await seedCatalog();
});

async function search(keyword: string, sort: SearchSort = 'relevance', page = 1, perPage = 14) {
  const q = keywordQuery(keyword);
  if (!q) throw new Error('blank keyword');
  return searchPage(q, { sort, page, perPage });
}
const names = (r: { data: { name: string }[] }) => r.data.map((p) => p.name);

describe('keyword search', () => {
  it('finds a product written with spaces when the keyword has none (소이캔들 = 소이 캔들)', async () => {
    const found = names(await search('소이캔들'));
    expect(found).toEqual(expect.arrayContaining(['소이 캔들', '프렌치 라벤더 소이 캔들', '블랙 체리 소이 캔들']));
    expect(names(await search('프렌치라벤더'))).toEqual(['프렌치 라벤더 소이 캔들', '프렌치 라벤더 룸 스프레이']);
  });

  it('finds products by the initial consonants of their Korean name (ㅅㅇ ㅋㄷ finds 소이 캔들)', async () => {
    const found = names(await search('ㅅㅇ ㅋㄷ'));
    expect(found[0]).toBe('소이 캔들');
    expect(found).toEqual(expect.arrayContaining(['프렌치 라벤더 소이 캔들', '소이 캔들 만들기 키트']));
    expect(found).not.toContain('라벤더 프래그런스 오일');
  });

  it('finds products by their English names, whatever the case', async () => {
    expect(names(await search('Lavender Room Spray'))).toEqual(['프렌치 라벤더 룸 스프레이']);
    expect(names(await search('golden brands'))).toEqual(['골든브랜즈 소이왁스 464']);
  });

  it('finds partial words in names, keywords and category names', async () => {
    expect(names(await search('스프레'))).toEqual(['프렌치 라벤더 룸 스프레이']);
    expect(names(await search('diffus'))).toEqual(
      expect.arrayContaining(['화이트 머스크 리드 디퓨저', '무향 디퓨저 베이스']),
    );
    expect(names(await search('컨테이너 캔'))).toContain('블랙 체리 소이 캔들');
  });

  it('finds a word of one or two letters where a word starts, not inside another word', async () => {
    expect(names(await search('캔들'))).toContain('소이 캔들');
    expect(names(await search('캔들'))).not.toContain('골든브랜즈 소이왁스 464');
    expect((await search('들')).total).toBe(0);
    expect(names(await search('ㄹㅂㄷ ㅋㄷ'))).toEqual(['프렌치 라벤더 소이 캔들']);
  });

  it('finds every word of the keyword in any order', async () => {
    const found = names(await search('캔들 라벤더'));
    expect(found).toContain('프렌치 라벤더 소이 캔들');
    expect(found).not.toContain('프렌치 라벤더 룸 스프레이');
  });

  it('never shows hidden products', async () => {
    expect((await search('숨긴')).total).toBe(0);
    expect(names(await search('라벤더'))).not.toContain('숨긴 라벤더 캔들');
  });

  it('ranks an exact name first, then names starting with the keyword, then names holding it, then the rest', async () => {
    const found = names(await search('소이 캔들'));
    expect(found.slice(0, 3)).toEqual(['소이 캔들', '소이 캔들 만들기 키트', '프렌치 라벤더 소이 캔들']);
    expect(found.at(-1)).toBe('골든브랜즈 소이왁스 464');
  });

  it('among names that hold the keyword alike, the better seller comes first', async () => {
    const found = names(await search('라벤더'));
    expect(found.slice(0, 1)).toEqual(['라벤더 프래그런스 오일']);
    expect(found.indexOf('프렌치 라벤더 소이 캔들')).toBeLessThan(found.indexOf('프렌치 라벤더 룸 스프레이'));
  });

  it('corrects a word the catalogue does not hold to its closest word, and says so (라벤다 → 라벤더)', async () => {
    const result = await search('라벤다');
    expect(result.corrected).toBe('라벤더');
    expect(result.similar).toBe(false);
    expect(names(result)).toContain('라벤더 프래그런스 오일');
    expect((await search('lavendar')).corrected).toBe('lavender');
  });

  it('tolerant matching: one misspelt word of several is corrected, the others kept (라벤더 디퓨져 → 라벤더 디퓨저)', async () => {
    const result = await search('무향 디퓨져');
    expect(result.corrected).toBe('무향 디퓨저');
    expect(names(result)).toEqual(['무향 디퓨저 베이스']);
  });

  it('variant rewriting: the shop list spelling variant is replaced before matching, a synonym searched beside its word', async () => {
    const db = await getDb();
    await db.insert(searchVariants).values([
      { variant: '라밴더', canonical: '라벤더', kind: 'spelling' },
      { variant: '방향제', canonical: '디퓨저', kind: 'synonym' },
      { variant: '소이초', canonical: '소이 캔들', kind: 'spelling', active: false },
    ]);
    const spelled = await search('라밴더 소이 캔들');
    expect(spelled.corrected).toBe('라벤더 소이 캔들');
    expect(names(spelled)[0]).toBe('프렌치 라벤더 소이 캔들');
    const synonym = await search('방향제');
    expect(synonym.corrected).toBeNull();
    expect(names(synonym)).toEqual(expect.arrayContaining(['화이트 머스크 리드 디퓨저', '무향 디퓨저 베이스']));
    // An inactive variant is not used.
    expect((await search('소이초')).corrected).not.toBe('소이 캔들');
  });

  it('a keyword found as written is not corrected', async () => {
    expect((await search('소이 캔들')).corrected).toBeNull();
    expect((await search('ㅅㅇ ㅋㄷ')).corrected).toBeNull();
  });

  it('sentence fillers the catalogue does not hold are left out (라벤더 룸 스프레이 추천해 주세요)', async () => {
    const result = await search('라벤더 룸 스프레이 주세요');
    expect(result.corrected).toBe('라벤더 룸 스프레이');
    expect(names(result)[0]).toBe('프렌치 라벤더 룸 스프레이');
  });

  it('still shows similar words when no correction finds anything', async () => {
    const result = await search('zzqqxxyy');
    expect(result.total).toBe(0);
    expect(result.corrected).toBeNull();
  });

  it('looks for % and _ as written, not as wildcards', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('sorts by price, newest, reviews and popularity on request', async () => {
    const cheap = (await search('캔들', 'price_asc')).data.map((p) => p.price ?? 0);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(names(await search('캔들', 'newest'))[0]).toBe('블랙 체리 소이 캔들');
    expect(names(await search('캔들', 'popular'))[0]).toBe('프렌치 라벤더 소이 캔들');
  });

  it('cuts every sort and page of a keyword from one stored match set, exactly as the database orders them', async () => {
    const db = await getDb();
    for (const keyword of ['캔들', '소이 캔들', 'ㅅㅇ ㅋㄷ', 'lavender', '라벤다', '오일']) {
      const query = keywordQuery(keyword);
      if (!query) throw new Error('blank keyword');
      for (const sort of SEARCH_SORTS) {
        for (const page of [1, 2, 3]) {
          const ask = { query, sort, limit: 2, offset: (page - 1) * 2 };
          const shown = await search(keyword, sort, page, 2);
          // A corrected keyword's pages are the corrected keyword's.
          const asked = shown.corrected ? { ...ask, query: keywordQuery(shown.corrected) ?? query } : ask;
          let direct = await searchByKeyword(db, asked);
          if (direct.total === 0 && !query.consonants) direct = await searchByKeywordLoosely(db, asked);
          expect(shown.total, `${keyword} ${sort}`).toBe(direct.total);
          expect(
            shown.data.map((p) => p.id),
            `${keyword} ${sort} page ${page}`,
          ).toEqual(direct.rows.map((r) => r.id));
        }
      }
    }
  });

  it('pages results with the spec pagination shape', async () => {
    const first = await search('캔들', 'relevance', 1, 2);
    expect(first).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(first.last_page).toBe(Math.ceil(first.total / 2));
    const second = await search('캔들', 'relevance', 2, 2);
    expect(names(second)).not.toEqual(names(first));
  });

  it('stops counting a broad keyword past 1,000 (shown as 1,000+) and orders its best-selling 1,000 matches in every sort', async () => {
    const db = await getDb();
    const many = Array.from({ length: SEARCH_RESULT_CAP + 5 }, (_, i) => {
      const name = `심지 ${i + 1}호`;
      return {
        name,
        name_en: `Wick ${i + 1}`,
        category_id: 1,
        // The cheapest, and the one that sells least of all: past the 1,000 best sellers, so it is
        // in no sort, not even price low to high.
        base_price: i === 0 ? 500 : 1_000 + i,
        stock: 10,
        sales_count: i === 0 ? 0 : 10 + i,
        search_text: buildSearchText({ name, name_en: `Wick ${i + 1}`, keywords: '', categories: pathOf(1) }),
      };
    });
    await db.insert(products).values([
      ...many,
      {
        name: '심지',
        name_en: 'Wick',
        category_id: 1,
        base_price: 1_000,
        stock: 10,
        sales_count: 5000,
        search_text: buildSearchText({ name: '심지', name_en: 'Wick', keywords: '', categories: pathOf(1) }),
      },
    ]);
    const found = await search('심지', 'relevance', 1, 14);
    expect(found).toMatchObject({ total: SEARCH_RESULT_CAP, total_capped: true, last_page: 72 });
    expect(names(found)[0]).toBe('심지');
    expect(names(found)[1]).toBe(`심지 ${SEARCH_RESULT_CAP + 5}호`);
    expect((await search('심지', 'relevance', 72, 14)).data).toHaveLength(SEARCH_RESULT_CAP - 71 * 14);
    const cheapest = await search('심지', 'price_asc', 1, 14);
    expect(cheapest).toMatchObject({ total: SEARCH_RESULT_CAP, total_capped: true });
    expect(names(cheapest)[0]).toBe('심지');
    expect(names(cheapest)).not.toContain('심지 1호');
    // The cheapest of the 1,000 after 심지 (1,000 won): 심지 7호 is the cheapest that sells enough.
    expect(names(cheapest)[1]).toBe('심지 7호');
    const dearest = await search('심지', 'price_desc', 1, 1);
    expect(names(dearest)).toEqual([`심지 ${SEARCH_RESULT_CAP + 5}호`]);
    expect((await search('심지', 'price_asc', 72, 14)).data).toHaveLength(SEARCH_RESULT_CAP - 71 * 14);
    expect((await search('라벤더')).total_capped).toBe(false);
  });

  it('treats an empty or blank keyword as no search at all', () => {
    expect(keywordQuery('')).toBeUndefined();
    expect(keywordQuery('   ')).toBeUndefined();
    expect(keywordQuery(undefined)).toBeUndefined();
  });
});

describe('search text upkeep', () => {
  it('leaves search text written by the current code alone', async () => {
    expect(await bringSearchTextCurrent(await getDb())).toBe(0);
  });

  it('rewrites search text written by older code, so the product is found again', async () => {
    const db = await getDb();
    await db
      .update(products)
      .set({ search_text: 'old' })
      .where(eq(products.id, ids['무향 디퓨저 베이스'] as number));
    expect(await bringSearchTextCurrent(await getDb())).toBe(1);
    const [marker] = await db.select().from(settings).where(eq(settings.key, 'search_text_version'));
    expect(marker?.value).toBeGreaterThan(0);
    expect(names(await search('ㅁㅎ ㄷㅍㅈ'))).toEqual(['무향 디퓨저 베이스']);
  });
});

// A local server speaking the OpenAI chat-completions API; each test says what it answers.
type Reply = (task: 'understand' | 'explain', input: Record<string, unknown>) => unknown;
let model: { url: string; server: Server; reply: Reply; calls: number };

beforeAll(async () => {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    model.calls++;
    const messages = (JSON.parse(body) as { messages: { content: string }[] }).messages;
    const input = JSON.parse(messages.at(-1)?.content ?? '{}') as Record<string, unknown>;
    const answer = model.reply('candidates' in input ? 'explain' : 'understand', input);
    if (answer === 'hang') return;
    if (answer === 'fail') return void res.writeHead(500).end('{}');
    const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  model = { url: `http://127.0.0.1:${port}/v1`, server, reply: () => 'fail', calls: 0 };
});
afterAll(() => {
  model.server.closeAllConnections();
  model.server.close();
});
let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});
function useModel(reply: Reply) {
  model.reply = reply;
  model.calls = 0;
  restore = setEnv({ AI_BASE_URL: model.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
}

const format = (krw: number) => `₩${krw.toLocaleString('ko-KR')}`;
const ask = (question: string, drop: string[] = [], timeoutMs?: number) =>
  aiSearch({ question, drop, lang: 'kr', format, ...(timeoutMs ? { timeoutMs } : {}) });
const KIDS_QUESTION = '아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하';

describe('AI search without a model (rule-based reader)', () => {
  it('reads the question into chips and finds only products that fit them', async () => {
    const answer = await ask(KIDS_QUESTION);
    expect(answer.source).toBe('rules');
    expect(answer.chips.map((c) => c.key)).toEqual(
      expect.arrayContaining(['category:11', 'scent:lavender', 'use:kids', 'use:subtle', 'price']),
    );
    expect(answer.chips.find((c) => c.key === 'price')?.label).toBe('₩30,000 이하');
    expect(answer.products.map((p) => p.name)).toEqual(['프렌치 라벤더 룸 스프레이']);
    expect(answer.products[0]?.reason).toContain('라벤더 향');
    expect(answer.products[0]?.reason).toContain('아이와 함께 쓰기 좋아요');
  });

  it('taking a chip off searches again without that filter', async () => {
    const answer = await ask(KIDS_QUESTION, ['category:11']);
    expect(answer.chips.map((c) => c.key)).not.toContain('category:11');
    const found = answer.products.map((p) => p.name);
    expect(found).toEqual(
      expect.arrayContaining(['프렌치 라벤더 룸 스프레이', '라벤더 프래그런스 오일', '프렌치 라벤더 소이 캔들']),
    );
    expect(found).not.toContain('숨긴 라벤더 캔들');
  });

  it('keeps the price limit in dollars at the exchange rate of the settings', async () => {
    const answer = await ask('unscented diffuser base under $10');
    expect(answer.products.map((p) => p.name)).toEqual(['무향 디퓨저 베이스']);
    expect((await ask('unscented diffuser base under $8')).products.every((p) => (p.price ?? 0) <= 11_200)).toBe(true);
  });

  it('a sale wish shows discounted products only, and a stock wish leaves sold-out ones out', async () => {
    const sale = await ask('세일하는 캔들');
    expect(sale.products.map((p) => p.name)).toEqual(['블랙 체리 소이 캔들']);
    expect(sale.products[0]?.reason).toContain('20% 할인');
    const stocked = await ask('재고 있는 체리 캔들');
    expect(stocked.relaxed.map((c) => c.key)).toEqual(['scent:cherry']);
    expect(stocked.products.map((p) => p.name)).not.toContain('블랙 체리 소이 캔들');
  });

  it('when nothing fits every filter, takes off the least certain ones and says which', async () => {
    const answer = await ask('밀랍 라벤더 캔들');
    expect(answer.relaxed.map((c) => c.key)).toEqual(['material:beeswax']);
    expect(answer.products.map((p) => p.name)).toEqual(['프렌치 라벤더 소이 캔들']);
  });
});

describe('AI search says only what it used', () => {
  it('chips the results honour: a word that only ranks is no chip when no shown product holds it', async () => {
    // 디퓨저 is understood (a category); 골든 and 맞춰 are leftover words that only rank.
    const answer = await ask('골든 디퓨저 머스크');
    const keys = answer.chips.map((c) => c.key);
    expect(keys).toContain('category:11');
    expect(keys).not.toContain('word:골든');
    for (const c of answer.chips.filter((x) => x.key.startsWith('word:'))) {
      expect(answer.products.some((p) => p.name.includes(c.key.slice(5)))).toBe(true);
    }
  });

  it('a use chip is kept when a shown product suits it (아이 방 → 어린이)', async () => {
    const answer = await ask(KIDS_QUESTION);
    expect(answer.chips.map((c) => c.key)).toContain('use:kids');
  });

  it('a request for custom making points to the custom studio instead of ordinary products', async () => {
    const answer = await ask('나만의 향 디퓨저 맞춤 제작 하고 싶어요');
    expect(answer.redirect).toEqual({ kind: 'custom', href: '/custom' });
    expect(answer.products).toEqual([]);
    expect(answer.chips).toEqual([]);
  });

  it('an ordinary question is not pointed anywhere', async () => {
    expect((await ask(KIDS_QUESTION)).redirect).toBeNull();
  });
});

const UNDERSTOOD = { categories: [11], scents: ['lavender'], uses: ['kids'], max_price_krw: 30_000 };

describe('AI search with a model', () => {
  it('uses the model’s reading and reasons, dropping ids it invents', async () => {
    useModel((task, input) => {
      if (task === 'understand') return { ...UNDERSTOOD, categories: [11, 9999], scents: ['lavender', 'unicorn'] };
      const first = (input.candidates as { id: number }[])[0]?.id;
      return {
        items: [
          { id: 424242, reason: '없는 상품' },
          { id: first, reason: '아이 방에 딱 맞는 은은한 라벤더' },
        ],
      };
    });
    const answer = await ask(KIDS_QUESTION);
    expect(answer.source).toBe('model');
    expect(answer.chips.map((c) => c.key)).toEqual(['category:11', 'scent:lavender', 'use:kids', 'price']);
    expect(answer.products.map((p) => p.name)).toEqual(['프렌치 라벤더 룸 스프레이']);
    expect(answer.products[0]?.reason).toBe('아이 방에 딱 맞는 은은한 라벤더');
    expect(answer.products.map((p) => p.id)).not.toContain(424242);
  });

  it('asks the model once per question: taking a chip off reuses its reading', async () => {
    useModel((task) => (task === 'understand' ? UNDERSTOOD : { items: [] }));
    await ask('라벤더 디퓨저 찾아줘');
    const before = model.calls;
    const answer = await ask('라벤더 디퓨저 찾아줘', ['category:11']);
    expect(model.calls - before).toBe(1);
    expect(answer.chips.map((c) => c.key)).not.toContain('category:11');
  });

  it('falls back to the rule-based reader when the model does not answer in time', async () => {
    useModel(() => 'hang');
    const started = Date.now();
    const answer = await ask(`${KIDS_QUESTION} 느린`, [], 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.source).toBe('rules');
    expect(answer.products.map((p) => p.name)).toEqual(['프렌치 라벤더 룸 스프레이']);
  });

  it('falls back to the rule-based reader when the model answers an error or not JSON', async () => {
    useModel(() => 'fail');
    expect((await ask(`${KIDS_QUESTION} 오류`)).source).toBe('rules');
    useModel(() => 'not json at all');
    expect((await ask(`${KIDS_QUESTION} 엉망`)).source).toBe('rules');
    useModel(() => ({ categories: 'all of them' }));
    expect((await ask(`${KIDS_QUESTION} 형식`)).source).toBe('rules');
  });

  it('composes reasons from the filters when the model fails to write them', async () => {
    useModel((task) => (task === 'understand' ? UNDERSTOOD : 'fail'));
    const answer = await ask(`${KIDS_QUESTION} 이유`);
    expect(answer.source).toBe('model');
    expect(answer.products[0]?.reason).toContain('라벤더 향');
  });
});
