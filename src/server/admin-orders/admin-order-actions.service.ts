import type { AuditActor } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../http/errors.ts';
import { fieldErrorsOf } from '../http/validate.ts';
import { orderByOdId } from '../orders/order.repository.ts';
import { cancelOrder, changeOrderStatus } from '../orders/order.service.ts';
import type { OrderRow } from '../orders/order-status.service.ts';
import { carrierField, trackingField } from './admin-order.schema.ts';
import { parseCsv } from './csv.ts';
import { auditStatusChange } from './order-audit.ts';

const who = (actor: AuditActor) => `admin:${actor.id}`;
const moved = (o: OrderRow) => ({ od_id: o.od_id, status: o.status });

/**
 * A bank transfer's deposit has arrived: the order is paid. Two operators pressing at once (or one
 * pressing twice) apply it once; the other is told it has already moved (409).
 */
export async function confirmDeposit(actor: AuditActor, odId: string) {
  const order = await orderByOdId(await getDb(), odId);
  if (!order) throw new NotFoundError('주문을 찾을 수 없습니다.');
  if (order.payment_method !== 'bank') {
    throw new ConflictError('무통장입금 주문만 입금을 확인할 수 있습니다. 가상계좌 입금은 토스페이먼츠가 알려 줍니다.');
  }
  return moved(
    await changeOrderStatus(odId, 'paid', who(actor), {
      note: '입금 확인',
      after: auditStatusChange(actor, '입금 확인'),
    }),
  );
}

export async function shipOrder(actor: AuditActor, odId: string, carrier: string, tracking: string) {
  return moved(
    await changeOrderStatus(odId, 'shipping', who(actor), {
      carrier,
      tracking_number: tracking,
      after: auditStatusChange(actor),
    }),
  );
}

/** Cancels as the shop does everywhere: a Toss payment is refunded at Toss first. */
export async function cancelByAdmin(actor: AuditActor, odId: string, reason: string) {
  return moved(await cancelOrder(odId, who(actor), reason, () => true, undefined, auditStatusChange(actor, reason)));
}

export type RowResult = { row?: number; od_id: string; ok: boolean; status?: string; message: string };

/** The outcome of one row: what it moved to, or why it did not (an unexpected fault is not swallowed). */
async function attempt(od_id: string, row: number | undefined, work: () => Promise<{ status: string }>) {
  const at = row === undefined ? {} : { row };
  try {
    const { status } = await work();
    return { ...at, od_id, ok: true, status, message: '처리되었습니다.' } satisfies RowResult;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { ...at, od_id, ok: false, message: err.message } satisfies RowResult;
  }
}

/** Selected orders go to 배송준비중, each on its own: one refused order does not stop the others. */
export async function prepareOrders(actor: AuditActor, odIds: readonly string[]) {
  const results: RowResult[] = [];
  for (const odId of new Set(odIds)) {
    results.push(
      await attempt(odId, undefined, async () =>
        moved(await changeOrderStatus(odId, 'preparing', who(actor), { after: auditStatusChange(actor) })),
      ),
    );
  }
  return summary(results);
}

const summary = (results: RowResult[]) => ({
  done: results.filter((r) => r.ok).length,
  failed: results.filter((r) => !r.ok).length,
  results,
});

const MAX_CSV_ROWS = 1000;
const HEADER = ['od_id', 'carrier', 'tracking'];

/**
 * Ships from a CSV of `od_id,carrier,tracking` (a header row is optional). Each row is checked and
 * applied on its own, in its own transaction: a bad row is reported with its reason and changes
 * nothing, and the other rows still go out.
 */
export async function shipFromCsv(actor: AuditActor, text: string) {
  const rows = parseCsv(text);
  if (
    rows[0] &&
    rows[0][0]
      ?.trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase() === HEADER[0]
  )
    rows.shift();
  if (!rows.length) throw new ValidationError({ file: ['파일에 주문 행이 없습니다.'] });
  if (rows.length > MAX_CSV_ROWS) {
    throw new ValidationError({ file: [`한 번에 ${MAX_CSV_ROWS.toLocaleString()}행까지 올릴 수 있습니다.`] });
  }
  const seen = new Set<string>();
  const results: RowResult[] = [];
  for (const [i, cells] of rows.entries()) {
    const line = i + 1;
    const [odId = '', carrier = '', tracking = ''] = cells.map((c) => c.trim());
    const problem = rowProblem(odId, carrier, tracking, cells.length, seen);
    seen.add(odId);
    if (problem) {
      results.push({ row: line, od_id: odId, ok: false, message: problem });
      continue;
    }
    const c = carrierField.parse(carrier);
    const t = trackingField.parse(tracking);
    results.push(await attempt(odId, line, () => shipOrder(actor, odId, c, t)));
  }
  return summary(results);
}

function rowProblem(odId: string, carrier: string, tracking: string, width: number, seen: Set<string>) {
  if (width < 3) return '열이 모자랍니다. od_id,carrier,tracking 세 열이어야 합니다.';
  if (!/^\d{16}$/.test(odId)) return '주문번호는 숫자 16자리입니다.';
  if (seen.has(odId)) return '같은 주문번호가 파일에 이미 있습니다 (앞의 행만 처리합니다).';
  for (const [schema, value] of [
    [carrierField, carrier],
    [trackingField, tracking],
  ] as const) {
    const checked = schema.safeParse(value);
    if (!checked.success) return Object.values(fieldErrorsOf(checked.error))[0]?.[0] ?? '입력값을 확인해 주세요.';
  }
  return undefined;
}
