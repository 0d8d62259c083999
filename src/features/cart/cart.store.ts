import { atom } from 'nanostores';

/**
 * How many lines the cart holds: the header badge reads it, every cart action writes it. One store
 * for every island and script on the page.
 */
export const $cartCount = atom<number>(0);

export function setCartCount(count: unknown): void {
  const n = Number(count);
  if (Number.isFinite(n) && n >= 0) $cartCount.set(Math.trunc(n));
}

/** A cart answer carries the new count; anything else leaves the store as it is. */
export function takeCount(body: unknown): void {
  if (typeof body === 'object' && body !== null && 'count' in body) setCartCount(body.count);
}
