/** The studio's catalogue: product types, sizes and load ranges from settings, and the materials on the shop's shelves. */
import type { Lang } from '../../lib/studio/messages.ts';
import type { Composition, ProductType, StudioSettings } from '../../lib/studio/types.ts';
import { getDb } from '../db/client.ts';
import { type Quote, quoteComposition, studioSettingsOf } from './quote.service.ts';
import { listMaterials, type MaterialRow } from './studio.repository.ts';

export type StudioCatalogue = { settings: StudioSettings; materials: MaterialRow[]; type: ProductType | undefined };

const fitsType = (m: MaterialRow, type: ProductType | undefined) =>
  type === undefined || m.fits.length === 0 || m.fits.includes(type);

/** Every material for the composer, or only those that fit one product type. */
export async function studioCatalogue(type?: ProductType): Promise<StudioCatalogue> {
  const db = await getDb();
  const [settings, materials] = await Promise.all([studioSettingsOf(db), listMaterials(db)]);
  return { settings, materials: materials.filter((m) => fitsType(m, type)), type };
}

/** The server's quote of a composition on the shop's database (the composer's and the cart's price). */
export async function quote(composition: Composition, quantity = 1, lang: Lang = 'ko'): Promise<Quote> {
  return quoteComposition(await getDb(), composition, quantity, lang);
}
