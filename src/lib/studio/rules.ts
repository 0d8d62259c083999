/**
 * Every rule of a composition against the shop's materials and studio settings, in one pure check
 * that the composer and the server share: the server runs it on each quote and save and never
 * trusts the browser's numbers. Messages are Korean unless English is asked for.
 */
import { checkLabel } from './label.ts';
import { checkLoad, checkOilLimits, mergeErrors, type OilLimit } from './limits.ts';
import { type Lang, studioMessage as msg } from './messages.ts';
import { checkShares } from './shares.ts';
import {
  addError,
  type Composition,
  type FieldErrors,
  type MaterialKind,
  type ProductType,
  type StudioSettings,
} from './types.ts';

/** What the rules need to know of one material. */
export type MaterialFacts = {
  id: number;
  kind: MaterialKind;
  name: string;
  /** English name (the Korean one when absent). */
  nameEn?: string;
  maxPercent: number | null;
  fits: ProductType[];
  volumeMl: number | null;
  available: boolean;
  safetyNo: string | null;
};

type Ctx = { errors: FieldErrors; materials: ReadonlyMap<number, MaterialFacts>; lang: Lang; typeName: string };

const nameOf = (m: MaterialFacts, lang: Lang) => (lang === 'en' && m.nameEn ? m.nameEn : m.name);

/** An id that names a material of the expected kind that is on sale; adds the field's error otherwise. */
function material(ctx: Ctx, field: string, id: number, kinds: MaterialKind[]): MaterialFacts | undefined {
  const m = ctx.materials.get(id);
  if (!m || !kinds.includes(m.kind)) {
    addError(ctx.errors, field, msg(ctx.lang, 'notFound', { what: msg(ctx.lang, kinds[0] as MaterialKind) }));
    return undefined;
  }
  if (!m.available) addError(ctx.errors, field, msg(ctx.lang, 'soldOut', { name: nameOf(m, ctx.lang) }));
  return m;
}

function fits(ctx: Ctx, field: string, m: MaterialFacts | undefined, type: ProductType) {
  if (m && m.fits.length > 0 && !m.fits.includes(type))
    addError(ctx.errors, field, msg(ctx.lang, 'doesNotFit', { name: nameOf(m, ctx.lang), type: ctx.typeName }));
}

export function checkComposition(
  c: Composition,
  settings: StudioSettings,
  materials: ReadonlyMap<number, MaterialFacts>,
  lang: Lang = 'ko',
): FieldErrors {
  const errors: FieldErrors = {};
  const type = settings.types[c.type];
  if (!type) {
    addError(errors, 'type', msg(lang, 'noType'));
    return errors;
  }
  const typeName = lang === 'en' ? type.name_en.toLowerCase() : type.name;
  const ctx: Ctx = { errors, materials, lang, typeName };
  if (!type.sizes.some((s) => s.ml === c.sizeMl))
    addError(
      errors,
      'size_ml',
      msg(lang, 'size', { type: typeName, sizes: type.sizes.map((s) => `${s.ml}ml`).join(', ') }),
    );
  if (c.baseId !== null) {
    const base = material(ctx, 'base_id', c.baseId, ['base']);
    fits(ctx, 'base_id', base, c.type);
    if (base && !base.safetyNo) addError(errors, 'base_id', msg(lang, 'noSafetyNo', { name: nameOf(base, lang) }));
  }
  const oils = new Map<number, OilLimit>();
  const seen = new Set<number>();
  c.notes.forEach((n, i) => {
    const oil = material(ctx, `notes.${i}.material_id`, n.materialId, ['oil']);
    if (oil) oils.set(oil.id, { name: nameOf(oil, lang), maxPercent: oil.maxPercent });
    if (seen.has(n.materialId)) addError(errors, `notes.${i}.material_id`, msg(lang, 'sameOil'));
    seen.add(n.materialId);
  });
  c.colours.forEach((d, i) => {
    material(ctx, `colours.${i}.material_id`, d.materialId, ['dye', 'mica']);
    if (!Number.isInteger(d.drops) || d.drops < 1 || d.drops > 60)
      addError(errors, `colours.${i}.drops`, msg(lang, 'drops'));
  });
  if (c.vesselId !== null) {
    const vessel = material(ctx, 'vessel_id', c.vesselId, ['vessel']);
    fits(ctx, 'vessel_id', vessel, c.type);
    if (vessel?.volumeMl && vessel.volumeMl < c.sizeMl)
      addError(errors, 'vessel_id', msg(lang, 'vesselSize', { name: nameOf(vessel, lang), ml: c.sizeMl }));
  }
  if (c.lidId !== null) fits(ctx, 'lid_id', material(ctx, 'lid_id', c.lidId, ['lid']), c.type);
  return mergeErrors(
    errors,
    checkShares(
      c.notes.map((n) => n.share),
      lang,
    ),
    checkLoad(c.loadPercent, type.load, typeName, lang),
    checkOilLimits(c.notes, c.loadPercent, oils, lang),
    checkLabel(c.label, lang),
  );
}
