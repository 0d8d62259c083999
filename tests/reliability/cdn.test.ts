import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { loginAs } from '../support/orders-helpers';
import { freePort, type RunningServer, seededDatabase, startServer } from '../support/server';

// CDN mode (CACHE_PROVIDER=cdn): the shop keeps nothing itself and tells a proxy in front what it
// may keep. This starts nginx with the README's example configuration (docs/nginx-cdn.conf) in
// front of the shop and checks what it keeps and what it never does. Skipped where nginx is not
// installed (CI installs it).
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
const ROOT = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!NGINX && !process.env.CI)('CDN mode behind nginx (docs/nginx-cdn.conf)', () => {
  let shop: RunningServer;
  let drop: (() => Promise<void>) | undefined;
  let nginx: ReturnType<typeof spawn> | undefined;
  let prefix = '';
  let front = '';

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed; CI installs it for this test');
    buildIfStale({ quiet: true });
    const db = await seededDatabase('cdn');
    drop = db.cleanup;
    shop = await startServer({ ...db.env, CACHE_PROVIDER: 'cdn' });
    prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    mkdirSync(path.join(prefix, 'cache'));
    // nginx's workers drop root's rights: they must be able to write the cache and temporary files.
    chmodSync(prefix, 0o777);
    chmodSync(path.join(prefix, 'cache'), 0o777);
    const port = await freePort();
    const conf = readFileSync(path.join(ROOT, 'docs/nginx-cdn.conf'), 'utf8')
      .replaceAll('@SHOP@', new URL(shop.url).host)
      .replaceAll('@LISTEN@', String(port))
      .replaceAll('@CACHE_DIR@', path.join(prefix, 'cache'))
      .replaceAll('@PREFIX@', prefix);
    writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      // Passed on, not inherited: a leftover nginx must not hold the test worker's output open.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout?.pipe(process.stdout);
    nginx.stderr?.pipe(process.stderr);
    front = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${front}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await shop?.stop();
    await drop?.();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  /** A returning visitor's request: it holds an XSRF cookie, so the answer sets none. */
  const returning = 'XSRF-TOKEN=returning-visitor-token';
  const through = (p: string, cookie = returning) =>
    fetch(`${front}${p}`, { headers: { cookie, 'accept-encoding': 'gzip' }, redirect: 'manual' });

  it('the shop declares shared pages for a proxy: s-maxage, stale-while-revalidate and the page’s tags', async () => {
    const res = await fetch(`${shop.url}/shop/category/1`, { headers: { cookie: returning } });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers.get('cdn-cache-control')).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    const tags = res.headers.get('cache-tag')?.split(',') ?? [];
    expect(tags).toEqual(expect.arrayContaining(['category:1', 'products', 'settings']));
    expect(res.headers.get('x-astro-cache')).toBeNull();
  });

  it('nginx keeps an anonymous page and sends it again without asking the shop', async () => {
    const first = await through('/shop/category/2');
    expect(first.status).toBe(200);
    expect(['MISS', 'EXPIRED']).toContain(first.headers.get('x-cache-status'));
    const again = await through('/shop/category/2');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
  });

  it('keys Korean and English apart', async () => {
    await through('/shop/category/3');
    const ko = await through('/shop/category/3');
    expect(ko.headers.get('x-cache-status')).toBe('HIT');
    const en = await through('/shop/category/3', `${returning}; shop_lang=en; shop_currency=usd`);
    expect(en.headers.get('x-cache-status')).toBe('MISS');
    expect(await en.text()).toContain('<html lang="en"');
    expect(await ko.text()).toContain('<html lang="ko"');
  });

  it('never serves or stores a page for a member or a visitor with a cart', async () => {
    await through('/shop/category/4');
    expect((await through('/shop/category/4')).headers.get('x-cache-status')).toBe('HIT');
    const demo = await loginAs(shop.url, 'demo', 'demo1234!');
    const session = demo.cookieHeader();
    for (let i = 0; i < 2; i++) {
      const mine = await through('/shop/category/4', session);
      expect(mine.headers.get('x-cache-status')).toBe('BYPASS');
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const withCart = await through('/shop/category/4', `${returning}; shop_cart=abc`);
      expect(withCart.headers.get('x-cache-status')).toBe('BYPASS');
    }
  });

  it('does not store a first visit’s answer, which sets that visitor’s XSRF cookie', async () => {
    for (let i = 0; i < 2; i++) {
      const first = await fetch(`${front}/shop/category/5`);
      expect(first.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
      expect(first.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });
});
