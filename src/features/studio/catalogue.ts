import type { toCatalogueWire } from '~/server/studio/studio.serializer';

export { FAMILIES } from '~/lib/studio/types';

/** The studio's materials as `GET /api/v1/studio/materials` serves them; pages pass them to the islands. */
export type Catalogue = ReturnType<typeof toCatalogueWire>;
export type CatalogueType = Catalogue['types'][number];
export type CatalogueOil = Catalogue['oils'][number];
export type CatalogueVessel = Catalogue['vessels'][number];

/** Search that ignores case and spaces, over both names. */
export function matches(row: { name: string; name_en: string }, query: string): boolean {
  const q = query.replace(/\s+/g, '').toLowerCase();
  if (q === '') return true;
  return [row.name, row.name_en].some((n) => n.replace(/\s+/g, '').toLowerCase().includes(q));
}

export function typeOf(catalogue: Catalogue, type: string): CatalogueType | undefined {
  return catalogue.types.find((t) => t.type === type);
}
