import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { clearHttpCache } from './http';
import { createResource, type Page } from './resource';
import { type SeenRequest, startTestServer } from './test-server';

type Wish = { wi_id: number; it_id: string };

let server: Awaited<ReturnType<typeof startTestServer>>;
let url = '';
let seen: SeenRequest[] = [];

/** A two-page collection in Laravel's paginator shape. */
function pageOf(req: SeenRequest): Page<Wish> {
  const page = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? 1);
  return {
    current_page: page,
    data: [{ wi_id: page, it_id: `P${page}` }],
    from: page,
    last_page: 2,
    per_page: 1,
    to: page,
    total: 2,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  url = `${server.base}/api/v1/my-wish`;
  seen = server.seen;
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.answer((req) => ({
    body: req.method === 'GET' && !/\/\d+$/.test(req.url.split('?')[0] ?? '') ? pageOf(req) : { ok: true },
  }));
  clearHttpCache();
});
afterEach(() => {
  for (const d of $dialogs.get()) answerDialog(d.id, true);
  vi.restoreAllMocks();
});

const wishes = () => createResource<Wish>(url, { primaryKey: 'wi_id' });
const calls = () => seen.map((s) => `${s.method} ${s.url}`);

describe('generic resource helper (spec 7)', () => {
  it('lists with GET {url}?query and returns the spec pagination shape', async () => {
    const page = await wishes().list({ page: 1, per_page: 1, sort: 'wi_id', order: 'desc' });
    expect(page).toEqual({
      current_page: 1,
      data: [{ wi_id: 1, it_id: 'P1' }],
      from: 1,
      last_page: 2,
      per_page: 1,
      to: 1,
      total: 2,
    });
    expect(calls()).toEqual(['GET /api/v1/my-wish?page=1&per_page=1&sort=wi_id&order=desc']);
  });

  it('loads page after page and at the last page says so under 알림 without fetching', async () => {
    const cursor = wishes().pages({ per_page: 1 });
    expect((await cursor.next())?.current_page).toBe(1);
    expect((await cursor.next())?.current_page).toBe(2);
    const after = cursor.next();
    expect($dialogs.get()).toMatchObject([{ kind: 'alert', title: '알림', message: '마지막 페이지입니다.' }]);
    answerDialog($dialogs.get()[0]!.id, true);
    expect(await after).toBeUndefined();
    expect(cursor.page?.current_page).toBe(2);
    expect(calls()).toEqual(['GET /api/v1/my-wish?per_page=1&page=1', 'GET /api/v1/my-wish?per_page=1&page=2']);
  });

  it('gets one record with GET {url}/{id}', async () => {
    expect(await wishes().get(7)).toEqual({ ok: true });
    expect(calls()).toEqual(['GET /api/v1/my-wish/7']);
  });

  it('creates with POST {url} and the JSON body', async () => {
    await wishes().create({ it_id: 'P9' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/my-wish', body: '{"it_id":"P9"}' });
  });

  it('updates with PUT {url}/{primary key}', async () => {
    await wishes().update({ wi_id: 3, it_id: 'P3' });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/v1/my-wish/3', body: '{"wi_id":3,"it_id":"P3"}' });
  });

  it('removes with DELETE {url}/{primary key}', async () => {
    await wishes().remove({ wi_id: 3 });
    expect(calls()).toEqual(['DELETE /api/v1/my-wish/3']);
  });

  it('uploads a new record as multipart POST {url}', async () => {
    const form = new FormData();
    form.append('title', '향초');
    await wishes().upload(form);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/my-wish' });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('향초');
  });

  it('uploads an update as multipart POST {url}/{primary key} with X-HTTP-Method-Override: PUT', async () => {
    await wishes().upload(new FormData(), { wi_id: 4 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/my-wish/4' });
    expect(seen[0]?.headers['x-http-method-override']).toBe('PUT');
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('sends nothing and only logs when the id or primary key is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resource = wishes();
    expect(await resource.get(undefined)).toBeUndefined();
    expect(await resource.update({ it_id: 'P1' })).toBeUndefined();
    expect(await resource.remove({})).toBeUndefined();
    expect(await resource.upload(new FormData(), { it_id: 'P1' })).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(seen).toEqual([]);
    expect($dialogs.get()).toEqual([]);
  });

  it('serves a list again from the cache, and fetches it anew after a change to the collection', async () => {
    const resource = wishes();
    await resource.list({ page: 1 });
    await resource.list({ page: 1 });
    await resource.remove({ wi_id: 1 });
    await resource.list({ page: 1 });
    expect(calls()).toEqual(['GET /api/v1/my-wish?page=1', 'DELETE /api/v1/my-wish/1', 'GET /api/v1/my-wish?page=1']);
  });
});
