/**
 * Toss Payments' server API (v1): confirm a payment the widget opened, look a payment up by order id
 * or payment key, and cancel it. Used only when TOSS_CLIENT_KEY and TOSS_SECRET_KEY are set;
 * TOSS_API_BASE points it at another server speaking the same API (tests run a local one).
 */
import { type Config, config } from '../config.ts';

export type TossConfig = { clientKey: string; secretKey: string; apiBase: string; timeoutMs: number };

type TossSettings = Pick<Config, 'tossClientKey' | 'tossSecretKey' | 'tossApiBase' | 'tossTimeoutMs'>;

/** Toss is on when both keys are configured. */
export function tossConfig(settings: TossSettings = config): TossConfig | undefined {
  const { tossClientKey: clientKey, tossSecretKey: secretKey } = settings;
  if (!clientKey || !secretKey) return undefined;
  return { clientKey, secretKey, apiBase: settings.tossApiBase, timeoutMs: settings.tossTimeoutMs };
}

/** The fields of Toss's Payment object the shop reads. */
export type TossPayment = {
  paymentKey: string;
  orderId: string;
  status:
    | 'READY'
    | 'IN_PROGRESS'
    | 'WAITING_FOR_DEPOSIT'
    | 'DONE'
    | 'CANCELED'
    | 'PARTIAL_CANCELED'
    | 'ABORTED'
    | 'EXPIRED';
  totalAmount: number;
  balanceAmount?: number;
  method?: string;
  approvedAt?: string | null;
  virtualAccount?: { accountNumber: string; bankCode: string; customerName: string; dueDate: string } | null;
  secret?: string | null;
};

/** Toss answered with an error body `{ code, message }`. */
export class TossError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TossError';
  }
}

/** Toss did not answer within the time limit: the outcome is unknown and must be looked up. */
export class TossTimeoutError extends Error {
  constructor() {
    super('Toss Payments did not answer in time');
    this.name = 'TossTimeoutError';
  }
}

async function call<T>(
  cfg: TossConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${cfg.secretKey}:`).toString('base64')}`,
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${cfg.apiBase}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError') throw new TossTimeoutError();
    throw new TossError(502, 'NETWORK_ERROR', '결제 서버에 연결하지 못했습니다.');
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    data = {};
  }
  if (!res.ok) {
    const e = data as { code?: string; message?: string };
    throw new TossError(res.status, e.code ?? 'UNKNOWN', e.message ?? '결제 처리 중 오류가 발생했습니다.');
  }
  return data as T;
}

/** Confirms (approves) a payment for the amount the shop stored before the window opened. */
export function confirmPayment(
  cfg: TossConfig,
  input: { paymentKey: string; orderId: string; amount: number },
  idempotencyKey: string,
): Promise<TossPayment> {
  return call(cfg, 'POST', '/v1/payments/confirm', input, idempotencyKey);
}

export function paymentByOrderId(cfg: TossConfig, orderId: string): Promise<TossPayment> {
  return call(cfg, 'GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
}

export function paymentByKey(cfg: TossConfig, paymentKey: string): Promise<TossPayment> {
  return call(cfg, 'GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
}

export function cancelPayment(
  cfg: TossConfig,
  paymentKey: string,
  cancelReason: string,
  idempotencyKey: string,
  /** Part of the payment to give back; the whole balance without it. */
  cancelAmount?: number,
): Promise<TossPayment> {
  const body = cancelAmount === undefined ? { cancelReason } : { cancelReason, cancelAmount };
  return call(cfg, 'POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, body, idempotencyKey);
}

/**
 * Confirms, and when Toss does not answer in time, asks Toss what happened to the order before
 * giving up: a payment that went through is not lost, and one that did not is reported as such.
 */
export async function confirmOrReconcile(
  cfg: TossConfig,
  input: { paymentKey: string; orderId: string; amount: number },
  idempotencyKey: string,
): Promise<TossPayment> {
  try {
    return await confirmPayment(cfg, input, idempotencyKey);
  } catch (err) {
    if (!(err instanceof TossTimeoutError)) throw err;
    const found = await paymentByOrderId(cfg, input.orderId);
    if (found.paymentKey !== input.paymentKey || found.totalAmount !== input.amount) {
      throw new TossError(409, 'RECONCILE_MISMATCH', '결제 정보가 주문과 일치하지 않습니다.');
    }
    return found;
  }
}
