/** Headers every response carries, pages and API alike (names in lower case, as Node and `Headers` keep them). */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'SAMEORIGIN'],
  // The shop needs none of these powerful features; payment only for itself and Toss's window.
  [
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), payment=(self "https://js.tosspayments.com")',
  ],
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the one a proxy sent when it looks like one, else a new UUID. */
export function requestIdFrom(incoming: string | null | undefined, newId: () => string): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : newId();
}
