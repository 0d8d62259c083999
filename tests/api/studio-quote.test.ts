import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { ADMIN, loginAs } from '../support/shop-api';
import {
  type Catalogue,
  type CompositionWire,
  candle,
  catalogue,
  type Oil,
  type QuoteWire,
  type Refusal,
} from '../support/studio-api';

const base = () => inject('baseUrl');
const visitor = () => new ApiClient(base());
let cat: Catalogue;
let good: CompositionWire;
beforeAll(async () => {
  cat = await catalogue(visitor());
  good = candle(cat);
});

async function quote(body: unknown): Promise<{ status: number; body: { data: QuoteWire } & Refusal }> {
  const res = await visitor().post('/api/v1/studio/quote', body);
  return { status: res.status, body: await res.json() };
}
async function refused(body: unknown, field: string): Promise<string> {
  const { status, body: b } = await quote(body);
  expect(status, JSON.stringify(b)).toBe(422);
  expect(Object.keys(b.errors)).toContain(field);
  expect(b.message).toBeTruthy();
  return b.errors[field]?.join(' ') ?? '';
}

describe('studio materials', () => {
  it('lists types with sizes, load ranges from settings and bases with their 안전확인 신고번호', () => {
    const c = cat.types.find((t) => t.type === 'candle');
    expect(c?.load).toEqual({ min: 6, max: 10 });
    expect(cat.types.find((t) => t.type === 'diffuser')?.load).toEqual({ min: 15, max: 25 });
    expect(cat.types.find((t) => t.type === 'spray')?.load).toEqual({ min: 5, max: 15 });
    expect(c?.sizes.length).toBeGreaterThan(0);
    expect(c?.bases.some((b) => b.safety_no === null)).toBe(true);
    expect(c?.bases.some((b) => /^CB\d{2}-\d{2}-\d{4}$/.test(b.safety_no ?? ''))).toBe(true);
  });
  it("offers the shop's real oils by family, with sold-out ones shown as unavailable", () => {
    expect(cat.oils.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cat.oils.map((o) => o.family))).toEqual(
      new Set(['citrus', 'floral', 'woody', 'green', 'gourmand', 'fresh', 'spicy', 'musk']),
    );
    expect(cat.oils.some((o) => !o.available)).toBe(true);
    expect(cat.oils.every((o) => o.product_id > 0 && o.name && o.name_en)).toBe(true);
    expect(cat.colours.some((c) => c.kind === 'dye' && /^#[0-9a-f]{6}$/.test(c.swatch))).toBe(true);
    expect(cat.colours.some((c) => c.kind === 'mica')).toBe(true);
    expect(cat.label).toMatchObject({ max_ko: 20, max_en: 30 });
  });
  it('narrows to one type and refuses an unknown one', async () => {
    const d = await catalogue(visitor(), 'diffuser');
    expect(d.types.map((t) => t.type)).toEqual(['diffuser']);
    expect(d.vessels.every((v) => v.fits.length === 0 || v.fits.includes('diffuser'))).toBe(true);
    expect((await visitor().get('/api/v1/studio/materials?type=perfume')).status).toBe(422);
  });
});

describe('studio quote', () => {
  it('prices a candle from its materials, making fee and label fee, with tiers, description and profile', async () => {
    const { status, body } = await quote(good);
    expect(status, JSON.stringify(body)).toBe(200);
    const q = body.data;
    expect(q.making_fee).toBe(cat.types.find((t) => t.type === 'candle')?.sizes.find((s) => s.ml === 200)?.making_fee);
    expect(q.label_fee).toBe(cat.label.fee);
    expect(q.unit_price % 100).toBe(0);
    expect(q.unit_price).toBeGreaterThanOrEqual(q.materials_cost + q.making_fee + q.label_fee);
    expect(q.tiers[0]).toEqual({ min_quantity: 1, unit_price: q.unit_price });
    expect(q.tiers.at(-1)?.unit_price).toBeLessThan(q.unit_price);
    expect(q.load).toEqual({ min: 6, max: 10 });
    expect(q.lead_days).toBeGreaterThan(0);
    expect(q.description).toMatch(/시작해|중심의 향/);
    expect(q.description_en).toMatch(/Opens with|built on/);
    expect(q.profile.reduce((s, p) => s + p.share, 0)).toBeCloseTo(100, 0);
    expect(q.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('takes the quantity tier and totals', async () => {
    const one = (await quote(good)).body.data;
    const many = (await quote({ ...good, quantity: 30 })).body.data;
    expect(many.unit_price).toBeLessThan(one.unit_price);
    expect(many.total).toBe(many.unit_price * 30);
  });
  it("fills in the type's registered base when none is chosen", async () => {
    const { status, body } = await quote({ ...good, base_id: null });
    expect(status).toBe(200);
    expect(body.data.composition.base_id).toBeGreaterThan(0);
  });
});

describe('studio quote refusals (422 with the Korean message of the field)', () => {
  it('refuses shares that do not sum to 100', async () => {
    const notes = good.notes.map((n, i) => (i === 0 ? { ...n, share: 40 } : n));
    expect(await refused({ ...good, notes }, 'notes')).toContain('합이 100%');
  });
  it("refuses a load outside the type's range", async () => {
    expect(await refused({ ...good, load_percent: 12 }, 'load_percent')).toContain('6~10%');
    expect(
      await refused(
        { ...good, type: 'diffuser', size_ml: 100, vessel_id: null, lid_id: null, base_id: null, load_percent: 10 },
        'load_percent',
      ),
    ).toContain('15~25%');
  });
  it('refuses an oil above its own maximum of the whole product', async () => {
    const limited = cat.oils.find((o) => o.available && o.max_percent !== null && o.max_percent < 8);
    expect(limited, 'a limited oil on sale').toBeTruthy();
    const notes = [
      { material_id: limited?.id as number, role: 'top', share: 90 },
      { ...(good.notes[3] as CompositionWire['notes'][number]), share: 10 },
    ];
    expect(await refused({ ...good, notes }, 'notes.0.share')).toContain(`${limited?.max_percent}%까지만`);
  });
  it('refuses more than 8 notes', async () => {
    const oils = cat.oils.filter((o) => o.available && (o.max_percent ?? 100) >= 10).slice(0, 9);
    expect(oils.length).toBe(9);
    const shares = [12, 11, 11, 11, 11, 11, 11, 11, 11];
    const notes = oils.map((o, i) => ({ material_id: o.id, role: 'middle', share: shares[i] }));
    expect(await refused({ ...good, notes }, 'notes')).toContain('최대 8개');
  });
  it('refuses an unknown material', async () => {
    const notes = good.notes.map((n, i) => (i === 1 ? { ...n, material_id: 999_999 } : n));
    expect(await refused({ ...good, notes }, 'notes.1.material_id')).toContain('찾을 수 없습니다');
    expect(await refused({ ...good, vessel_id: good.notes[0]?.material_id }, 'vessel_id')).toContain(
      '찾을 수 없습니다',
    );
  });
  it('refuses a sold-out material', async () => {
    const soldOut = cat.oils.find((o) => !o.available);
    const notes = good.notes.map((n, i) => (i === 2 ? { ...n, material_id: soldOut?.id as number } : n));
    expect(await refused({ ...good, notes }, 'notes.2.material_id')).toContain('품절');
  });
  it('reads stock live: an oil the shop sells out is refused at once, and offered again when restocked', async () => {
    const admin = await loginAs(base(), ADMIN.id, ADMIN.password);
    // The last oil on sale, so that the compositions other files build from the first ones are not touched.
    const oil = cat.oils.filter((o) => o.available && (o.max_percent ?? 100) >= 10).at(-1) as Oil;
    const withOil = { ...good, notes: good.notes.map((n, i) => (i === 0 ? { ...n, material_id: oil.id } : n)) };
    expect((await quote(withOil)).status).toBe(200);
    try {
      expect((await admin.request('PATCH', `/api/admin/products/${oil.product_id}`, { stock: 0 })).status).toBe(200);
      expect(await refused(withOil, 'notes.0.material_id')).toContain('품절');
      const again = await catalogue(visitor());
      expect(again.oils.find((o) => o.id === oil.id)?.available).toBe(false);
    } finally {
      await admin.request('PATCH', `/api/admin/products/${oil.product_id}`, { stock: 100 });
    }
    expect((await quote(withOil)).status).toBe(200);
  });
  it('refuses label text that is too long', async () => {
    const label = { ...good.label, text_ko: '가'.repeat(21) };
    expect(await refused({ ...good, label }, 'label.text_ko')).toContain('20자 이하');
    const en = { ...good.label, text_en: 'a'.repeat(31) };
    expect(await refused({ ...good, label: en }, 'label.text_en')).toContain('30자 이하');
  });
  it('refuses a base without 안전확인 신고번호', async () => {
    const unregistered = cat.types.find((t) => t.type === 'candle')?.bases.find((b) => !b.safety_no);
    expect(await refused({ ...good, base_id: unregistered?.id }, 'base_id')).toContain('안전확인 신고번호');
  });
  it('refuses a size the type is not made in, and malformed bodies, without a 500', async () => {
    expect(await refused({ ...good, size_ml: 150 }, 'size_ml')).toContain('용량');
    expect(await refused({ ...good, type: 'perfume' }, 'type')).toBeTruthy();
    expect(await refused({ ...good, notes: 'many' }, 'notes')).toBeTruthy();
    expect(await refused({ ...good, quantity: 0 }, 'quantity')).toBeTruthy();
    expect(await refused({ ...good, quantity: 1000 }, 'quantity')).toContain('견적');
  });
});
