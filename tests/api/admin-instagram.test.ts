import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';

// The Instagram posts of the home feed, kept by hand: a post added (a jpg picture only, an Instagram
// address) shows in the feed at once if it is among the six newest; a post taken off is gone.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_instagram');
}, 180_000);
afterAll(() => shop?.stop());

type Post = { id: number; media_url: string; permalink: string };
const feed = async () => {
  const res = await fetch(`${(shop as NonNullable<typeof shop>).url}/api/v1/insta-feeds`);
  const body = (await res.json()) as { data?: Post[] } | Post[];
  return Array.isArray(body) ? body : (body.data ?? []);
};

describe('the Instagram feed in the back office', () => {
  it('is for owners and managers: staff and members get 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/content/instagram')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/content/instagram')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/content/instagram')).status).toBe(401);
    expect((await (await as('staff')).get('/admin/content/instagram')).status).toBe(403);
  });

  it('a post added shows first in the feed; taken off, it is gone', async () => {
    const api = await as('manager');
    const res = await api.post('/api/admin/content/instagram', {
      media_url: 'https://cdn.example.com/p/winter-candle.jpg',
      permalink: 'https://www.instagram.com/p/winter-candle/',
      caption: '겨울 캔들 만들기',
      posted_at: '',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = ((await res.json()) as { data: Post }).data;
    expect((await feed())[0]?.permalink).toBe('https://www.instagram.com/p/winter-candle/');
    expect((await api.request('DELETE', `/api/admin/content/instagram/${made.id}`)).status).toBe(200);
    expect((await feed()).map((p) => p.permalink)).not.toContain('https://www.instagram.com/p/winter-candle/');
    expect((await api.request('DELETE', `/api/admin/content/instagram/${made.id}`)).status).toBe(404);
    const log = await (await as('owner')).get('/api/admin/audit-log?entity_type=instagram_item');
    expect(((await log.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it('refuses a picture that is not a jpg, an address off Instagram, or a bad time, naming the field (422)', async () => {
    const api = await as('manager');
    const res = await api.post('/api/admin/content/instagram', {
      media_url: 'https://cdn.example.com/p/reel.mp4',
      permalink: 'https://evil.example/p/1',
      posted_at: '어제',
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['media_url', 'permalink', 'posted_at']);
    expect(errors.media_url?.[0]).toContain('jpg');
  });
});
