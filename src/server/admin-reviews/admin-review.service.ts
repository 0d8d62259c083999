/**
 * Review moderation (후기 관리): operators list every review with what it earned, and remove one that
 * breaks the shop's rules with a reason. The removal takes back the review's points (as far as the
 * balance holds them), tells the writer why, and is audited, all in the review's own transaction.
 */
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { removeReview } from '../reviews/review.service.ts';
import { adminReviewRows } from './admin-review.repository.ts';
import type { AdminReviewFilters } from './admin-review.schema.ts';

export type AdminReview = Awaited<ReturnType<typeof adminReviewRows>>['rows'][number];

export async function adminReviewPage(
  f: AdminReviewFilters,
  page: number,
  perPage: number,
): Promise<Page<AdminReview>> {
  const { rows, total } = await adminReviewRows(await getDb(), f, offsetOf(page, perPage), perPage);
  return toPage(rows, total, page, perPage);
}

/** Removes a review for breaking the rules; answers what was taken back of its points. */
export function removeReviewForRules(actor: AuditActor, id: number, reason: string) {
  return removeReview(id, {
    allowed: () => true,
    pointsReason: (name) => `${name} 구매후기 운영정책 위반 삭제로 적립금 회수`,
    also: async (tx, { r, p }, taken) => {
      await recordAudit(tx, {
        actor,
        action: 'delete',
        entityType: 'review',
        entityId: r.id,
        changes: {
          reason: { before: null, after: reason },
          product: { before: p.name, after: null },
          body: { before: r.body, after: null },
          points_taken_back: { before: 0, after: taken },
        },
      });
      if (r.member_id === null) return;
      const back = taken > 0 ? ` 지급된 적립금 ${taken.toLocaleString('ko-KR')}원은 회수되었습니다.` : '';
      const backEn = taken > 0 ? ` The ${taken.toLocaleString('en-US')} won in points it earned was taken back.` : '';
      await notifyMember(
        r.member_id,
        {
          title: `${p.name} 후기가 운영정책에 따라 삭제되었습니다.`,
          body: `사유: ${reason}.${back}`,
          title_en: 'Your review was removed under the shop’s review policy.',
          body_en: `Reason: ${reason}.${backEn}`,
          link: '/my-page/product-review',
        },
        tx,
      );
    },
  });
}
