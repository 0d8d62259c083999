import type { LedgerEntry, PointSummary } from './point.service.ts';

/** A ledger entry: what it added (+) or took (−), the running balance after it, and its order by number. */
export function toPointEntryWire(e: LedgerEntry) {
  return {
    id: e.id,
    kind: e.kind,
    amount: e.amount,
    balance_after: e.balance_after,
    reason: e.reason,
    od_id: e.od_id,
    created_at: e.created_at.toISOString(),
    lapses_at: e.lapses_at?.toISOString() ?? null,
  };
}

export function toPointSummaryWire(s: PointSummary) {
  return {
    balance: s.balance,
    expire_months: s.expire_months,
    expiring: {
      amount: s.expiring.amount,
      within_days: s.expiring.within_days,
      lots: s.expiring.lots.map((l) => ({ amount: l.amount, lapses_at: l.lapses_at.toISOString() })),
    },
  };
}
