import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { bmp24 } from '../support/bmp';
import { page, visitors } from '../support/html';

// The week picks editors run from the back office: one pick per week, dates that never overlap, a
// discount, a title in both languages, a picture, and a product or category that exists; the home
// page shows a change at once.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_week_picks');
}, 180_000);
afterAll(() => shop?.stop());

type Pick = {
  id: number;
  week_no: number;
  starts_on: string;
  ends_on: string;
  title: string;
  image: string;
  link_id: number;
};

const picture = () => new File([new Uint8Array(bmp24(40, 40))], 'pick.bmp', { type: 'image/bmp' });
function form(fields: Record<string, string>, image?: File): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (image) body.append('image', image);
  return body;
}
const list = async () =>
  ((await (await (await as('manager')).get('/api/admin/content/week-picks')).json()) as { data: Pick[] }).data;

/** A pick's fields in a week far from the seeded ones. */
const fields = (week: number, extra: Record<string, string> = {}) => {
  const start = new Date(Date.UTC(2031, 0, 1 + (week - 900) * 7));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return {
    week_no: String(week),
    starts_on: start.toISOString().slice(0, 10),
    ends_on: end.toISOString().slice(0, 10),
    discount_rate: '15',
    title: `시험 추천 ${week}`,
    title_en: `Test pick ${week}`,
    link_type: 'category',
    link_id: '1',
    ...extra,
  };
};

describe('week picks in the back office', () => {
  it('are for owners and managers: staff and members get 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/content/week-picks')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/content/week-picks')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/content/week-picks')).status).toBe(401);
    expect((await (await as('staff')).get('/admin/content/week-picks')).status).toBe(403);
  });

  it('a pick made with its picture is listed, changed, shown on the home page once current, and deleted', async () => {
    const api = await as('manager');
    const made = await api.sendForm('POST', '/api/admin/content/week-picks', form(fields(900), picture()));
    expect(made.status, await made.clone().text()).toBe(201);
    const pick = ((await made.json()) as { data: Pick }).data;
    expect(pick.image).toMatch(/^\/media\/week-picks\/uploads\/.+\.webp$/);
    expect((await list()).map((p) => p.week_no)).toContain(900);

    // Made current (today inside its dates, the seeded weeks moved away), the home page shows it.
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    for (const p of await list()) {
      if (p.id !== pick.id && p.starts_on <= today && p.ends_on >= today) {
        const moved = await api.sendForm(
          'PUT',
          `/api/admin/content/week-picks/${p.id}`,
          form({ ...fields(p.week_no + 2000), title: p.title, link_type: 'category', link_id: '1' }),
        );
        expect(moved.status, await moved.clone().text()).toBe(200);
      }
    }
    const res = await api.sendForm(
      'PUT',
      `/api/admin/content/week-picks/${pick.id}`,
      form({ ...fields(900), title: '이번 주 소이왁스 특가', starts_on: today, ends_on: today }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await page(visitors((shop as NonNullable<typeof shop>).url).ko, '/')).toContain('이번 주 소이왁스 특가');

    expect((await api.request('DELETE', `/api/admin/content/week-picks/${pick.id}`)).status).toBe(200);
    expect((await list()).map((p) => p.id)).not.toContain(pick.id);
    expect((await api.request('DELETE', `/api/admin/content/week-picks/${pick.id}`)).status).toBe(404);
  });

  it('refuses a taken week, overlapping dates, a missing link, reversed dates or no picture, naming the field (422)', async () => {
    const api = await as('manager');
    const first = await api.sendForm('POST', '/api/admin/content/week-picks', form(fields(950), picture()));
    expect(first.status).toBe(201);
    const bad = async (f: Record<string, string>, image: File | null = picture()) => {
      const res = await api.sendForm('POST', '/api/admin/content/week-picks', form(f, image ?? undefined));
      expect(res.status).toBe(422);
      return (await res.json()) as { errors: Record<string, string[]> };
    };
    expect((await bad(fields(950, { starts_on: '2040-01-01', ends_on: '2040-01-07' }))).errors.week_no?.[0]).toContain(
      '950주차 추천이 이미 있습니다.',
    );
    expect(
      (await bad({ ...fields(951), starts_on: fields(950).starts_on, ends_on: fields(950).ends_on })).errors
        .starts_on?.[0],
    ).toContain('950주차');
    expect(Object.keys((await bad(fields(952, { link_type: 'product', link_id: '99999999' }))).errors)).toEqual([
      'link_id',
    ]);
    expect(Object.keys((await bad(fields(953, { ends_on: '2020-01-01' }))).errors)).toEqual(['ends_on']);
    expect(Object.keys((await bad(fields(954, { discount_rate: '95' }))).errors)).toEqual(['discount_rate']);
    expect(Object.keys((await bad(fields(955), null)).errors)).toEqual(['image']);
    expect((await api.get('/api/admin/content/week-picks/999999')).status).toBe(404);
  });

  it('keeps every version: an earlier one comes back unless another pick took its week since (422)', async () => {
    const api = await as('manager');
    const made = await api.sendForm('POST', '/api/admin/content/week-picks', form(fields(960), picture()));
    expect(made.status, await made.clone().text()).toBe(201);
    const pick = ((await made.json()) as { data: Pick }).data;
    const moved = await api.sendForm('PUT', `/api/admin/content/week-picks/${pick.id}`, form(fields(961), picture()));
    expect(moved.status, await moved.clone().text()).toBe(200);
    const history = async () =>
      (
        (await (await api.get(`/api/admin/content/history/week_pick/${pick.id}`)).json()) as {
          data: { id: number; action: string }[];
        }
      ).data;
    const first = (await history()).find((v) => v.action === 'create');
    // Week 960 is taken by another pick meanwhile: restoring would clash.
    const other = await api.sendForm('POST', '/api/admin/content/week-picks', form(fields(960), picture()));
    expect(other.status, await other.clone().text()).toBe(201);
    const clash = await api.post(`/api/admin/content/history/week_pick/${pick.id}/${first?.id}/restore`);
    expect(clash.status).toBe(422);
    expect(Object.keys((await clash.json()).errors)).toContain('week_no');
    const otherId = ((await other.json()) as { data: Pick }).data.id;
    expect((await api.request('DELETE', `/api/admin/content/week-picks/${otherId}`)).status).toBe(200);
    const restored = await api.post(`/api/admin/content/history/week_pick/${pick.id}/${first?.id}/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(((await restored.json()) as { data: Pick }).data).toMatchObject({
      week_no: 960,
      title: pick.title,
      image: pick.image,
    });
    expect((await (await as('visitor')).get(pick.image)).status).toBe(200);
  });
});
