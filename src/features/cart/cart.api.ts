import { http } from '~/lib/http';
import type { CartWire, LineWire } from '~/server/cart/cart.serializer';
import { takeCount } from './cart.store';

/** A refused cart call: its status, the server's message and, for a 422, the field messages. */
export class CartError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * Cart calls through the shared client, answering errors here instead of the client's generic
 * dialogs (a cart 404 is a line gone in another tab, not a missing page). Every answer with a count
 * updates the badge.
 */
async function call<T>(method: 'get' | 'post' | 'patch' | 'delete', url: string, json?: unknown): Promise<T> {
  const res = await http(url, {
    method,
    throwHttpErrors: false,
    context: { silent: true },
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new CartError(res.status, b.message ?? '', b.errors ?? {});
  }
  takeCount(body);
  return body as T;
}

/** The cart as the server prices it now, every line with its options, and the totals. */
export const getCart = () => call<CartWire>('get', '/api/v1/cart');

export const addToCart = (body: {
  it_id: number;
  option_id?: number | undefined;
  quantity: number;
  buy_now?: boolean;
}) => call<{ line: LineWire; count: number; message: string }>('post', '/api/v1/cart/lines', body);

/** Several options of one product at once, all or none. */
export const addLinesToCart = (body: {
  it_id: number;
  lines: { option_id: number; quantity: number }[];
  buy_now?: boolean;
}) => call<{ lines: LineWire[]; count: number; message: string }>('post', '/api/v1/cart/lines/batch', body);

export const changeLine = (id: number, body: { quantity?: number; option_id?: number; selected?: boolean }) =>
  call<{ line: LineWire; count: number }>('patch', `/api/v1/cart/lines/${id}`, body);

export const removeLine = (id: number) =>
  call<{ removed: number; count: number }>('delete', `/api/v1/cart/lines/${id}`);

export const removeSelectedLines = () =>
  call<{ removed: number; count: number }>('delete', '/api/v1/cart/lines?selected=1');

export const selectAllLines = (selected: boolean) =>
  call<{ selected: boolean; count: number }>('post', '/api/v1/cart/select', { selected });
