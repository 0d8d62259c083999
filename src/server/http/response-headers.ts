/** Headers every response carries, pages and API alike. */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the one a proxy sent when it looks like one, else a new UUID. */
export function requestIdFrom(incoming: string | null | undefined, newId: () => string): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : newId();
}
