// `npm run bench:budget`: the JavaScript each page type loads (gzip, every file named, islands by
// name) for a first visit (nothing stored: the popups are due) and a returning one (popups read),
// against the budgets; then Lighthouse (mobile emulation, Debian Chromium) for both kinds of visit
// when the lighthouse package can be imported (LIGHTHOUSE_DIR points at a folder where it is
// installed, e.g. `npm i --prefix /tmp/lh -E lighthouse@13.5.0` with the project's Node 24 first on
// PATH; 12.x cannot read the traces of Debian's Chromium 156 and reports no LCP on some runs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { databaseEnv, seedDatabase, startServer } from '../tests/support/server';

type PageType = { name: string; path: string; width: number; budgetKb: number; cart?: boolean };

/** The budgets of the page types (KB gzip of JavaScript); content pages carry no React. */
const PAGES: PageType[] = [
  { name: 'notice', path: '/customer/notice/3', width: 390, budgetKb: 20 },
  { name: 'DIY guide', path: '/contents/diy', width: 390, budgetKb: 20 },
  { name: 'FAQ', path: '/customer/faq', width: 390, budgetKb: 20 },
  { name: 'home (mobile)', path: '/', width: 390, budgetKb: 90 },
  { name: 'home (desktop)', path: '/', width: 1280, budgetKb: 90 },
  { name: 'category', path: '/shop/category/3', width: 390, budgetKb: 90 },
  { name: 'product', path: '/shop/product/10', width: 390, budgetKb: 110 },
  { name: 'cart', path: '/shop/cart', width: 390, budgetKb: 110, cart: true },
  // The fragrance studio's pages, React included (issue 26: the composer within 120 KB).
  { name: 'studio composer', path: '/custom/fragrance', width: 390, budgetKb: 120 },
  { name: 'studio colour', path: '/custom/chroma-studio', width: 390, budgetKb: 120 },
  { name: 'studio bottle and label', path: '/custom/bottle', width: 390, budgetKb: 120 },
  // The studio's landing is a content page; the signature-scent page carries its request form (an island).
  { name: 'custom landing', path: '/custom', width: 390, budgetKb: 20 },
  { name: 'signature scent service', path: '/custom/fragrance_service', width: 390, budgetKb: 110 },
];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `PopupDialog.Bq3x.js` → `PopupDialog`; Astro names an island's chunk after its component. */
const ISLANDS = new Set([
  'PopupDialog',
  'MobileSideBar',
  'WeekPickTabs',
  'CartBadge',
  'ReviewFormIsland',
  'CartPage',
  'Checkout',
  'NotificationList',
  'OrderActions',
  'WishList',
  'SearchSuggest',
  'Composer',
  'ColourMixer',
  'BottleDesigner',
  'StudioOrder',
]);
const label = (file: string) => {
  const stem = file.split('.')[0] ?? file;
  return ISLANDS.has(stem) ? `${file}  (island ${stem})` : file;
};

const markRead = () => {
  const now = new Date().toISOString();
  localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
};

/** One line in the visitor's cart, added from a page of the shop as its own script would. */
async function putInCart(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/shop/product/10`);
  const status = await page.evaluate(async () => {
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/v1/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({ it_id: 10, quantity: 1 }),
    });
    return res.status;
  });
  if (status >= 300) console.log(`  (could not add to the cart: ${status})`);
  await page.close();
}

buildIfStale({ quiet: true });
const db = databaseEnv();
seedDatabase(db.env);
const server = await startServer({ ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const over: string[] = [];
/**
 * What a due popup adds on a first visit, whatever the page: React, Swiper and the dialog's island
 * (the design card's choices for the popups: a React island with Swiper's autoplaying card carousel).
 * React and Swiper alone are about 87 KB, so the page budgets (the issue's, "with no popup due") are
 * held against the page's own files, and the popup's files against this budget of their own.
 */
const POPUP_BUDGET_KB = 100;
/** Each page's own script files, as the returning visit (popups read) loads them. */
const ownFiles = new Map<string, Set<string>>();
try {
  for (const visit of ['returning', 'first visit'] as const) {
    console.log(`\n== ${visit} ${visit === 'first visit' ? '(nothing stored: popups due)' : '(popups read)'}`);
    for (const p of PAGES) {
      const context = await browser.newContext({ viewport: { width: p.width, height: 900 } });
      if (visit === 'returning') await context.addInitScript(markRead);
      if (p.cart) await putInCart(context, server.url);
      const page = await context.newPage();
      const scripts: { name: string; gzip: number }[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        scripts.push({ name: new URL(res.url()).pathname.split('/').pop() ?? res.url(), gzip: gzipSync(body).length });
      });
      await page.goto(`${server.url}${p.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500); // idle-time islands
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].reduce(
          (n, s) => n + (s.textContent?.length ?? 0),
          0,
        ),
      );
      const kb = (list: typeof scripts) => list.reduce((n, s) => n + s.gzip, 0) / 1024;
      const totalKb = kb(scripts);
      if (visit === 'returning') ownFiles.set(p.name, new Set(scripts.map((s) => s.name)));
      const own = ownFiles.get(p.name) ?? new Set<string>();
      const popupKb = visit === 'first visit' ? kb(scripts.filter((s) => !own.has(s.name))) : 0;
      const pageKb = totalKb - popupKb;
      const mark = pageKb <= p.budgetKb ? 'within' : 'OVER';
      if (mark === 'OVER') over.push(`${p.name} (${visit}) ${pageKb.toFixed(1)} KB > ${p.budgetKb} KB`);
      if (popupKb > POPUP_BUDGET_KB)
        over.push(`${p.name} (${visit}) the due popup's ${popupKb.toFixed(1)} KB > ${POPUP_BUDGET_KB} KB`);
      const popupNote = popupKb
        ? `; with the due popup's ${popupKb.toFixed(1)} KB (its own budget ${POPUP_BUDGET_KB} KB) ${totalKb.toFixed(1)} KB in all`
        : '';
      console.log(
        `\n${p.name}: ${pageKb.toFixed(1)} KB gzip of the page's own, ${mark} its ${p.budgetKb} KB budget${popupNote} (${scripts.length} files; + ${(inline / 1024).toFixed(1)} KB inline, uncompressed)`,
      );
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${label(s.name)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery page type is within its budget.');

type Lhr = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string; details?: { items?: { node?: { snippet?: string } }[] } }>;
};

