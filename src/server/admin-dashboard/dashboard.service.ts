import { isoDate } from '~/lib/dates';
import { getDb } from '../db/client.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { lowStock, orderCountsSince, salesByDay, unansweredCounts } from './dashboard.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DASHBOARD_PERIODS = ['today', '7', '30'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Orders that count as sales: paid and not given back (a cancelled or returned order is no sale). */
const SOLD: readonly OrderStatus[] = [
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'return_requested',
  'return_approved',
  'exchange_requested',
  'exchange_approved',
];
const DEFAULT_LOW_STOCK = 5;

/** Midnight in Seoul `days - 1` days before today: the start of "the last `days` days, today included". */
export function periodStart(days: number, now = new Date()): Date {
  const today = new Date(`${isoDate(now)}T00:00:00+09:00`);
  return new Date(today.getTime() - (days - 1) * DAY_MS);
}

const daysOf = (p: DashboardPeriod) => (p === 'today' ? 1 : Number(p));

export type PeriodFigures = {
  orders: number;
  sales: number;
  byStatus: Partial<Record<OrderStatus, number>>;
};

/**
 * The dashboard: for today and the last 7 and 30 days, orders, sales and the orders waiting on the
 * shop; unanswered questions and low stock as they are now; sales by day for the last 30 days.
 */
export async function dashboard(now = new Date()) {
  const db = await getDb();
  const settings = await shopSettings();
  const threshold = settings.admin?.low_stock_threshold ?? DEFAULT_LOW_STOCK;
  const [periods, days, unanswered, low] = await Promise.all([
    Promise.all(DASHBOARD_PERIODS.map((p) => orderCountsSince(db, periodStart(daysOf(p), now)))),
    salesByDay(db, periodStart(30, now), SOLD),
    unansweredCounts(db),
    lowStock(db, threshold, 10),
  ]);
  const figures = Object.fromEntries(
    DASHBOARD_PERIODS.map((p, i) => {
      const rows = periods[i] ?? [];
      const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      const sales = rows.filter((r) => SOLD.includes(r.status as OrderStatus)).reduce((a, r) => a + Number(r.total), 0);
      return [p, { orders: rows.reduce((a, r) => a + Number(r.n), 0), sales, byStatus } satisfies PeriodFigures];
    }),
  ) as Record<DashboardPeriod, PeriodFigures>;
  return { figures, chart: fillDays(days, now), unanswered, low, threshold };
}

/** Every one of the last 30 days, a day without sales as 0. */
function fillDays(rows: { day: string; total: number }[], now: Date) {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.total)]));
  const start = periodStart(30, now);
  return Array.from({ length: 30 }, (_, i) => {
    const day = isoDate(new Date(start.getTime() + i * DAY_MS + 12 * 60 * 60 * 1000));
    return { day, total: byDay.get(day) ?? 0 };
  });
}
