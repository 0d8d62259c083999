import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { TossPayment } from '~/server/toss/toss.client';

export type FakeTossCall = {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
};

/**
 * A local server speaking Toss Payments' documented v1 calls (confirm, look-up by order id and by
 * payment key, cancel in whole or in part with `cancelAmount`), with Basic auth on the secret key and
 * idempotent confirms and cancels.
 */
export type FakeToss = {
  url: string;
  secretKey: string;
  calls: FakeTossCall[];
  payments: Map<string, TossPayment>;
  /** `slow-confirm`: confirm approves but never answers (the client must time out and look it up). */
  mode: 'ok' | 'slow-confirm' | 'reject';
  /** Method the next confirm approves with; a virtual account waits for its deposit. */
  method: '카드' | '가상계좌';
  /** `reject`: cancels are refused (as Toss does for a payment it cannot cancel now). */
  cancelMode: 'ok' | 'reject';
  /** Runs after Toss has cancelled a payment and before it answers (to make things happen meanwhile). */
  onCancel: ((payment: TossPayment) => Promise<void>) | undefined;
  close: () => Promise<void>;
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}

/** Listens on `port` (a free one when 0: the browser tests' server expects it beside its own). */
export async function startFakeToss(secretKey = 'test_sk_fake', port = 0): Promise<FakeToss> {
  const state: FakeToss = {
    url: '',
    secretKey,
    calls: [],
    payments: new Map(),
    mode: 'ok',
    method: '카드',
    cancelMode: 'ok',
    onCancel: undefined,
    close: async () => {},
  };
  const confirmed = new Map<string, TossPayment>();
  // Cancels are idempotent too: the same key answers what it answered the first time, once refunded.
  const cancelled = new Map<string, TossPayment>();
  const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '';
    const idem = req.headers['idempotency-key'] as string | undefined;
    state.calls.push({ method: req.method ?? '', path, auth: req.headers.authorization, idempotencyKey: idem, body });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
      send(res, 401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      return;
    }
    if (req.method === 'POST' && path === '/v1/payments/confirm') {
      if (idem && confirmed.has(idem)) return send(res, 200, confirmed.get(idem));
      if (state.mode === 'reject') {
        return send(res, 400, {
          code: 'REJECT_CARD_PAYMENT',
          message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
        });
      }
      const { paymentKey, orderId, amount } = body as { paymentKey: string; orderId: string; amount: number };
      const virtual = state.method === '가상계좌';
      const payment: TossPayment = {
        paymentKey,
        orderId,
        status: virtual ? 'WAITING_FOR_DEPOSIT' : 'DONE',
        totalAmount: amount,
        balanceAmount: amount,
        method: state.method,
        approvedAt: virtual ? null : new Date().toISOString(),
        virtualAccount: virtual
          ? {
              accountNumber: 'X1234567890',
              bankCode: '88',
              customerName: '김향기',
              dueDate: new Date(Date.now() + 86_400_000).toISOString(),
            }
          : null,
        secret: virtual ? `secret-${paymentKey}` : null,
      };
      state.payments.set(paymentKey, payment);
      if (idem) confirmed.set(idem, payment);
      if (state.mode === 'slow-confirm') return; // approved at Toss, but the answer never arrives
      return send(res, 200, payment);
    }
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && byOrder) {
      const orderId = decodeURIComponent(byOrder[1] ?? '');
      const hit = [...state.payments.values()].find((p) => p.orderId === orderId);
      return hit
        ? send(res, 200, hit)
        : send(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const hit = state.payments.get(decodeURIComponent(cancel[1] ?? ''));
      if (!hit) return send(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      if (idem && cancelled.has(idem)) return send(res, 200, cancelled.get(idem));
      if (hit.status === 'CANCELED')
        return send(res, 400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      if (state.cancelMode === 'reject') {
        return send(res, 403, { code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
      }
      // A part given back (cancelAmount) leaves the rest paid, as Toss's partial cancel does.
      const part = (body as { cancelAmount?: number } | null)?.cancelAmount;
      const balance = hit.balanceAmount ?? hit.totalAmount;
      if (part !== undefined && (!Number.isInteger(part) || part <= 0 || part > balance)) {
        return send(res, 400, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' });
      }
      if (part !== undefined && part < balance) {
        hit.status = 'PARTIAL_CANCELED';
        hit.balanceAmount = balance - part;
        if (idem) cancelled.set(idem, { ...hit });
        return send(res, 200, hit);
      }
      hit.status = 'CANCELED';
      hit.balanceAmount = 0;
      if (idem) cancelled.set(idem, { ...hit });
      await state.onCancel?.(hit);
      return send(res, 200, hit);
    }
    const byKey = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && byKey) {
      const hit = state.payments.get(decodeURIComponent(byKey[1] ?? ''));
      return hit
        ? send(res, 200, hit)
        : send(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    send(res, 404, { code: 'NOT_FOUND', message: 'unknown call' });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
