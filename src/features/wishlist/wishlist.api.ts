import { deleteJson, forgetList, postJson } from '~/lib/http';
import type { WishRefWire } from '~/server/catalog/wishlist.serializer';

const BASE = '/api/v1/my-wish';

/** Spec 7: adds the product to the member's wishlist; the wishlist pages held in memory are then stale. */
export async function addWish(itId: number): Promise<WishRefWire> {
  const entry = await postJson<WishRefWire>(BASE, { it_id: itId });
  forgetList(BASE);
  return entry;
}

/** Spec 7: removes one entry of the member's wishlist. */
export async function removeWish(wiId: number | string): Promise<void> {
  await deleteJson(`${BASE}/${wiId}`);
  forgetList(BASE);
}
