/**
 * The server's price of a composition, with every rule checked again: the composer's numbers are
 * never trusted. Other domains (the studio order, the cart) price custom lines through here.
 */
import { pieceColour } from '../../lib/studio/colour.ts';
import { describeBlend, familyProfile } from '../../lib/studio/describe.ts';
import { normaliseLabel } from '../../lib/studio/label.ts';
import { mergeErrors } from '../../lib/studio/limits.ts';
import { type Lang, studioMessage } from '../../lib/studio/messages.ts';
import { priceComposition, unitPriceAt } from '../../lib/studio/pricing.ts';
import { checkComposition, type MaterialFacts } from '../../lib/studio/rules.ts';
import {
  addError,
  type Composition,
  DEFAULT_STUDIO_SETTINGS,
  type Family,
  type FieldErrors,
  type LoadRange,
  type StudioSettings,
} from '../../lib/studio/types.ts';
import type { Executor } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { listMaterials, type MaterialRow, materialsByIds, readStudioSettings } from './studio.repository.ts';

export type Quote = {
  /** The composition as checked: labels trimmed, the type's default base filled in when none was chosen. */
  composition: Composition;
  quantity: number;
  /** Unit price at this quantity (its tier), in won. */
  unitPrice: number;
  /** Unit price of one piece alone. */
  basePrice: number;
  total: number;
  makingFee: number;
  materialsCost: number;
  labelFee: number;
  tiers: { minQuantity: number; unitPrice: number }[];
  leadDays: number;
  load: LoadRange;
  description: string;
  descriptionEn: string;
  profile: { family: Family; share: number }[];
  /** The finished piece's colour, #rrggbb. */
  colour: string;
  /** Pieces above this are quoted by hand (the quotation page). */
  quoteAbove: number;
};

/** The studio settings, the shop's defaults where the row is missing. */
export async function studioSettingsOf(db: Executor): Promise<StudioSettings> {
  const stored = await readStudioSettings(db);
  return stored ? { ...DEFAULT_STUDIO_SETTINGS, ...stored } : DEFAULT_STUDIO_SETTINGS;
}

export const factsOf = (m: MaterialRow): MaterialFacts => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  nameEn: m.name_en,
  maxPercent: m.max_percent,
  fits: m.fits,
  volumeMl: m.volume_ml,
  available: m.available && m.unit_price !== null,
  safetyNo: m.safety_no,
});

/** The type's first base on sale that carries a registration, for a composition that names none. */
async function defaultBase(db: Executor, c: Composition): Promise<number | null> {
  const bases = (await listMaterials(db)).filter(
    (m) => m.kind === 'base' && m.available && m.safety_no && (m.fits.length === 0 || m.fits.includes(c.type)),
  );
  return bases[0]?.id ?? null;
}

/** Every material a composition names, in its order. */
export function materialIdsOf(c: Composition): number[] {
  return [
    ...(c.baseId === null ? [] : [c.baseId]),
    ...c.notes.map((n) => n.materialId),
    ...c.colours.map((d) => d.materialId),
    ...(c.vesselId === null ? [] : [c.vesselId]),
    ...(c.lidId === null ? [] : [c.lidId]),
  ];
}

export type Blend = Pick<Quote, 'description' | 'descriptionEn' | 'profile' | 'colour'>;

/** What a composition smells and looks like: its description, family profile and finished colour. */
export function blendOf(c: Composition, byId: ReadonlyMap<number, MaterialRow>): Blend {
  const notes = c.notes.map((n) => ({
    family: (byId.get(n.materialId)?.family ?? 'fresh') as Family,
    role: n.role,
    share: n.share,
  }));
  const words = describeBlend(notes);
  const colours = c.colours.map((d) => {
    const m = byId.get(d.materialId);
    return {
      swatch: m?.swatch ?? '#ffffff',
      drops: d.drops,
      kind: m?.kind === 'mica' ? ('mica' as const) : ('dye' as const),
    };
  });
  return {
    description: words.ko,
    descriptionEn: words.en,
    profile: familyProfile(notes),
    colour: pieceColour(c.type, c.sizeMl, colours),
  };
}

const perUnit = (m: MaterialRow | undefined) => (m?.unit_price ? m.unit_price / m.pack_amount : 0);

/** The quantity's refusal when it is not a whole piece count or is past the tiers (the quotation's), else none. */
export function quantityErrors(quantity: number, quoteAbove: number, lang: Lang = 'ko'): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(quantity) || quantity < 1) addError(errors, 'quantity', studioMessage(lang, 'quantityMin'));
  else if (quantity > quoteAbove) addError(errors, 'quantity', studioMessage(lang, 'quoteAbove', { max: quoteAbove }));
  return errors;
}

/**
 * Checks every rule and prices the composition; a broken rule is a 422 keyed by the wire's field
 * names, its messages in `lang`.
 */
export async function quoteComposition(
  db: Executor,
  input: Composition,
  quantity = 1,
  lang: Lang = 'ko',
): Promise<Quote> {
  const settings = await studioSettingsOf(db);
  const c: Composition = { ...input, label: input.label ? normaliseLabel(input.label) : null };
  if (c.baseId === null && settings.types[c.type]) c.baseId = await defaultBase(db, c);
  const rows = await materialsByIds(db, materialIdsOf(c));
  const byId = new Map(rows.map((m) => [m.id, m]));
  const errors = mergeErrors(
    checkComposition(c, settings, new Map(rows.map((m) => [m.id, factsOf(m)])), lang),
    quantityErrors(quantity, settings.quote_above, lang),
  );
  if (c.baseId === null && settings.types[c.type]) addError(errors, 'base_id', studioMessage(lang, 'noBase'));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const type = settings.types[c.type];
  const size = type.sizes.find((s) => s.ml === c.sizeMl);
  const price = priceComposition({
    sizeMl: c.sizeMl,
    loadPercent: c.loadPercent,
    notes: c.notes.map((n) => ({ costPerMl: perUnit(byId.get(n.materialId)), share: n.share })),
    baseCostPerMl: perUnit(byId.get(c.baseId ?? 0)),
    colours: c.colours.map((d) => ({ costPerDrop: perUnit(byId.get(d.materialId)), drops: d.drops })),
    vesselCost: c.vesselId === null ? 0 : perUnit(byId.get(c.vesselId)),
    lidCost: c.lidId === null ? 0 : perUnit(byId.get(c.lidId)),
    makingFee: size?.making_fee ?? 0,
    labelFee: c.label ? settings.label_fee : 0,
    tiers: settings.tiers,
  });
  const unitPrice = unitPriceAt(price, quantity);
  return {
    composition: c,
    quantity,
    unitPrice,
    basePrice: price.unitPrice,
    total: unitPrice * quantity,
    makingFee: price.makingFee,
    materialsCost: price.materialsCost,
    labelFee: price.labelFee,
    tiers: price.tiers,
    leadDays: settings.lead_days,
    load: type.load,
    ...blendOf(c, byId),
    quoteAbove: settings.quote_above,
  };
}
