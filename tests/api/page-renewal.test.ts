import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/orders-helpers';
import { type RunningServer, seededDatabase, startServer } from '../support/server';

// A server of its own whose shared pages are kept for one second (CACHE_SECONDS=1), so that a
// kept page's time runs out within the test.
let shop: RunningServer;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const db = await seededDatabase('renewal');
  dropDatabase = db.cleanup;
  shop = await startServer({ ...db.env, CACHE_SECONDS: '1' });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await dropDatabase?.();
});

/** The page as an anonymous visitor gets it: no cookies, so the kept copy may answer. */
async function visit(path: string): Promise<string> {
  const res = await fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'zstd' } });
  expect(res.status).toBe(200);
  return res.text();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a kept page whose time is up', () => {
  it('is sent as it was while it is rendered again behind that request, and then sent fresh', async () => {
    const first = await (await fetch(`${shop.url}/api/v1/products?sort=popular&per_page=1`)).json();
    const itId = (first as { data: { it_id: number }[] }).data[0]?.it_id as number;
    const path = `/shop/product/${itId}`;
    const title = `리필 주문 가능한가요 ${Date.now().toString(36)}`;
    expect(await visit(path)).not.toContain(title);
    const keptAt = Date.now();

    // A public question changes what the page shows once it is rendered again.
    const demo = await loginAs(shop.url, 'demo', 'demo1234!');
    const asked = await demo.post('/api/v1/product-inquiries', {
      it_id: itId,
      title,
      body: '100개 단위로 주문하고 싶습니다.',
      is_secret: false,
    });
    expect(asked.status).toBe(201);

    // Past its time: the visitor who asks first is not kept waiting for the render; they get the kept page.
    await sleep(Math.max(0, keptAt + 1_200 - Date.now()));
    expect(await visit(path)).not.toContain(title);

    // The render that request started keeps the new page, which the next visitors are sent.
    let fresh = '';
    for (let i = 0; i < 50 && !fresh.includes(title); i++) {
      await sleep(100);
      fresh = await visit(path);
    }
    expect(fresh).toContain(title);
  });
});
