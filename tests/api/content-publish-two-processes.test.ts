import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h1 } from '../support/html';
import type { RunningServer } from '../support/server';
import { ADMIN, loginAs } from '../support/shop-api';
import { twoServersOnScratch } from '../support/two-servers';

/**
 * The content studio's promise that a published change shows on the public page within a second in
 * every process: two server processes on one PostgreSQL database, the page kept by the second one's
 * cache, published through the first. PGlite is one process, so this runs only with DATABASE_URL.
 */
const DATABASE_URL = process.env.DATABASE_URL;

let servers: RunningServer[] = [];
let db: pg.Pool;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  ({ servers, db, stop } = await twoServersOnScratch('content_publish'));
}, 180_000);
afterAll(async () => {
  await stop?.();
});

const visit = (server: RunningServer, path: string) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });

describe.skipIf(!DATABASE_URL)('publishing on two processes (PostgreSQL only: skipped without DATABASE_URL)', () => {
  it('a page kept by the other process shows the published change within a second', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { rows } = await db.query(
      `select id, title from content_pages where kind = 'promotion' and is_published order by id limit 1`,
    );
    const { id, title } = rows[0] as { id: number; title: string };
    const path = `/contents/promotion/${id}`;
    await visit(b, path);
    const kept = await visit(b, path);
    expect(kept.headers.get('x-astro-cache')).toBe('HIT');
    expect(h1(await kept.text())).toBe(title);

    const editor = await loginAs(a.url, ADMIN.id, ADMIN.password);
    const studio = (await (await editor.get(`/api/admin/content/pages/${id}`)).json()) as {
      data: { fields: Record<string, unknown> };
    };
    const next = `${title} · 두 프로세스`;
    const saved = await editor.request('PUT', `/api/admin/content/pages/${id}`, {
      ...studio.data.fields,
      title: next,
      starts_at: studio.data.fields.starts_at ?? '',
      ends_at: studio.data.fields.ends_at ?? '',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // A draft changes nothing on either process.
    expect(h1(await (await visit(b, path)).text())).toBe(title);

    const published = await editor.post(`/api/admin/content/pages/${id}/publish`, {});
    expect(published.status).toBe(200);
    const start = performance.now();
    let shown = '';
    while (performance.now() - start < 5_000) {
      shown = h1(await (await visit(b, path)).text());
      if (shown === next) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const elapsed = performance.now() - start;
    expect(shown).toBe(next);
    expect(elapsed).toBeLessThan(1_000);
    expect(h1(await (await visit(a, path)).text())).toBe(next);
  });
});
