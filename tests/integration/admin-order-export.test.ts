import { beforeEach, describe, expect, it } from 'vitest';
import { adminOrderFilters } from '~/server/admin-orders/admin-order.schema';
import { exportOrders } from '~/server/admin-orders/admin-order.service';
import { orderCsvStream } from '~/server/admin-orders/order-export';
import { getDb } from '~/server/db/client';
import { orders } from '~/server/db/schema';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const N = 1234;

async function manyOrders() {
  const db = await getDb();
  const rows = Array.from({ length: N }, (_, i) => ({
    od_id: `20260101${String(i).padStart(8, '0')}`,
    status: i % 3 === 0 ? 'paid' : 'awaiting_deposit',
    orderer_name: i === 6 ? '김, "따옴표"' : '김주문',
    orderer_mobile: '010-2222-3333',
    recipient_name: '박수령',
    recipient_mobile: '010-4444-5555',
    zonecode: '04782',
    address1: '서울 성동구 성수이로 123',
    items_total: 10_000 + i,
    total: 13_000 + i,
    payment_method: 'bank',
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(orders).values(rows.slice(i, i + 500));
}

describe('the order export', () => {
  it('reads the filtered orders in bounded batches and streams them as CSV with a BOM', async () => {
    await manyOrders();
    const all = adminOrderFilters.parse({});
    const sizes: number[] = [];
    for await (const batch of exportOrders(all)) sizes.push(batch.length);
    expect(sizes.every((n) => n <= 500)).toBe(true);
    expect(sizes.reduce((a, n) => a + n, 0)).toBe(N);

    const bytes = await new Response(orderCsvStream(adminOrderFilters.parse({ status: 'paid' }))).arrayBuffer();
    // The mark is kept in the text here; a plain decode would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF주문번호,')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + Math.ceil(N / 3));
    expect(text).toContain('"김, ""따옴표"""');
  });
});
