// The studio as API tests use it: the composer's catalogue and a valid composition built from the
// shop's real materials (what is on sale in the seeded shop), to change one thing at a time.
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export type Material = { id: number; product_id: number; name: string; name_en: string; available: boolean };
export type Oil = Material & { family: string; max_percent: number | null; thumb: string };
export type Colour = Material & { kind: 'dye' | 'mica'; swatch: string };
export type Vessel = Material & { fits: string[]; volume_ml: number | null; thumb: string };
export type Catalogue = {
  types: {
    type: string;
    name: string;
    sizes: { ml: number; making_fee: number }[];
    load: { min: number; max: number };
    bases: { id: number; name: string; safety_no: string | null; available: boolean }[];
  }[];
  oils: Oil[];
  colours: Colour[];
  vessels: Vessel[];
  lids: Vessel[];
  label: { fonts: { id: string }[]; max_ko: number; max_en: number; fee: number };
};
export type CompositionWire = {
  type: string;
  size_ml: number;
  base_id: number | null;
  load_percent: number;
  notes: { material_id: number; role: string; share: number }[];
  colours: { material_id: number; drops: number }[];
  vessel_id: number | null;
  lid_id: number | null;
  label: { text_ko: string; text_en: string; font: string; colour: string } | null;
};

export async function catalogue(api: ApiClient, type?: string): Promise<Catalogue> {
  const res = await api.get(`/api/v1/studio/materials${type ? `?type=${type}` : ''}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Catalogue }).data;
}

const pick = <T extends Material>(list: T[], ok: (m: T) => boolean, what: string): T => {
  const found = list.find((m) => m.available && ok(m));
  if (!found) throw new Error(`the seeded shop has no ${what} on sale`);
  return found;
};

/** A 200 ml candle of four notes on sale (no oil limit in the way), coloured, in a jar with a lid and a label. */
export function candle(cat: Catalogue): CompositionWire {
  const type = cat.types.find((t) => t.type === 'candle');
  const base = type?.bases.find((b) => b.available && b.safety_no);
  if (!base) throw new Error('the seeded shop has no registered candle base on sale');
  const free = cat.oils.filter((o) => o.available && (o.max_percent ?? 100) >= 10);
  expect(free.length).toBeGreaterThanOrEqual(4);
  const [a, b, c, d] = free as [Oil, Oil, Oil, Oil];
  return {
    type: 'candle',
    size_ml: 200,
    base_id: base.id,
    load_percent: 8,
    notes: [
      { material_id: a.id, role: 'top', share: 30 },
      { material_id: b.id, role: 'middle', share: 30 },
      { material_id: c.id, role: 'middle', share: 20 },
      { material_id: d.id, role: 'base', share: 20 },
    ],
    colours: [{ material_id: pick(cat.colours, (m) => m.kind === 'dye', 'dye').id, drops: 4 }],
    vessel_id: pick(cat.vessels, (v) => v.fits.includes('candle') && (v.volume_ml ?? 0) >= 200, 'jar').id,
    lid_id: pick(cat.lids, (v) => v.fits.includes('candle'), 'lid').id,
    label: { text_ko: '우리집 향', text_en: 'Our Home', font: 'gothic', colour: '#333333' },
  };
}

export type QuoteWire = {
  unit_price: number;
  base_unit_price: number;
  quantity: number;
  total: number;
  making_fee: number;
  materials_cost: number;
  label_fee: number;
  tiers: { min_quantity: number; unit_price: number }[];
  lead_days: number;
  load: { min: number; max: number };
  description: string;
  description_en: string;
  profile: { family: string; share: number }[];
  colour: string;
  composition: CompositionWire;
};

export type Refusal = { message: string; errors: Record<string, string[]> };
