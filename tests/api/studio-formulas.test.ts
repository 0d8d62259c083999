import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DEMO, loginAs, newMember } from '../support/shop-api';
import { type Catalogue, type CompositionWire, candle, catalogue, type QuoteWire } from '../support/studio-api';

type Formula = {
  id: number;
  name: string;
  memo: string;
  composition: CompositionWire;
  unit_price: number;
  description: string;
  description_en: string;
  profile: { family: string; share: number }[];
  colour: string;
  materials: { id: number; kind: string; name: string; available: boolean }[];
  orderable: boolean;
  problems: Record<string, string[]>;
  created_at: string;
  updated_at: string;
};

const base = () => inject('baseUrl');
let cat: Catalogue;
let good: CompositionWire;
beforeAll(async () => {
  cat = await catalogue(new ApiClient(base()));
  good = candle(cat);
});

async function create(api: ApiClient, body: unknown): Promise<Formula> {
  const res = await api.post('/api/v1/formulas', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Formula }).data;
}
const member = async () => (await newMember(base(), { prefix: 'fm' })).api;

describe('formulas: login required', () => {
  it('asks a visitor to log in', async () => {
    const visitor = new ApiClient(base());
    expect((await visitor.get('/api/v1/formulas')).status).toBe(401);
    expect((await visitor.post('/api/v1/formulas', { name: 'x', composition: good })).status).toBe(401);
  });
});

describe("the demo member's seeded formulas", () => {
  it('are on real materials, described and orderable', async () => {
    const demo = await loginAs(base(), DEMO.id, DEMO.password);
    const page = (await (await demo.get('/api/v1/formulas')).json()) as { data: Formula[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    const names = page.data.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['비 오는 날의 숲', '봄 아침']));
    for (const f of page.data) {
      expect(f.materials.length).toBeGreaterThanOrEqual(4);
      expect(f.description).not.toBe('');
      expect(f.unit_price).toBeGreaterThan(0);
    }
    const forest = page.data.find((f) => f.name === '비 오는 날의 숲');
    expect(forest?.composition.type).toBe('candle');
    expect(forest?.orderable).toBe(true);
  });
});

describe('formulas CRUD', () => {
  it("saves a composition at the server's price, the same the composer is quoted", async () => {
    const api = await member();
    const quoted = ((await (await api.post('/api/v1/studio/quote', good)).json()) as { data: QuoteWire }).data;
    const f = await create(api, { name: '  첫 배합  ', memo: '거실용', composition: good });
    expect(f.name).toBe('첫 배합');
    expect(f.memo).toBe('거실용');
    expect(f.unit_price).toBe(quoted.base_unit_price);
    expect(f.composition).toEqual(good);
    expect(f.orderable).toBe(true);
    expect(f.materials.map((m) => m.id)).toEqual(expect.arrayContaining(good.notes.map((n) => n.material_id)));
    const list = (await (await api.get('/api/v1/formulas')).json()) as { data: Formula[]; total: number };
    expect(list.total).toBe(1);
    expect(list.data[0]?.id).toBe(f.id);
    const one = (await (await api.get(`/api/v1/formulas/${f.id}`)).json()) as { data: Formula };
    expect(one.data).toEqual(f);
  });

  it('renames, changes the memo, and re-prices a new composition', async () => {
    const api = await member();
    const f = await create(api, { name: '배합', composition: good });
    const renamed = await api.request('PATCH', `/api/v1/formulas/${f.id}`, { name: '새 이름', memo: '메모' });
    expect(renamed.status).toBe(200);
    const r = ((await renamed.json()) as { data: Formula }).data;
    expect([r.name, r.memo, r.unit_price]).toEqual(['새 이름', '메모', f.unit_price]);
    const bigger = { ...good, size_ml: 300, vessel_id: null, lid_id: null };
    const res = await api.request('PATCH', `/api/v1/formulas/${f.id}`, { composition: bigger });
    expect(res.status, await res.clone().text()).toBe(200);
    const b = ((await res.json()) as { data: Formula }).data;
    expect(b.composition.size_ml).toBe(300);
    expect(b.unit_price).not.toBe(f.unit_price);
    expect(Date.parse(b.updated_at)).toBeGreaterThanOrEqual(Date.parse(f.updated_at));
  });

  it('re-checks every rule on save and change (422, nothing stored)', async () => {
    const api = await member();
    const bad = await api.post('/api/v1/formulas', { name: '과한 농도', composition: { ...good, load_percent: 14 } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty([
      'composition.load_percent',
    ]);
    const noName = await api.post('/api/v1/formulas', { name: '  ', composition: good });
    expect(noName.status).toBe(422);
    expect(((await noName.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('name');
    const f = await create(api, { name: '배합', composition: good });
    const notes = good.notes.map((n, i) => (i === 0 ? { ...n, share: 10 } : n));
    const res = await api.request('PATCH', `/api/v1/formulas/${f.id}`, { composition: { ...good, notes } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(['composition.notes']);
    const list = (await (await api.get('/api/v1/formulas')).json()) as { total: number; data: Formula[] };
    expect(list.total).toBe(1);
    expect(list.data[0]?.composition).toEqual(good);
  });

  it('duplicates under "(복사본)" or a given name, and deletes', async () => {
    const api = await member();
    const f = await create(api, { name: '원본', composition: good });
    const copy = await api.post(`/api/v1/formulas/${f.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    const c = ((await copy.json()) as { data: Formula }).data;
    expect(c.id).not.toBe(f.id);
    expect(c.name).toBe('원본 (복사본)');
    expect(c.composition).toEqual(f.composition);
    const named = (
      (await (await api.post(`/api/v1/formulas/${f.id}/duplicate`, { name: '여름용' })).json()) as { data: Formula }
    ).data;
    expect(named.name).toBe('여름용');
    const del = await api.request('DELETE', `/api/v1/formulas/${f.id}`);
    expect(del.status).toBe(200);
    expect((await api.get(`/api/v1/formulas/${f.id}`)).status).toBe(404);
    expect((await api.request('DELETE', `/api/v1/formulas/${f.id}`)).status).toBe(404);
    expect(((await (await api.get('/api/v1/formulas')).json()) as { total: number }).total).toBe(2);
  });

  it("answers 404 for another member's formula, whatever the call", async () => {
    const owner = await member();
    const other = await member();
    const f = await create(owner, { name: '내 배합', composition: good });
    expect((await other.get(`/api/v1/formulas/${f.id}`)).status).toBe(404);
    expect((await other.request('PATCH', `/api/v1/formulas/${f.id}`, { name: '가져감' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/formulas/${f.id}`)).status).toBe(404);
    expect((await other.post(`/api/v1/formulas/${f.id}/duplicate`, {})).status).toBe(404);
    expect((await other.get('/api/v1/formulas/abc')).status).toBe(404);
    expect(((await (await owner.get(`/api/v1/formulas/${f.id}`)).json()) as { data: Formula }).data.name).toBe(
      '내 배합',
    );
  });

  it('stores label text and names as given (they are escaped where shown)', async () => {
    const api = await member();
    const label = {
      text_ko: '<b onclick=x>향</b>',
      text_en: '"><svg onload=alert(1)>',
      font: 'myeongjo',
      colour: '#112233',
    };
    const f = await create(api, { name: '<script>alert(1)</script>', composition: { ...good, label } });
    expect(f.name).toBe('<script>alert(1)</script>');
    expect(f.composition.label).toEqual(label);
  });
});