async function importLighthouse() {
  const from = process.env.LIGHTHOUSE_DIR ? path.resolve(process.env.LIGHTHOUSE_DIR, 'node_modules') : undefined;
  const resolve = (name: string) => (from ? createRequire(path.join(from, 'x.js')).resolve(name) : name);
  const lighthouse = (await import(resolve('lighthouse'))).default as (
    url: string,
    flags: object,
  ) => Promise<{ lhr: Lhr }>;
  const { launch } = (await import(resolve('chrome-launcher'))) as {
    launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> }>;
  };
  return { lighthouse, launch };
}

/** A returning visitor has read today's popups: Lighthouse's fresh profile sees that as none active. */
async function setPopups(active: boolean): Promise<void> {
  const { sql } = await import('drizzle-orm');
  process.env.DATA_DIR = db.env.DATA_DIR;
  const { getDb, closeDb } = await import('../src/server/db/client');
  await (await getDb()).execute(sql`update popups set is_active = ${active}`);
  await closeDb();
}

await server.stop();
/** The pages Lighthouse measures; `LIGHTHOUSE_PAGES=home,composer` measures only those. */
const LIGHTHOUSE_PAGES = (
  [
    ['home', '/'],
    ['category', '/shop/category/3'],
    ['product', '/shop/product/10'],
    ['notice', '/customer/notice/3'],
    ['cart', '/shop/cart'],
    ['custom landing', '/custom'],
    ['composer', '/custom/fragrance'],
  ] as const
).filter(([name]) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(name));
try {
  const { lighthouse, launch } = await importLighthouse();
  // Lighthouse's own advice: one run is noisy, so each page is measured several times and the
  // median run (by performance score) is reported with the spread.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
  for (const visit of ['first visit', 'returning'] as const) {
    await setPopups(visit === 'first visit');
    const quiet = await startServer({ ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    try {
      for (const [name, pagePath] of LIGHTHOUSE_PAGES) {
        // A running shop is warm: one request first, so the score is the page's and not a cold start's.
        await fetch(`${quiet.url}${pagePath}`);
        const results: Lhr[] = [];
        for (let i = 0; i < runs; i++) {
          const chrome = await launch({
            chromePath: executablePath,
            chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
          });
          try {
            const result = await lighthouse(`${quiet.url}${pagePath}`, {
              port: chrome.port,
              output: 'json',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            });
            results.push(result.lhr);
          } finally {
            await chrome.kill();
          }
        }
        const perf = (r: Lhr) => Math.round((r.categories.performance?.score ?? 0) * 100);
        const sorted = [...results].sort((a, b) => perf(a) - perf(b));
        const median = sorted[Math.floor(sorted.length / 2)] as Lhr;
        const scores = Object.entries(median.categories).map(([k, v]) => `${k} ${Math.round(v.score * 100)}`);
        console.log(
          `Lighthouse ${name}, ${visit} (mobile; median of ${runs}, performance ${sorted.map(perf).join('/')}): ${scores.join(' · ')}`,
        );
        const metric = (id: string) => median.audits[id]?.displayValue ?? '?';
        const lcp = median.audits['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet;
        console.log(
          `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}${lcp ? ` · LCP element ${lcp.slice(0, 120)}` : ''}`,
        );
      }
    } finally {
      await quiet.stop();
    }
  }
} catch (err) {
  console.log(`Lighthouse not run: ${(err as Error).message}`);
}
db.cleanup();
