import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { newMember } from '../support/shop-api';

// 쿠폰 받기: members take the open downloadable coupons themselves, each up to its per-member limit.

const base = () => inject('baseUrl');
type Offer = { id: number; name: string; remaining: number; min_order_amount: number };
type Login = { coupon_count: number };

const offers = (api: ApiClient) => api.json<{ data: Offer[] }>(api.get('/api/v1/coupons/downloadable'));

describe('coupon download (쿠폰 받기)', () => {
  it('lists the open downloadable coupons to anyone', async () => {
    const { data } = await offers(new ApiClient(base()));
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.remaining === 1)).toBe(true);
  });

  it('asks a visitor to log in (401)', async () => {
    const visitor = new ApiClient(base());
    const [offer] = (await offers(visitor)).data;
    expect((await visitor.post(`/api/v1/coupons/${offer?.id}/download`)).status).toBe(401);
  });

  it('gives a member the coupon once: downloading twice answers 409', async () => {
    const { api } = await newMember(base(), { prefix: 'cpn' });
    const [offer] = (await offers(api)).data;
    const before = await api.json<Login>(api.post('/api/v1/login-check'));

    const first = await api.post(`/api/v1/coupons/${offer?.id}/download`);
    expect(first.status).toBe(201);
    const given = await api.json<{ data: { expires_at: string | null } }>(first);
    // Usable for 30 days from now.
    const days = (Date.parse(given.data.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const second = await api.post(`/api/v1/coupons/${offer?.id}/download`);
    expect(second.status).toBe(409);
    expect(await api.json<{ message: string }>(second)).toMatchObject({ message: '이미 받은 쿠폰입니다.' });

    // The member holds it once, and the list says there is none left to take.
    expect((await api.json<Login>(api.post('/api/v1/login-check'))).coupon_count).toBe(before.coupon_count + 1);
    expect((await offers(api)).data.find((c) => c.id === offer?.id)?.remaining).toBe(0);
  });

  it('two presses at once still give one coupon', async () => {
    const { api } = await newMember(base(), { prefix: 'cpn' });
    const [, offer] = (await offers(api)).data;
    const answers = await Promise.all([1, 2, 3].map(() => api.post(`/api/v1/coupons/${offer?.id}/download`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('a coupon that is not downloadable is a 404', async () => {
    const { api } = await newMember(base(), { prefix: 'cpn' });
    expect((await api.post('/api/v1/coupons/999999/download')).status).toBe(404);
  });
});
