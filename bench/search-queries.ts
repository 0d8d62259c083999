// `DATA_DIR=… npx tsx bench/search-queries.ts [--verbose]` (or DATABASE_URL=…): a fixed list of 50
// queries a shopper types (typos, 초성, spacing variants, English, sentences), each with a rule for
// a useful first result, run through the shop's keyword search (`searchPage`, as the search page and
// `GET /api/v1/search` call it). Prints each query's first result and the share that is useful.
// Run it on a seeded database no server has open (`npx tsx scripts/seed.ts` with the same DATA_DIR).
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

const { eq } = await import('drizzle-orm');
const { closeDb, getDb } = await import('../src/server/db/client.ts');
const { products } = await import('../src/server/db/schema/index.ts');
const { categoryTree } = await import('../src/server/catalog/category.service.ts');
const { pathTo } = await import('../src/server/catalog/category-tree.ts');
const { keywordQuery } = await import('../src/server/search/keyword.ts');
const { searchPage } = await import('../src/server/search/search.service.ts');

type Kind = 'typo' | '초성' | 'spacing' | 'English' | 'sentence' | 'synonym';
/** A useful first result: its names (Korean and English together) match `name`, its category path `category`. */
type Rule = { name?: RegExp; category?: RegExp };
type Case = { query: string; kind: Kind; rule: Rule };

const QUERIES: Case[] = [
  { query: '라밴더', kind: 'typo', rule: { name: /라벤더/ } },
  { query: '라밴더 디퓨져', kind: 'typo', rule: { name: /라벤더|디퓨저/ } },
  { query: '디퓨져', kind: 'typo', rule: { name: /디퓨저/ } },
  { query: '소이왁쓰', kind: 'typo', rule: { name: /소이왁스/ } },
  { query: '켄들', kind: 'typo', rule: { name: /캔들/ } },
  { query: '에쎈셜 오일', kind: 'typo', rule: { name: /에센셜 오일/ } },
  { query: '프레그런스 오일', kind: 'typo', rule: { name: /프래그런스 오일/ } },
  { query: '우드웍', kind: 'typo', rule: { name: /우드윅/ } },
  { query: '비즈왁쓰', kind: 'typo', rule: { name: /비즈왁스/ } },
  { query: '라벤다', kind: 'typo', rule: { name: /라벤더/ } },
  { query: '베르가뭇', kind: 'typo', rule: { name: /베르가못/ } },
  { query: '디퓨저 베이쓰', kind: 'typo', rule: { name: /디퓨저 베이스/ } },
  { query: '코코넛 왁쓰', kind: 'typo', rule: { name: /코코넛.*왁스/ } },
  { query: '샌달우드 켄들', kind: 'typo', rule: { name: /샌달우드.*캔들/ } },
  { query: '유칼립투쓰', kind: 'typo', rule: { name: /유칼립투스/ } },
  { query: 'ㅅㅇ ㅋㄷ', kind: '초성', rule: { name: /소이 캔들/ } },
  { query: 'ㄹㅂㄷ', kind: '초성', rule: { name: /라벤더/ } },
  { query: 'ㄷㅍㅈ', kind: '초성', rule: { name: /디퓨저/ } },
  { query: 'ㅇㄷㅇ', kind: '초성', rule: { name: /우드윅/ } },
  { query: 'ㅍㄹㄱㄹㅅ ㅇㅇ', kind: '초성', rule: { name: /프래그런스 오일/ } },
  { query: '소이캔들', kind: 'spacing', rule: { name: /소이 캔들/ } },
  { query: '리드디퓨저', kind: 'spacing', rule: { name: /리드 디퓨저/ } },
  { query: '프렌치라벤더', kind: 'spacing', rule: { name: /프렌치 라벤더/ } },
  { query: '우드 윅', kind: 'spacing', rule: { name: /우드윅/ } },
  { query: '디퓨저베이스', kind: 'spacing', rule: { name: /디퓨저 베이스/ } },
  { query: '틴캔들', kind: 'spacing', rule: { name: /틴 캔들/ } },
  { query: '실리콘몰드', kind: 'spacing', rule: { name: /몰드/ } },
  { query: '소이 왁스', kind: 'spacing', rule: { name: /소이왁스/ } },
  { query: 'lavender', kind: 'English', rule: { name: /lavender/i } },
  { query: 'lavendar', kind: 'English', rule: { name: /lavender/i } },
  { query: 'soy wax', kind: 'English', rule: { name: /soy wax/i } },
  { query: 'reed diffuser', kind: 'English', rule: { name: /reed diffuser/i } },
  { query: 'difuser', kind: 'English', rule: { name: /diffuser/i } },
  { query: 'wood wick', kind: 'English', rule: { name: /wood wick/i } },
  { query: 'beeswax', kind: 'English', rule: { name: /beeswax/i } },
  { query: 'fragrence oil', kind: 'English', rule: { name: /fragrance oil/i } },
  { query: 'candel', kind: 'English', rule: { name: /candle/i } },
  { query: 'lavender essential oil', kind: 'English', rule: { name: /lavender essential oil/i } },
  { query: 'car difuser', kind: 'English', rule: { name: /car diffuser/i } },
  { query: 'cotton wicks', kind: 'English', rule: { name: /cotton wick/i } },
  { query: '라벤더 캔들 추천해 주세요', kind: 'sentence', rule: { name: /라벤더.*캔들/ } },
  { query: '차에 두는 디퓨저', kind: 'sentence', rule: { name: /차량용 디퓨저/ } },
  { query: '소이 캔들 만들기 키트', kind: 'sentence', rule: { name: /소이 캔들 만들기 키트/ } },
  { query: '디퓨저 만들고 싶어요', kind: 'sentence', rule: { name: /디퓨저.*(키트|베이스)/ } },
  { query: '선물용 소이 캔들 있나요?', kind: 'sentence', rule: { name: /소이 캔들/ } },
  { query: 'lavender candle for a gift', kind: 'sentence', rule: { name: /lavender.*candle/i } },
  { query: '향초', kind: 'synonym', rule: { name: /캔들/ } },
  { query: '방향제', kind: 'synonym', rule: { name: /디퓨저|방향제|스프레이/ } },
  { query: '밀랍 캔들', kind: 'synonym', rule: { name: /밀랍|비즈왁스/ } },
  { query: '양초', kind: 'synonym', rule: { name: /캔들/ } },
];

