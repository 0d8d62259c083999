import { afterAll, beforeAll, expect } from 'vitest';
import { adminShop, type Role } from './admin-shop';
import type { ApiClient } from './api-client';
import { type FakeToss, startFakeToss } from './fake-toss';
import { addToCart, orderBody, place } from './orders-helpers';

/**
 * A back-office test file's shop with Toss at a local stand-in, and the steps its order tests share:
 * the demo member's orders (paid by bank or at the stand-in), delivery, the operators' view of an
 * order, the member's points and the latest audit entry.
 */
export type Line = { id: number; it_id: number; name: string; price: number; qty: number; total: number };
export type Refund = {
  id: number;
  kind: string;
  amount: number;
  points: number;
  method: string;
  status: string;
  account: { bank: string; number: string; holder: string } | null;
  shipping_fee: { before: number; after: number };
  lines: { name: string; qty: number; total: number }[];
};
export type OrderDetail = {
  status: string;
  lines: Line[];
  amounts: Record<string, number>;
  refunded_total: number;
  refunds: Refund[];
  claim_reason: string | null;
  history: { status: string; note: string }[];
  shipping: { carrier: string | null; tracking_number: string | null };
};
type Audit = { data: { action: string; changes: Record<string, { before: unknown; after: unknown }> }[] };

export const UNKNOWN = '2026010100000000';
export const ACCOUNT = { refund_bank: '국민은행', refund_account: '123-456-789012', refund_holder: '김향기' };

export function adminOrderFlow(label: string) {
  let toss: FakeToss | undefined;
  let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
  beforeAll(async () => {
    toss = await startFakeToss();
    shop = await adminShop(label, {
      TOSS_CLIENT_KEY: `test_ck_${label}`,
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_BASE: toss.url,
      TOSS_TIMEOUT_MS: '2000',
    });
  }, 180_000);
  afterAll(async () => {
    await shop?.stop();
    await toss?.close();
  });

  const base = () => shop?.url as string;
  const stand = () => toss as FakeToss;
  const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
  let member: Promise<ApiClient> | undefined;
  const buyer = () => {
    member ??= as('member');
    return member;
  };
  const detail = async (odId: string) => {
    const ops = await as('staff');
    return (await ops.json<{ data: OrderDetail }>(ops.get(`/api/admin/orders/${odId}`))).data;
  };
  const pointsOf = async (api: ApiClient) =>
    (await api.json<{ summary: { balance: number } }>(api.get('/api/v1/my-points'))).summary.balance;
  const latestAudit = async () => {
    const owner = await as('owner');
    return (await owner.json<Audit>(owner.get('/api/admin/audit-log?entity_type=order&per_page=1'))).data[0];
  };
  const refundCalls = (key: string) =>
    stand()
      .calls.filter((c) => c.path === `/v1/payments/${key}/cancel`)
      .map((c) => c.body as { cancelAmount?: number });

  /** The demo member's order of `items` ([product, quantity]), paid: by bank (deposit confirmed) or at the stand-in. */
  async function order(
    items: [number, number][],
    opts: { toss?: string; points?: number } = {},
  ): Promise<{ odId: string; total: number }> {
    const api = await buyer();
    const lines = [];
    for (const [id, qty] of items) lines.push(await addToCart(api, id, qty));
    const over: Record<string, unknown> = opts.toss ? { payment_method: 'toss', depositor_name: undefined } : {};
    if (opts.points) over.points = opts.points;
    const res = await place(api, orderBody(lines, over));
    expect(res.status, await res.clone().text()).toBe(201);
    const { od_id } = (await res.json()) as { od_id: string };
    const total = (await detail(od_id)).amounts.total as number;
    if (opts.toss) {
      const back = await api.get(`/shop/payment_confirm?paymentKey=${opts.toss}&orderId=${od_id}&amount=${total}`, {
        Accept: 'text/html',
      });
      expect(back.status).toBe(303);
    } else {
      expect((await (await as('staff')).post(`/api/admin/orders/${od_id}/deposit`)).status).toBe(200);
    }
    expect((await detail(od_id)).status).toBe('paid');
    return { odId: od_id, total };
  }

  /** Moves a paid order on to delivered, as the shop does. */
  async function deliver(odId: string) {
    const ops = await as('staff');
    expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'preparing' })).status).toBe(200);
    const shipped = await ops.post(`/api/admin/orders/${odId}/ship`, {
      carrier: 'CJ대한통운',
      tracking_number: '612345678901',
    });
    expect(shipped.status).toBe(200);
    expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'delivered' })).status).toBe(200);
  }

  return { base, toss: stand, as, buyer, detail, pointsOf, latestAudit, refundCalls, order, deliver };
}
