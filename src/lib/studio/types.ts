/** The custom fragrance studio's shapes, shared by the composer (browser) and the server. */

export const PRODUCT_TYPES = ['candle', 'diffuser', 'spray'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const NOTE_ROLES = ['top', 'middle', 'base'] as const;
export type NoteRole = (typeof NOTE_ROLES)[number];

export const FAMILIES = ['citrus', 'floral', 'woody', 'green', 'gourmand', 'fresh', 'spicy', 'musk'] as const;
export type Family = (typeof FAMILIES)[number];

export const LABEL_FONTS = ['myeongjo', 'gothic', 'handwriting'] as const;
export type LabelFont = (typeof LABEL_FONTS)[number];

export type MaterialKind = 'oil' | 'dye' | 'mica' | 'vessel' | 'lid' | 'base';

export type Note = {
  materialId: number;
  role: NoteRole /** % of the fragrance oil; the notes' shares sum to 100. */;
  share: number;
};
export type ColourDrop = { materialId: number; drops: number };
export type Label = { textKo: string; textEn: string; font: LabelFont; colour: string };

/** One made-to-order piece: what it is, its size, its blend, its colour and its dress. */
export type Composition = {
  type: ProductType;
  sizeMl: number;
  baseId: number | null;
  /** The fragrance oil's share of the whole product, in %. */
  loadPercent: number;
  notes: Note[];
  colours: ColourDrop[];
  vesselId: number | null;
  lidId: number | null;
  label: Label | null;
};

/** Field errors keyed as the API names them (`notes.2.share`), each with Korean messages. */
export type FieldErrors = Record<string, string[]>;

export type LoadRange = { min: number; max: number };
export type StudioSize = { ml: number; making_fee: number };
export type StudioTypeSettings = { name: string; name_en: string; load: LoadRange; sizes: StudioSize[] };
export type QuantityTier = { min_quantity: number; discount_percent: number };

/** The `studio` settings row. */
export type StudioSettings = {
  types: Record<ProductType, StudioTypeSettings>;
  /** Added to each piece that carries a printed label. */
  label_fee: number;
  tiers: QuantityTier[];
  /** Working days from payment to dispatch. */
  lead_days: number;
  /** Above this quantity the shop quotes by hand (the quotation page). */
  quote_above: number;
};

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  types: {
    candle: {
      name: '컨테이너 캔들',
      name_en: 'Container candle',
      load: { min: 6, max: 10 },
      sizes: [
        { ml: 120, making_fee: 9000 },
        { ml: 200, making_fee: 12000 },
        { ml: 300, making_fee: 15000 },
      ],
    },
    diffuser: {
      name: '리드 디퓨저',
      name_en: 'Reed diffuser',
      load: { min: 15, max: 25 },
      sizes: [
        { ml: 100, making_fee: 9000 },
        { ml: 200, making_fee: 12000 },
      ],
    },
    spray: {
      name: '룸 스프레이',
      name_en: 'Room spray',
      load: { min: 5, max: 15 },
      sizes: [
        { ml: 50, making_fee: 6000 },
        { ml: 100, making_fee: 8000 },
      ],
    },
  },
  label_fee: 1500,
  tiers: [
    { min_quantity: 1, discount_percent: 0 },
    { min_quantity: 10, discount_percent: 5 },
    { min_quantity: 30, discount_percent: 10 },
    { min_quantity: 100, discount_percent: 15 },
  ],
  lead_days: 7,
  quote_above: 300,
};

export function isProductType(v: unknown): v is ProductType {
  return typeof v === 'string' && (PRODUCT_TYPES as readonly string[]).includes(v);
}

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field];
  if (list) list.push(message);
  else errors[field] = [message];
}