if (QUERIES.length !== 50) throw new Error(`the list holds ${QUERIES.length} queries, not 50`);

const db = await getDb();
const tree = await categoryTree();
const useful = (first: { name: string; name_en: string; category_id: number } | undefined, rule: Rule) => {
  if (!first) return false;
  const names = `${first.name} ${first.name_en}`;
  const path = pathTo(tree, first.category_id)
    .map((c) => `${c.name} ${c.name_en}`)
    .join(' / ');
  return (!rule.name || rule.name.test(names)) && (!rule.category || rule.category.test(path));
};

const byKind = new Map<Kind, { useful: number; all: number }>();
let good = 0;
for (const c of QUERIES) {
  const query = keywordQuery(c.query);
  if (!query) throw new Error(`blank query: ${c.query}`);
  const page = await searchPage(query, { sort: 'relevance', page: 1, perPage: 14 });
  const card = page.data[0];
  const row = card
    ? (await db.select({ category_id: products.category_id }).from(products).where(eq(products.id, card.id)))[0]
    : undefined;
  const first = card && row ? { name: card.name, name_en: card.name_en, category_id: row.category_id } : undefined;
  const ok = useful(first, c.rule);
  if (ok) good++;
  const k = byKind.get(c.kind) ?? { useful: 0, all: 0 };
  byKind.set(c.kind, { useful: k.useful + (ok ? 1 : 0), all: k.all + 1 });
  if (values.verbose || !ok) {
    const corrected = (page as { corrected?: string | null }).corrected;
    console.log(
      `${ok ? 'useful ' : 'MISSED '} ${c.query.padEnd(24)} → ${first ? first.name : '(nothing)'}${corrected ? `  [searched as ${corrected}]` : ''}`,
    );
  }
}
console.log('');
for (const [kind, k] of byKind) console.log(`${kind.padEnd(9)} ${k.useful}/${k.all}`);
console.log(`useful first result: ${good}/${QUERIES.length} (${Math.round((good / QUERIES.length) * 100)}%)`);
await closeDb();
