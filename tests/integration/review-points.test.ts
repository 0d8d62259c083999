import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { removeReviewForRules } from '~/server/admin-reviews/admin-review.service';
import { invalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { getDb } from '~/server/db/client';
import { auditLog, members, notifications, orderLines, orders, pointLedger, settings } from '~/server/db/schema';
import { shopperMove } from '~/server/orders/order.service';
import { createReview, deleteReview } from '~/server/reviews/review.service';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { resetDatabase } from '../support/db';
import { aMember, anOrder, aProduct } from '../support/reviews-fixtures';

// Review points (issue: loyalty): a text review earns points.review_text, a photo review more
// (points.review_photo), once per order line, when the purchase is confirmed; taken back when the
// review is removed (for breaking the rules, or by its writer), as far as the balance holds them.

const TEXT = 500;
const PHOTO = 1000;
const body = '향이 은은하게 오래 가서 좋아요. 재구매할게요.';
const photo = async () =>
  new File(
    [
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a27a' } })
        .jpeg()
        .toBuffer(),
    ],
    'p.jpg',
    { type: 'image/jpeg' },
  );

beforeEach(async () => {
  await resetDatabase();
  const db = await getDb();
  await db.insert(settings).values(
    Object.entries({
      ...SEED_SETTINGS,
      points: { ...SEED_SETTINGS.points, review_text: TEXT, review_photo: PHOTO },
    }).map(([key, value]) => ({ key, value })),
  );
  await invalidate({ tags: [tags.settings] });
});

async function bought(status: string) {
  const db = await getDb();
  const member = await aMember(db, `m${Math.random().toString(36).slice(2, 8)}`);
  const productId = await aProduct(db);
  const [lineId] = await anOrder(db, member.id, [productId], status);
  const [o] = await db
    .select({ od_id: orders.od_id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
    .where(eq(orderLines.id, lineId as number));
  return { member, productId, lineId: lineId as number, odId: o?.od_id as string };
}

const ledger = async (memberId: number) =>
  (await getDb())
    .select({ amount: pointLedger.amount, kind: pointLedger.kind, line: pointLedger.order_line_id })
    .from(pointLedger)
    .where(eq(pointLedger.member_id, memberId))
    .orderBy(pointLedger.id);
const balance = async (memberId: number) =>
  (await (await getDb()).select({ b: members.points_balance }).from(members).where(eq(members.id, memberId)))[0]?.b;

describe('review points are paid when the purchase is confirmed', () => {
  it('pays a text review of a confirmed order at once, tied to its order line, and tells the member', async () => {
    const { member, productId, lineId } = await bought('confirmed');
    await createReview(member, { product_id: productId, rating: 5, body }, []);
    expect(await ledger(member.id)).toEqual([{ amount: TEXT, kind: 'review', line: lineId }]);
    expect(await balance(member.id)).toBe(TEXT);
    const told = await (await getDb()).select().from(notifications).where(eq(notifications.member_id, member.id));
    expect(told.map((n) => n.title)).toContain('구매후기 적립금 500원이 적립되었어요.');
  });

  it('pays a review with a photo the photo amount', async () => {
    const { member, productId } = await bought('confirmed');
    await createReview(member, { product_id: productId, rating: 5, body }, [await photo()]);
    expect((await ledger(member.id)).map((e) => e.amount)).toEqual([PHOTO]);
  });

  it('waits for a delivered order to be confirmed, then pays once, beside the purchase points', async () => {
    const { member, productId, odId } = await bought('delivered');
    await createReview(member, { product_id: productId, rating: 4, body }, []);
    expect(await ledger(member.id)).toEqual([]);
    await shopperMove({ memberId: member.id }, odId, 'confirm');
    const entries = await ledger(member.id);
    expect(entries.filter((e) => e.kind === 'review').map((e) => e.amount)).toEqual([TEXT]);
    expect(entries.some((e) => e.kind === 'earn')).toBe(true);
  });

  it('pays nothing when the shop sets no amounts', async () => {
    const db = await getDb();
    await db
      .update(settings)
      .set({ value: { ...SEED_SETTINGS.points, review_text: 0, review_photo: 0 } })
      .where(eq(settings.key, 'points'));
    await invalidate({ tags: [tags.settings] });
    const { member, productId } = await bought('confirmed');
    await createReview(member, { product_id: productId, rating: 5, body }, []);
    expect(await ledger(member.id)).toEqual([]);
  });

  it('pays exactly once when the review and the confirmation happen at the same moment', async () => {
    // Eight times: on PostgreSQL the two once deadlocked (the review's row held its member's key lock
    // while waiting for the order the confirmation held, which waited for that member).
    for (let i = 0; i < 8; i++) {
      const { member, productId, odId } = await bought('delivered');
      await Promise.all([
        createReview(member, { product_id: productId, rating: 5, body }, []),
        shopperMove({ memberId: member.id }, odId, 'confirm'),
      ]);
      expect((await ledger(member.id)).filter((e) => e.kind === 'review').map((e) => e.amount)).toEqual([TEXT]);
    }
  });
});

describe('review points are taken back with the review', () => {
  it('takes them back when the writer deletes the review, and a review written again earns nothing', async () => {
    const { member, productId, lineId } = await bought('confirmed');
    const first = await createReview(member, { product_id: productId, rating: 5, body }, []);
    expect(await deleteReview(member, first.id)).toEqual({ id: first.id, points_taken_back: TEXT });
    await createReview(member, { product_id: productId, rating: 5, body }, [await photo()]);
    expect(await ledger(member.id)).toEqual([
      { amount: TEXT, kind: 'review', line: lineId },
      { amount: -TEXT, kind: 'review_revoke', line: lineId },
    ]);
    expect(await balance(member.id)).toBe(0);
  });

  it('takes back no more than the balance still holds', async () => {
    const { member, productId } = await bought('confirmed');
    const review = await createReview(member, { product_id: productId, rating: 5, body }, [await photo()]);
    const db = await getDb();
    // The member spent 700 of the 1,000 points on an order.
    await db
      .insert(pointLedger)
      .values({ member_id: member.id, amount: -700, balance_after: 300, reason: '사용', kind: 'use' });
    await db.update(members).set({ points_balance: 300 }).where(eq(members.id, member.id));
    expect((await deleteReview(member, review.id)).points_taken_back).toBe(300);
    expect(await balance(member.id)).toBe(0);
  });

  it('an operator removing a review for breaking the rules takes its points back, tells the writer why and is audited', async () => {
    const { member, productId } = await bought('confirmed');
    const review = await createReview(member, { product_id: productId, rating: 1, body }, []);
    const db = await getDb();
    const admin = await aMember(db, 'operator', true);
    const done = await removeReviewForRules({ id: admin.id, login_id: admin.login_id }, review.id, '광고·홍보');
    expect(done).toEqual({ id: review.id, points_taken_back: TEXT });
    expect(await balance(member.id)).toBe(0);
    const told = await db.select().from(notifications).where(eq(notifications.member_id, member.id));
    expect(told.find((n) => n.title.includes('운영정책'))?.body).toBe(
      '사유: 광고·홍보. 지급된 적립금 500원은 회수되었습니다.',
    );
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity_type, 'review'));
    expect(entry).toMatchObject({ action: 'delete', entity_id: review.id, actor_login: 'operator' });
    expect(entry?.changes.reason).toEqual({ before: null, after: '광고·홍보' });
    await expect(removeReviewForRules({ id: admin.id, login_id: 'operator' }, review.id, '다시')).rejects.toThrow(
      '후기를 찾을 수 없습니다.',
    );
  });
});
