/** The studio's wire shapes (snake_case): the only place that knows them. */
import { LABEL_FONT_NAMES, LABEL_MAX_EN, LABEL_MAX_KO } from '../../lib/studio/label.ts';
import { type Composition, LABEL_FONTS, PRODUCT_TYPES } from '../../lib/studio/types.ts';
import type { Quote } from './quote.service.ts';
import type { MaterialRow } from './studio.repository.ts';
import type { StudioCatalogue } from './studio.service.ts';

export function compositionToWire(c: Composition) {
  return {
    type: c.type,
    size_ml: c.sizeMl,
    base_id: c.baseId,
    load_percent: c.loadPercent,
    notes: c.notes.map((n) => ({ material_id: n.materialId, role: n.role, share: n.share })),
    colours: c.colours.map((d) => ({ material_id: d.materialId, drops: d.drops })),
    vessel_id: c.vesselId,
    lid_id: c.lidId,
    label: c.label
      ? { text_ko: c.label.textKo, text_en: c.label.textEn, font: c.label.font, colour: c.label.colour }
      : null,
  };
}
export type CompositionWireOut = ReturnType<typeof compositionToWire>;

const available = (m: MaterialRow) => m.available && m.unit_price !== null;
const vesselWire = (m: MaterialRow) => ({
  id: m.id,
  product_id: m.product_id,
  name: m.name,
  name_en: m.name_en,
  fits: m.fits,
  volume_ml: m.volume_ml,
  available: available(m),
  thumb: m.thumb,
});

/** `GET /api/v1/studio/materials`. */
export function toCatalogueWire({ settings, materials, type }: StudioCatalogue) {
  const of = (kind: MaterialRow['kind']) => materials.filter((m) => m.kind === kind);
  return {
    types: PRODUCT_TYPES.filter((t) => type === undefined || t === type).map((t) => {
      const s = settings.types[t];
      return {
        type: t,
        name: s.name,
        name_en: s.name_en,
        sizes: s.sizes.map((z) => ({ ml: z.ml, making_fee: z.making_fee })),
        load: { min: s.load.min, max: s.load.max },
        bases: of('base')
          .filter((m) => m.fits.length === 0 || m.fits.includes(t))
          .map((m) => ({
            id: m.id,
            name: m.name,
            name_en: m.name_en,
            safety_no: m.safety_no,
            available: available(m),
          })),
      };
    }),
    oils: of('oil').map((m) => ({
      id: m.id,
      product_id: m.product_id,
      name: m.name,
      name_en: m.name_en,
      family: m.family,
      max_percent: m.max_percent,
      available: available(m),
      thumb: m.thumb,
    })),
    colours: materials
      .filter((m) => m.kind === 'dye' || m.kind === 'mica')
      .map((m) => ({
        id: m.id,
        product_id: m.product_id,
        name: m.name,
        name_en: m.name_en,
        kind: m.kind as 'dye' | 'mica',
        swatch: m.swatch,
        available: available(m),
      })),
    vessels: of('vessel').map(vesselWire),
    lids: of('lid').map(vesselWire),
    label: {
      fonts: LABEL_FONTS.map((f) => ({ id: f, name: LABEL_FONT_NAMES[f].name, name_en: LABEL_FONT_NAMES[f].name_en })),
      max_ko: LABEL_MAX_KO,
      max_en: LABEL_MAX_EN,
      fee: settings.label_fee,
    },
    tiers: settings.tiers.map((t) => ({ min_quantity: t.min_quantity, discount_percent: t.discount_percent })),
    lead_days: settings.lead_days,
    quote_above: settings.quote_above,
  };
}

/** `POST /api/v1/studio/quote`. */
export function toQuoteWire(q: Quote) {
  return {
    unit_price: q.unitPrice,
    base_unit_price: q.basePrice,
    quantity: q.quantity,
    total: q.total,
    making_fee: q.makingFee,
    materials_cost: q.materialsCost,
    label_fee: q.labelFee,
    tiers: q.tiers.map((t) => ({ min_quantity: t.minQuantity, unit_price: t.unitPrice })),
    lead_days: q.leadDays,
    load: { min: q.load.min, max: q.load.max },
    description: q.description,
    description_en: q.descriptionEn,
    profile: q.profile.map((p) => ({ family: p.family, share: p.share })),
    colour: q.colour,
    quote_above: q.quoteAbove,
    composition: compositionToWire(q.composition),
  };
}
