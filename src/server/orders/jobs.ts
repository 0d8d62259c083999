import { and, asc, eq, lt } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { reconcileTossOrder } from '../toss/toss-orders.ts';
import { cancelOrder, changeOrderStatus } from './order.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** How often each process looks for work; several processes may look at once, each change still happens once. */
export const ORDER_JOBS_INTERVAL_MS = 60_000;

/** Applies a job's change, counting it; an order another worker changed first is simply skipped. */
async function apply(odId: string, to: 'cancelled' | 'confirmed', note: string, now: Date): Promise<boolean> {
  try {
    if (to === 'cancelled') await cancelOrder(odId, 'system', note, () => true, now);
    else await changeOrderStatus(odId, to, 'system', { note, now });
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) return false;
    throw err;
  }
}

/**
 * The order jobs, callable directly: unpaid orders past their deadline (bank transfer, a card window
 * never completed, a virtual account never paid, which is closed at Toss) cancel themselves (stock,
 * coupon and points back), and delivered orders are confirmed after
 * `orders.auto_confirm_days` (points earned). Each change is a conditional update, so two workers
 * running together apply it once.
 */
export async function runOrderJobs(now = new Date()): Promise<{ cancelled: number; confirmed: number }> {
  const [db, settings] = await Promise.all([getDb(), shopSettings()]);
  const overdue = await db
    .select({ od_id: orders.od_id, payment_method: orders.payment_method })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_deposit'), lt(orders.deposit_deadline, now)))
    .orderBy(asc(orders.deposit_deadline))
    .limit(BATCH);
  let cancelled = 0;
  for (const o of overdue) {
    // A Toss order is looked up first: a payment whose news never arrived pays it instead, and when
    // Toss cannot be asked now the order waits for the next run rather than being cancelled blind.
    if (o.payment_method === 'toss' && (await reconcileTossOrder(o.od_id)) !== 'open') continue;
    if (await apply(o.od_id, 'cancelled', '입금 기한이 지나 자동 취소', now)) cancelled++;
  }

  const days = settings.orders.auto_confirm_days > 0 ? settings.orders.auto_confirm_days : 7;
  const due = await db
    .select({ od_id: orders.od_id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lt(orders.delivered_at, new Date(now.getTime() - days * DAY_MS))))
    .orderBy(asc(orders.delivered_at))
    .limit(BATCH);
  let confirmed = 0;
  for (const o of due) if (await apply(o.od_id, 'confirmed', `배송완료 ${days}일 후 자동 구매확정`, now)) confirmed++;
  return { cancelled, confirmed };
}

let timer: NodeJS.Timeout | undefined;

/** Starts the jobs once per process; the timer never keeps the process alive. */
export function startOrderJobs(intervalMs = ORDER_JOBS_INTERVAL_MS): void {
  if (timer) return;
  timer = setInterval(() => {
    runOrderJobs().catch((err) => logger.error({ err }, 'order jobs failed'));
  }, intervalMs);
  timer.unref();
}

/** Whether this process runs the order jobs. */
export function orderJobsRunning(): boolean {
  return timer !== undefined;
}

export function stopOrderJobs(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
