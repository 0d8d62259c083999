// `npx tsx bench/english-coverage.ts [--list]` (`--list` prints every piece still in Korean)
// How much of the English site a visitor reads in English: the public pages below are fetched in
// English from a freshly seeded shop (embedded database), their visible text taken (no scripts, styles,
// templates or tags; the values of alt, title, aria-label and placeholder counted too), and each
// piece of text with a Korean letter in it counts as not English. Measured twice: as the server first
// renders the pages, and again after each page's browser has asked for the terms the page listed as
// missing (`#missing-terms`) from a shop with a model (a local stand-in answering every term), which is
// what run-time translation adds. See bench/README.md.
import { buildIfStale } from '../scripts/lib/build.mjs';
import { type EnglishMeasure, measureEnglish } from '../src/server/i18n/page-coverage';
import { ApiClient } from '../tests/support/api-client';
import { startFakeAi } from '../tests/support/fake-ai';
import { databaseEnv, seedDatabase, startServer } from '../tests/support/server';
import { cleanUpOnSignals, cleanup, deadline, onCleanup } from './cleanup';

delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
cleanUpOnSignals();
deadline(15 * 60_000);

const PAGES: [string, string][] = [
  ['home', '/'],
  ['category', '/shop/category/3'],
  ['product', '/shop/product/10'],
  ['best sellers', '/shop/best-seller'],
  ['search', '/shop/search?q=%EC%BA%94%EB%93%A4'],
  ['cart', '/shop/cart'],
  ['notice', '/customer/notice/3'],
  ['FAQ', '/customer/faq'],
  ['customer center', '/customer'],
  ['DIY guides', '/diy'],
  ['promotions', '/promotion'],
  ['TSSA', '/tssa'],
  ['custom studio', '/custom'],
  ['login', '/login'],
];

type Measure = EnglishMeasure;

/** The stand-in writes `EN:` before each source it "translates": such a piece reads as translated. */
const STAND_IN = /^EN:/;
const measure = (html: string): Measure => measureEnglish(html, (piece) => STAND_IN.test(piece));

const missingOf = (html: string): { s: string }[] => {
  const found = html.match(/<script type="application\/json" id="missing-terms">([^<]*)<\/script>/);
  return found ? JSON.parse(found[1] ?? '[]') : [];
};

buildIfStale();
const db = databaseEnv();
onCleanup('database', () => db.cleanup());
console.log('Seeding a shop…');
seedDatabase(db.env);
const ai = await startFakeAi();
onCleanup('model stand-in', () => ai.close());
const server = await startServer({
  ...db.env,
  NODE_ENV: 'production',
  AI_BASE_URL: ai.url,
  AI_API_KEY: 'bench',
  AI_MODEL: 'stand-in',
  TRANSLATION_TERMS_LIMIT_PER_MINUTE: '100000',
});
onCleanup('server', () => server.stop());

const english = new ApiClient(server.url);
english.cookies.set('shop_lang', 'en');
const page = async (path: string) => (await english.get(path, { Accept: 'text/html' })).text();

const rows: Record<string, string | number>[] = [];
let before = { pieces: 0, korean: 0 };
let after = { pieces: 0, korean: 0 };
// Every page as the server first renders it, then what each page's browser does 2 s after its misses:
// ask for them (src/features/i18n/missing-terms.ts); then every page again.
const first = new Map<string, { m: Measure; terms: { s: string }[] }>();
for (const [name, path] of PAGES) {
  const html = await page(path);
  first.set(name, { m: measure(html), terms: missingOf(html) });
}
for (const { terms } of first.values()) {
  if (terms.length === 0) continue;
  await english.post('/api/translation-ai/terms', {
    locale: 'en',
    terms: Object.fromEntries(terms.map((t) => [t.s, t.s])),
  });
}
for (const [name, path] of PAGES) {
  const { m: m1, terms } = first.get(name) as { m: Measure; terms: { s: string }[] };
  const m2 = measure(await page(path));
  before = { pieces: before.pieces + m1.pieces, korean: before.korean + m1.korean };
  after = { pieces: after.pieces + m2.pieces, korean: after.korean + m2.korean };
  rows.push({
    page: name,
    'text pieces': m1.pieces,
    'Korean before': m1.korean,
    'English before %': (m1.share * 100).toFixed(1),
    listed: terms.length,
    'Korean after': m2.korean,
    'English after %': (m2.share * 100).toFixed(1),
    'still Korean (first 3)': m2.left.slice(0, 3).join(' | ').slice(0, 80),
  });
  if (process.argv.includes('--list')) console.log(name, m2.left);
}
console.log('\nEnglish site, share of visible text pieces in English (no Korean letter):');
console.table(rows);
const pct = (m: { pieces: number; korean: number }) => ((1 - m.korean / Math.max(1, m.pieces)) * 100).toFixed(1);
console.log(`All pages: ${pct(before)} % before, ${pct(after)} % after the browsers asked for their missing terms.`);
await cleanup();
process.exit(0);
