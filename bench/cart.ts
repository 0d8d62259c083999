// Visitor carts for the `cart` target, filled through the storefront's API the way a browser does:
// the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, and an Origin header of the shop itself.
import { ApiClient } from '../tests/support/api-client';
import type { Request } from './workload';

type Card = { it_id: number; default_price: { value: number | null; model: { op_qty: number } } };

/**
 * `carts` visitor carts of `lines` different products each, as `GET /shop/cart` requests carrying
 * each cart's cookies. Products that need an option first, or cannot be bought now, are skipped.
 */
export async function visitorCarts(url: string, carts: number, lines: number): Promise<Request[]> {
  const probe = new ApiClient(url);
  const res = await probe.get('/api/v1/products?in_stock=1&sort=popular&per_page=100');
  if (!res.ok) throw new Error(`products answered ${res.status}`);
  const cards = ((await res.json()) as { data: Card[] }).data.filter(
    (c) => c.default_price.value && c.default_price.model.op_qty >= carts,
  );
  const unusable = new Set<number>();
  const requests: Request[] = [];
  for (let c = 0; c < carts; c++) {
    const api = new ApiClient(url);
    let held = 0;
    for (let k = c; held < lines && k < c + cards.length; k++) {
      const card = cards[k % cards.length] as Card;
      if (unusable.has(card.it_id)) continue;
      const add = await api.post('/api/v1/cart/lines', { it_id: card.it_id, quantity: 1 }, { Origin: url });
      await add.arrayBuffer();
      if (add.status === 200 || add.status === 201) held++;
      // 422: an option must be chosen first; 409: not for sale right now.
      else if (add.status === 422 || add.status === 409) unusable.add(card.it_id);
      else throw new Error(`adding ${card.it_id} to a cart answered ${add.status}`);
    }
    if (held < lines) throw new Error(`only ${held} products could go in a cart (wanted ${lines})`);
    requests.push({ path: '/shop/cart', headers: { Cookie: api.cookieHeader() } });
  }
  return requests;
}
