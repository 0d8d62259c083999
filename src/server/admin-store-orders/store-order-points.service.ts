/**
 * Points a member earns on a purchase at the offline store: the shop's earn rate
 * (`points.earn_rate_percent`, as on an order confirmed online) of the receipt's total, given as one
 * ledger entry whose reason names the store and the receipt. An edit that changes the total, or
 * whether points are given, moves the difference in one entry; a deletion takes back what was given.
 * Taking back never takes the member below zero: points already spent stay spent, and the audit
 * entry says how many were taken back.
 */
import type { Tx } from '../db/client.ts';
import { lockPoints } from '../orders/holdings.ts';
import { writeManualEntry } from '../points/point.repository.ts';

export type PointMove = 'earn' | 'adjust' | 'cancel';

const REASONS: Record<PointMove, string> = {
  earn: '매장 구매 적립',
  adjust: '매장 구매 적립 조정',
  cancel: '매장 구매 취소 적립금 회수',
};

/** The reason the member reads in their ledger, naming the receipt. */
export function pointReason(move: PointMove, storeName: string, receiptNo: string): string {
  return `${REASONS[move]} (${storeName} 영수증 ${receiptNo})`;
}

/**
 * Moves the member's points from `before` to `after` for one receipt: one ledger entry of the
 * difference under the member lock, or none when nothing changes. Answers the points actually moved
 * (less than asked only when taking back more than the member still has).
 */
export async function settleStorePoints(
  tx: Tx,
  input: { memberId: number; before: number; after: number; move: PointMove; storeName: string; receiptNo: string },
): Promise<number> {
  const wanted = input.after - input.before;
  if (wanted === 0) return 0;
  const balance = await lockPoints(tx, input.memberId);
  const amount = wanted < 0 ? -Math.min(-wanted, balance) : wanted;
  if (amount === 0) return 0;
  await writeManualEntry(tx, {
    memberId: input.memberId,
    balance,
    amount,
    reason: pointReason(input.move, input.storeName, input.receiptNo),
    kind: 'store',
  });
  return amount;
}
