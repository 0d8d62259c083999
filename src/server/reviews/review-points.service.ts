/**
 * Review points (후기 적립금): a review earns points once per order line (`points.review_text`, more
 * with a photo: `points.review_photo`), when its purchase is confirmed: at once for a review written
 * after the confirmation (or of an attended TSSA class), otherwise when the order is confirmed. A
 * review deleted, by its writer or by an operator for breaking the rules, gives back what it earned,
 * as far as the balance holds it; writing it again earns nothing. The ledger's unique index on the
 * line and kind (`point_ledger_line_kind_key`) keeps each once whatever runs at the same time.
 */
import { getDb, type Tx } from '../db/client.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { lockPoints, postPoints } from '../orders/holdings.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import {
  heldByReview,
  lineStanding,
  type ReviewForPoints,
  reviewEntriesOf,
  reviewsOfOrder,
} from './review-points.repository.ts';

type PointSettings = ShopSettings['points'];

/** What a review earns: the photo amount when it has a photo, the text amount otherwise. */
export function reviewPointsFor(points: PointSettings | undefined, hasPhotos: boolean): number {
  return Math.max(0, (hasPhotos ? points?.review_photo : points?.review_text) ?? 0);
}

/** Pays the review's points if they are due and not paid before; answers what was paid. */
export async function payReviewPoints(
  tx: Tx,
  review: ReviewForPoints,
  points: PointSettings | undefined,
): Promise<number> {
  const { member_id: memberId, order_line_id: lineId } = review;
  if (memberId === null || lineId === null) return 0;
  const amount = reviewPointsFor(points, review.photos.length > 0);
  if (amount <= 0) return 0;
  const line = await lineStanding(tx, lineId);
  if (!line?.confirmed || line.member_id !== memberId) return 0;
  const balance = await lockPoints(tx, memberId);
  const before = await reviewEntriesOf(tx, lineId);
  if (before.paid > 0 || before.revoked) return 0;
  await postPoints(tx, {
    memberId,
    balance,
    amount,
    kind: 'review',
    reason: `${line.name} 구매후기 적립`,
    orderLineId: lineId,
  });
  await notifyMember(
    memberId,
    {
      title: `구매후기 적립금 ${amount.toLocaleString('ko-KR')}원이 적립되었어요.`,
      title_en: `${amount.toLocaleString('en-US')} won in review points was added.`,
      link: '/my-page/point',
    },
    tx,
  );
  return amount;
}

/** At an order's confirmation: the reviews already written of its lines earn their points. */
export async function payReviewPointsOfOrder(tx: Tx, orderId: number, points: PointSettings): Promise<void> {
  for (const review of await reviewsOfOrder(tx, orderId)) await payReviewPoints(tx, review, points);
}

/**
 * Takes back what a review earned (once), as far as the member's balance holds it; answers what was
 * taken. `reason` is the ledger's line.
 */
export async function takeBackReviewPoints(tx: Tx, review: ReviewForPoints, reason: string): Promise<number> {
  const { member_id: memberId, order_line_id: lineId } = review;
  if (memberId === null || lineId === null) return 0;
  const balance = await lockPoints(tx, memberId);
  const entries = await reviewEntriesOf(tx, lineId);
  const amount = Math.min(entries.paid, balance);
  if (entries.revoked || amount <= 0) return 0;
  await postPoints(tx, { memberId, balance, amount: -amount, kind: 'review_revoke', reason, orderLineId: lineId });
  return amount;
}

/** What each of the member's reviews earned and deleting it would take back, by review id. */
export async function reviewPointsAtStake(memberId: number, reviewIds: number[]): Promise<Map<number, number>> {
  return heldByReview(await getDb(), memberId, reviewIds);
}
