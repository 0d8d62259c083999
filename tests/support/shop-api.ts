// The shop as API tests use it: HTTP calls with the session cookie and XSRF header the storefront
// sends (ApiClient), for signing up, logging in, filling the cart and placing orders. The browser
// tests' counterpart is shop-browser.ts.
import { expect } from 'vitest';
import { ApiClient } from './api-client';
import { MEMBER_PASSWORD, type MemberDetails, newKey, registration, uniqueId } from './shop-data';

export { ADMIN, DEMO, MEMBER_PASSWORD, newKey, orderBody, READER, registration, uniqueId } from './shop-data';

/** Logs the client in; the answer must be 200. */
export async function logIn(api: ApiClient, id: string, password: string): Promise<ApiClient> {
  const res = await api.post('/api/v1/login', { mb_id: id, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return api;
}

/** A new client on the shop at `baseUrl`, logged in as `id`. */
export function loginAs(baseUrl: string, id: string, password: string): Promise<ApiClient> {
  return logIn(new ApiClient(baseUrl), id, password);
}

/** Signs a member up through the client (which stays logged out); the answer must be 201. */
export async function register(api: ApiClient, member: MemberDetails): Promise<void> {
  const res = await api.post('/api/v1/register', registration(member));
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * A member signed up and logged in on a new client: no points, no coupons, no orders. The id is new
 * unless given; the password is MEMBER_PASSWORD unless given.
 */
export async function newMember(
  baseUrl: string,
  member: Partial<MemberDetails> & { prefix?: string } = {},
): Promise<{ api: ApiClient; id: string; password: string; email: string }> {
  const { prefix, ...details } = member;
  const id = details.id ?? uniqueId(prefix ?? 'm');
  const password = details.password ?? MEMBER_PASSWORD;
  const email = details.email ?? `${id}@example.com`;
  const api = new ApiClient(baseUrl);
  await register(api, { ...details, id, password, email });
  await logIn(api, id, password);
  return { api, id, password, email };
}

/** Adds a product (and option) to the client's cart and answers the cart line id. */
export async function addToCart(api: ApiClient, itId: number, quantity = 1, optionId?: number): Promise<number> {
  const res = await api.post('/api/v1/cart/lines', {
    it_id: itId,
    quantity,
    ...(optionId ? { option_id: optionId } : {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { line: { id: number } }).line.id;
}

/** Sends an order form; the answer is returned as it came (201 when placed). */
export function place(api: ApiClient, body: unknown, key = newKey()): Promise<Response> {
  return api.post('/api/v1/orders', body, { 'Idempotency-Key': key });
}

/** Places an order and answers its number; the answer must be 201. */
export async function placeOrder(api: ApiClient, body: unknown, key = newKey()): Promise<string> {
  const res = await place(api, body, key);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { od_id: string }).od_id;
}
