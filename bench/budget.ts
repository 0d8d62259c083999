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
    const page = await browser.newPage({ viewport: { width, height: 900 } });
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
    await page.close();
  }
} finally {
  await browser.close();
}

try {
  const lighthouse = (await import('lighthouse' as string)).default as (
    url: string,
    flags: object,
  ) => Promise<{ lhr: { categories: Record<string, { score: number }> } }>;
  const { launch } = (await import('chrome-launcher' as string)) as {
    launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> }>;
  };
  for (const [name, path] of [
    ['home', '/'],
    ['notice', '/customer/notice/3'],
  ]) {
    const chrome = await launch({
      chromePath: executablePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const scores = Object.entries(result.lhr.categories).map(([k, v]) => `${k} ${Math.round(v.score * 100)}`);
    console.log(`Lighthouse ${name} (mobile): ${scores.join(' · ')}`);
    await chrome.kill();
  }
} catch (err) {
  console.log(`Lighthouse not run: ${(err as Error).message}`);
}
await server.stop();
db.cleanup();
