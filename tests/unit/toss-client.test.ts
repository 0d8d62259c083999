import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '~/server/config';
import {
  cancelPayment,
  confirmOrReconcile,
  confirmPayment,
  paymentByOrderId,
  type TossConfig,
  TossError,
  TossTimeoutError,
  tossConfig,
} from '~/server/toss/toss.client';
import { type FakeToss, startFakeToss } from '../support/fake-toss';

let toss: FakeToss;
let cfg: TossConfig;

beforeAll(async () => {
  toss = await startFakeToss();
  // Long enough for a local answer on a busy machine; the stand-in's slow confirm never answers, so
  // those cases wait it out.
  cfg = { clientKey: 'test_ck', secretKey: toss.secretKey, apiBase: toss.url, timeoutMs: 2000 };
});
afterAll(() => toss.close());
beforeEach(() => {
  toss.mode = 'ok';
  toss.method = '카드';
  toss.calls.length = 0;
});

describe('Toss configuration', () => {
  it('is on only with both keys, with a 10 s timeout and the public API by default', () => {
    const toss = (env: Record<string, string>) => tossConfig(parseConfig(env));
    expect(toss({})).toBeUndefined();
    expect(toss({ TOSS_CLIENT_KEY: 'ck' })).toBeUndefined();
    expect(toss({ TOSS_CLIENT_KEY: ' ', TOSS_SECRET_KEY: 'sk' })).toBeUndefined();
    expect(toss({ TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk' })).toEqual({
      clientKey: 'ck',
      secretKey: 'sk',
      apiBase: 'https://api.tosspayments.com',
      timeoutMs: 10_000,
    });
    expect(toss({ TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk', TOSS_API_BASE: 'http://127.0.0.1:9/' })?.apiBase).toBe(
      'http://127.0.0.1:9',
    );
  });
});

describe('Toss payment calls', () => {
  it('confirm sends Basic auth on the secret key and the Idempotency-Key, and a retry is answered the same', async () => {
    const input = { paymentKey: 'pk_1', orderId: '2026112213000001', amount: 15_000 };
    const first = await confirmPayment(cfg, input, 'idem-1');
    const again = await confirmPayment(cfg, input, 'idem-1');
    expect(first).toMatchObject({ status: 'DONE', totalAmount: 15_000, orderId: input.orderId });
    expect(again).toEqual(first);
    expect(toss.calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payments/confirm',
      auth: `Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`,
      idempotencyKey: 'idem-1',
      body: input,
    });
  });

  it("Toss's refusals arrive as TossError with its code and message", async () => {
    toss.mode = 'reject';
    const err = await confirmPayment(cfg, { paymentKey: 'pk_2', orderId: 'o2', amount: 1000 }, 'idem-2').catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(TossError);
    expect(err).toMatchObject({ status: 400, code: 'REJECT_CARD_PAYMENT' });
  });

  it('a wrong secret key is refused by Toss', async () => {
    const err = await paymentByOrderId({ ...cfg, secretKey: 'wrong' }, 'x').catch((e) => e);
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED_KEY' });
  });

  it('a confirm that times out is reconciled by looking the order up at Toss', async () => {
    toss.mode = 'slow-confirm';
    const input = { paymentKey: 'pk_3', orderId: '2026112213000003', amount: 22_000 };
    await expect(confirmPayment(cfg, input, 'idem-3')).rejects.toBeInstanceOf(TossTimeoutError);
    toss.calls.length = 0;
    const payment = await confirmOrReconcile(cfg, { ...input }, 'idem-3b');
    expect(payment).toMatchObject({ status: 'DONE', paymentKey: 'pk_3', totalAmount: 22_000 });
    expect(toss.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/payments/confirm',
      'GET /v1/payments/orders/2026112213000003',
    ]);
  });

  it('cancel marks the payment cancelled once; a second cancel is refused', async () => {
    await confirmPayment(cfg, { paymentKey: 'pk_4', orderId: 'o4', amount: 5000 }, 'idem-4');
    expect(await cancelPayment(cfg, 'pk_4', '고객 요청', 'cancel-4')).toMatchObject({ status: 'CANCELED' });
    await expect(cancelPayment(cfg, 'pk_4', '고객 요청', 'cancel-4b')).rejects.toMatchObject({
      code: 'ALREADY_CANCELED_PAYMENT',
    });
  });
});
