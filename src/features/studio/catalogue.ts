import type { Family, ProductType } from '~/lib/studio/types';

export { FAMILIES } from '~/lib/studio/types';

/** The studio's materials as `GET /api/v1/studio/materials` serves them; pages pass them to the islands. */
export type CatalogueType = {
  type: ProductType;
  name: string;
  name_en: string;
  sizes: { ml: number; making_fee: number }[];
  load: { min: number; max: number };
  bases: { id: number; name: string; name_en: string; safety_no: string | null }[];
};
export type CatalogueOil = {
  id: number;
  product_id: number;
  name: string;
  name_en: string;
  family: Family;
  /** The oil's own maximum share of the whole product, in %; null when it has none. */
  max_percent: number | null;
  available: boolean;
  thumb: string | null;
};
export type CatalogueColour = {
  id: number;
  name: string;
  name_en: string;
  kind: 'dye' | 'mica';
  swatch: string;
  available: boolean;
};
export type CatalogueVessel = {
  id: number;
  name: string;
  name_en: string;
  fits: ProductType[];
  volume_ml: number;
  available: boolean;
  thumb: string | null;
};
export type Catalogue = {
  types: CatalogueType[];
  oils: CatalogueOil[];
  colours: CatalogueColour[];
  vessels: CatalogueVessel[];
  lids: CatalogueVessel[];
  label: { fonts: string[]; max_ko: number; max_en: number };
};

/** Search that ignores case and spaces, over both names. */
export function matches(row: { name: string; name_en: string }, query: string): boolean {
  const q = query.replace(/\s+/g, '').toLowerCase();
  if (q === '') return true;
  return [row.name, row.name_en].some((n) => n.replace(/\s+/g, '').toLowerCase().includes(q));
}

export function typeOf(catalogue: Catalogue, type: ProductType): CatalogueType | undefined {
  return catalogue.types.find((t) => t.type === type);
}
