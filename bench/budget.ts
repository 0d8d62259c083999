// `npm run bench:budget`: JavaScript each page loads (gzip, every script named), and Lighthouse
// scores (mobile emulation, Debian Chromium) when the lighthouse package is installed.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { databaseEnv, seedDatabase, startServer } from '../tests/support/server';

const PAGES: [string, string, number][] = [
  ['home (desktop)', '/', 1280],
  ['home (mobile)', '/', 390],
  ['notice (desktop)', '/customer/notice/3', 1280],
  ['notice (mobile)', '/customer/notice/3', 390],
  ['category (desktop)', '/shop/category/3', 1280],
];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

buildIfStale({ quiet: true });
const db = databaseEnv();
seedDatabase(db.env);
const server = await startServer({ ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [name, path, width] of PAGES) {
    // Measured as a returning visitor who has read today's popups; a first visit also loads the popup dialog.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => {
      const now = new Date().toISOString();
      localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
    });
    const page = await context.newPage();
    const scripts: { name: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ name: new URL(res.url()).pathname.split('/').pop() ?? res.url(), gzip: gzipSync(body).length });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const total = scripts.reduce((n, s) => n + s.gzip, 0);
    console.log(`\n${name}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript in ${scripts.length} files`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.name}`);
    await context.close();
  }
} finally {
  await browser.close();
}

/** Lighthouse runs as a first visit: with popups due it would measure the popup, not the page. */
async function withoutPopups(): Promise<void> {
  const { sql } = await import('drizzle-orm');
  process.env.DATA_DIR = db.env.DATA_DIR;
  const { getDb, closeDb } = await import('../src/server/db/client');
  await (await getDb()).execute(sql`update popups set is_active = false`);
  await closeDb();
}

await server.stop();
await withoutPopups();
const quiet = await startServer({ ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
try {
  const lighthouse = (await import('lighthouse' as string)).default as (
    url: string,
    flags: object,
  ) => Promise<{
    lhr: {
      categories: Record<string, { score: number }>;
      audits: Record<
        string,
        { displayValue?: string; details?: { items?: { url?: string; node?: { snippet?: string } }[] } }
      >;
    };
  }>;
  const { launch } = (await import('chrome-launcher' as string)) as {
    launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> }>;
  };
  // Lighthouse's own advice: one run is noisy, so each page is measured several times and the
  // median run (by performance score) is reported with the spread.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
  for (const [name, path] of [
    ['home', '/'],
    ['notice', '/customer/notice/3'],
    ['product', '/shop/product/10'],
  ]) {
    // A running shop is warm: one request first, so the score is the page's and not a cold start's.
    await fetch(`${quiet.url}${path}`);
    const results: Awaited<ReturnType<typeof lighthouse>>['lhr'][] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await launch({
        chromePath: executablePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${quiet.url}${path}`, {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        results.push(result.lhr);
      } finally {
        await chrome.kill();
      }
    }
    const perf = (r: (typeof results)[number]) => Math.round((r.categories.performance?.score ?? 0) * 100);
    const sorted = [...results].sort((a, b) => perf(a) - perf(b));
    const median = sorted[Math.floor(sorted.length / 2)] as (typeof results)[number];
    const scores = Object.entries(median.categories).map(([k, v]) => `${k} ${Math.round(v.score * 100)}`);
    console.log(
      `Lighthouse ${name} (mobile, no popup due; median of ${runs}, performance ${sorted.map(perf).join('/')}): ${scores.join(' · ')}`,
    );
    const metric = (id: string) => median.audits[id]?.displayValue ?? '?';
    const lcp = median.audits['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet;
    console.log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}${lcp ? ` · LCP element ${lcp.slice(0, 120)}` : ''}`,
    );
  }
} catch (err) {
  console.log(`Lighthouse not run: ${(err as Error).message}`);
}
await quiet.stop();
db.cleanup();
