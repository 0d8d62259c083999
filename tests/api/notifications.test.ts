import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { loginAs, newMember } from '../support/shop-api';

const base = () => inject('baseUrl');
let n = 0;
const fresh = () => `note${Date.now().toString(36)}${n++}`;

type Note = {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};
type NotePage = {
  current_page: number;
  data: Note[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
  unread_count: number;
};

const login = (mbId: string, password: string) => loginAs(base(), mbId, password);

async function stranger(): Promise<ApiClient> {
  return (await newMember(base(), { id: fresh() })).api;
}

const unreadOf = async (api: ApiClient) =>
  (await api.json<{ notification_count: number }>(api.post('/api/v1/login-check'))).notification_count;

describe('notifications for a visitor', () => {
  it('answer 401 on every call', async () => {
    const api = new ApiClient(base());
    expect((await api.get('/api/v1/notification?mb_id=reader')).status).toBe(401);
    expect((await api.get('/api/v1/notification/1/read-at')).status).toBe(401);
    expect((await api.request('DELETE', '/api/v1/notification/1')).status).toBe(401);
    expect((await api.request('DELETE', '/api/v1/notification/all')).status).toBe(401);
  });
});

// The seeded second demo member (reader) has three notifications, two unread; these steps run in order.
describe('the demo member’s notifications', () => {
  let demo: ApiClient;
  let list: NotePage;
  beforeAll(async () => {
    demo = await login('reader', 'demo1234!');
  });

  it('list only the member’s own, newest first, in the pagination shape, never cached', async () => {
    const res = await demo.get('/api/v1/notification?mb_id=reader');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    list = await res.json();
    expect(list).toMatchObject({ current_page: 1, from: 1, to: 3, last_page: 1, total: 3, unread_count: 2 });
    const times = list.data.map((x) => Date.parse(x.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.data.filter((x) => x.read_at === null)).toHaveLength(2);
    expect(await unreadOf(demo)).toBe(2);
  });

  it('are paginated by page and per_page', async () => {
    const page = await demo.json<NotePage>(demo.get('/api/v1/notification?mb_id=reader&page=2&per_page=1'));
    expect(page).toMatchObject({ current_page: 2, from: 2, to: 2, last_page: 3, per_page: 1, total: 3 });
    expect(page.data.map((x) => x.id)).toEqual([list.data[1]?.id]);
    const res = await demo.get('/api/v1/notification?mb_id=reader&page=0');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.page).toBeDefined();
    expect((await demo.get('/api/v1/notification?mb_id=reader&per_page=many')).status).toBe(422);
  });

  it('answer 404 for an mb_id that is not the logged-in member', async () => {
    expect((await demo.get('/api/v1/notification?mb_id=admin')).status).toBe(404);
    expect((await demo.get('/api/v1/notification?mb_id=READER')).status).toBe(200);
  });

  it('are 404 to another member, who can neither read nor delete them', async () => {
    const other = await stranger();
    const id = list.data.find((x) => x.read_at === null)?.id;
    expect((await other.get(`/api/v1/notification/${id}/read-at`)).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/notification/${id}`)).status).toBe(404);
    expect((await other.request('DELETE', '/api/v1/notification/all')).status).toBe(200);
    expect((await demo.json<NotePage>(demo.get('/api/v1/notification'))).unread_count).toBe(2);
  });

  it('read-at marks one read once: a second call keeps the first read time', async () => {
    const id = list.data.find((x) => x.read_at === null)?.id;
    const first = await demo.get(`/api/v1/notification/${id}/read-at`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = await first.json();
    expect(a.notification.read_at).not.toBeNull();
    expect(a.unread_count).toBe(1);
    const b = await demo.json<typeof a>(demo.get(`/api/v1/notification/${id}/read-at`));
    expect(b.notification.read_at).toBe(a.notification.read_at);
    expect(b.unread_count).toBe(1);
    expect(await unreadOf(demo)).toBe(1);
  });

  it('read-at refuses HEAD, other methods and cross-site requests without marking anything', async () => {
    const id = (await demo.json<NotePage>(demo.get('/api/v1/notification'))).data.find((x) => x.read_at === null)?.id;
    expect((await demo.request('HEAD', `/api/v1/notification/${id}/read-at`)).status).toBe(405);
    expect((await demo.post(`/api/v1/notification/${id}/read-at`)).status).toBe(405);
    expect((await demo.get(`/api/v1/notification/${id}/read-at`, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await demo.get('/api/v1/notification/abc/read-at')).status).toBe(404);
    expect(await unreadOf(demo)).toBe(1);
  });

  it('delete one removes it and answers the new unread count; again is 404', async () => {
    const target = list.data[0] as Note;
    expect(
      (await demo.request('DELETE', `/api/v1/notification/${target.id}`, undefined, { 'X-XSRF-TOKEN': 'x' })).status,
    ).toBe(403);
    const res = await demo.request('DELETE', `/api/v1/notification/${target.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: target.id });
    const after = await demo.json<NotePage>(demo.get('/api/v1/notification'));
    expect(after.total).toBe(2);
    expect(after.data.some((x) => x.id === target.id)).toBe(false);
    expect((await demo.request('DELETE', `/api/v1/notification/${target.id}`)).status).toBe(404);
  });

  it('delete all empties the list and the unread count', async () => {
    const res = await demo.request('DELETE', '/api/v1/notification/all');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2, unread_count: 0 });
    const after = await demo.json<NotePage>(demo.get('/api/v1/notification?mb_id=reader'));
    expect(after).toMatchObject({ total: 0, data: [], from: null, to: null, last_page: 1, unread_count: 0 });
    expect(await unreadOf(demo)).toBe(0);
    expect(await demo.json(demo.request('DELETE', '/api/v1/notification/all'))).toEqual({
      deleted: 0,
      unread_count: 0,
    });
  });
});
