import { atom } from 'nanostores';

/**
 * How many lines the cart holds: the header badge reads it, every cart action writes it. One store
 * for every island and script on the page.
 */
export const $cartCount = atom<number>(0);

/** Whether anything on this page has set the count yet (until then the server's count stands). */
export const $cartCountKnown = atom(false);

/** The event the header's cart badge island hydrates on (`client:event`). */
export const CART_CHANGE_EVENT = 'cart:change';

export function setCartCount(count: unknown): void {
  const n = Number(count);
  if (!Number.isFinite(n) || n < 0) return;
  $cartCount.set(Math.trunc(n));
  $cartCountKnown.set(true);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** A cart answer carries the new count; anything else leaves the store as it is. */
export function takeCount(body: unknown): void {
  if (typeof body === 'object' && body !== null && 'count' in body) setCartCount(body.count);
}
