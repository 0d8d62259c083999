/** A saved formula on the wire (snake_case). */
import type { FormulaView } from './formulas.service.ts';
import { compositionToWire } from './studio.serializer.ts';

export function toFormulaWire(f: FormulaView) {
  return {
    id: f.id,
    name: f.name,
    memo: f.memo,
    composition: compositionToWire(f.composition),
    unit_price: f.unit_price,
    description: f.description,
    description_en: f.descriptionEn,
    profile: f.profile.map((p) => ({ family: p.family, share: p.share })),
    colour: f.colour,
    materials: f.materials.map((m) => ({
      id: m.id,
      kind: m.kind,
      product_id: m.product_id,
      name: m.name,
      name_en: m.name_en,
      family: m.family,
      swatch: m.swatch,
      safety_no: m.kind === 'base' ? m.safety_no : null,
      available: m.available && m.unit_price !== null,
      thumb: m.thumb,
    })),
    orderable: Object.keys(f.problems).length === 0,
    problems: f.problems,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  };
}
export type FormulaWire = ReturnType<typeof toFormulaWire>;
