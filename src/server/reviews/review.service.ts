import { eq } from 'drizzle-orm';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb, type Tx } from '../db/client.ts';
import { productReviews } from '../db/schema/index.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { deleteMedia, forgetMedia, saveMedia } from '../media/media.service.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { attendedClassesOf, attendedLine } from './class-review.repository.ts';
import { maskAuthor } from './mask.ts';
import { checkPhotos, encodePhotos, mediaPathOf, photoUrl } from './photos.ts';
import {
  findActiveProduct,
  findReview,
  latestPhotos,
  listReviews,
  lockProduct,
  memberReviewOf,
  purchasedLine,
  type ReviewFilter,
  type ReviewProduct,
  type ReviewRow,
  type ReviewSort,
  ratingBreakdown,
  refreshRating,
  reviewableProductsOf,
} from './review.repository.ts';
import type { Review } from './review.types.ts';
import { lockOrderOfLine } from './review-points.repository.ts';
import { payReviewPoints, takeBackReviewPoints } from './review-points.service.ts';

export { REVIEWABLE_STATUSES, type ReviewSort } from './review.repository.ts';
export type { Review } from './review.types.ts';

/** A stored review as the viewing member sees it (`mine` for their own). */
function reviewOf(r: ReviewRow, p: ReviewProduct, viewerId: number | undefined): Review {
  return {
    id: r.id,
    product: { id: p.id, name: p.name, name_en: p.name_en, thumb_image: p.thumb_image },
    rating: r.rating,
    body: r.body,
    photos: r.photos,
    author: r.author_name,
    is_best: r.is_best,
    mine: viewerId !== undefined && r.member_id === viewerId,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export const REVIEW_MESSAGES = {
  notBought: '배송이 완료된 주문의 상품만 후기를 쓸 수 있습니다. 상품을 받으신 뒤 후기를 남겨 주세요.',
  duplicate: '이미 이 상품의 후기를 작성했습니다. 작성한 후기를 수정해 주세요.',
  notFound: '후기를 찾을 수 없습니다.',
  noProduct: '존재하지 않는 상품입니다.',
  badKeep: '유지할 사진이 올바르지 않습니다.',
} as const;

type ListQuery = { page: number; perPage: number; sort: ReviewSort };

async function reviewPage(filter: ReviewFilter, q: ListQuery, viewerId?: number): Promise<Page<Review>> {
  const { rows, total } = await listReviews(await getDb(), {
    ...filter,
    sort: q.sort,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(
    rows.map(({ r, p }) => reviewOf(r, p, viewerId)),
    total,
    q.page,
    q.perPage,
  );
}

/** One visible product's reviews; an unknown or hidden product is a 404. */
export async function productReviewPage(
  productId: number,
  q: ListQuery & { photo?: boolean | undefined },
  viewerId?: number,
) {
  if (!(await findActiveProduct(await getDb(), productId))) throw new NotFoundError('상품을 찾을 수 없습니다.');
  return reviewPage({ productId, withPhotos: q.photo ?? false }, q, viewerId);
}

export function allReviewPage(q: ListQuery & { photo: boolean }, viewerId?: number) {
  return reviewPage({ withPhotos: q.photo }, q, viewerId);
}

export function myReviewPage(memberId: number, q: { page: number; perPage: number }) {
  return reviewPage({ memberId }, { ...q, sort: 'latest' }, memberId);
}

export async function reviewDetail(id: number, viewerId?: number): Promise<Review> {
  const db = await getDb();
  const found = await findReview(db, id);
  if (!found || !(await findActiveProduct(db, found.p.id))) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return reviewOf(found.r, found.p, viewerId);
}

/** What the product page shows above the list: reviews per star and the newest photos. */
export async function reviewSummary(productId: number, photoLimit = 12) {
  const db = await getDb();
  const [breakdown, photos] = await Promise.all([
    ratingBreakdown(db, productId),
    latestPhotos(db, productId, photoLimit),
  ]);
  return { breakdown, photos };
}

export async function reviewableProducts(memberId: number): Promise<ReviewProduct[]> {
  const db = await getDb();
  const [goods, classes] = await Promise.all([reviewableProductsOf(db, memberId), attendedClassesOf(db, memberId)]);
  return [...goods, ...classes].map((p) => ({
    id: p.id,
    name: p.name,
    name_en: p.name_en,
    thumb_image: p.thumb_image,
  }));
}

/**
 * A member's review of a product they received (an order line of a delivered or confirmed order):
 * rating 1 to 5, 10 to 2,000 characters, up to five photos checked by content and re-encoded; one
 * review per product. Nothing is stored when any check fails; count and rating change with it.
 */
export async function createReview(
  member: MemberRow,
  input: { product_id: number; rating: number; body: string },
  files: File[],
): Promise<Review> {
  const db = await getDb();
  if (!(await findActiveProduct(db, input.product_id)))
    throw new ValidationError({ product_id: [REVIEW_MESSAGES.noProduct] });
  // Goods are reviewed once received; a TSSA class once the member attended a session of it.
  const lineId =
    (await purchasedLine(db, member.id, input.product_id)) ?? (await attendedLine(db, member.id, input.product_id));
  if (lineId === undefined) throw new ForbiddenError(REVIEW_MESSAGES.notBought);
  const earlier = await memberReviewOf(db, member.id, input.product_id);
  if (earlier) throw new ConflictError(REVIEW_MESSAGES.duplicate, { review_id: earlier.id });
  const stored = await encodePhotos(await checkPhotos(files));
  const { points } = await shopSettings();
  const id = await transact(db, async (tx) => {
    await lockProduct(tx, input.product_id);
    // The order before the review's row, in the order a confirmation takes its locks (order, member).
    if (lineId !== null) await lockOrderOfLine(tx, lineId);
    const existing = await memberReviewOf(tx, member.id, input.product_id);
    if (existing) throw new ConflictError(REVIEW_MESSAGES.duplicate, { review_id: existing.id });
    await saveMedia(tx, stored);
    const [row] = await tx
      .insert(productReviews)
      .values({
        product_id: input.product_id,
        member_id: member.id,
        author_name: maskAuthor(member.login_id),
        order_line_id: lineId,
        rating: input.rating,
        body: input.body,
        photos: stored.map((f) => photoUrl(f.path)),
      })
      .returning({ id: productReviews.id });
    // A review of a confirmed purchase earns its points now; one of a purchase not yet confirmed, then.
    if (row && lineId !== null) {
      const photos = stored.map((f) => photoUrl(f.path));
      await payReviewPoints(tx, { id: row.id, member_id: member.id, order_line_id: lineId, photos }, points);
    }
    await refreshRating(tx, input.product_id);
    touch(tx, [tags.product(input.product_id), tags.reviews]);
    return row?.id as number;
  });
  return reviewDetail(id, member.id);
}

/** The photos an edit ends with: the kept ones (which must be the review's own) followed by the new ones. */
function keptPhotos(current: string[], keep: string[] | undefined, sentNew: boolean): string[] {
  if (keep === undefined) return sentNew ? [] : current;
  if (!keep.every((p) => current.includes(p))) throw new ValidationError({ keep_photos: [REVIEW_MESSAGES.badKeep] });
  return current.filter((p) => keep.includes(p));
}

/** Edits one's own review (an administrator edits only their own too); others' reviews are a 404. */
export async function updateReview(
  member: MemberRow,
  id: number,
  input: { rating: number; body: string; keep_photos?: string[] | undefined },
  files: File[] | undefined,
): Promise<Review> {
  const db = await getDb();
  const before = await findReview(db, id);
  if (!before || before.r.member_id !== member.id) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const kept = keptPhotos(before.r.photos, input.keep_photos, files !== undefined);
  const stored = await encodePhotos(await checkPhotos(files ?? [], kept.length));
  const dropped = await transact(db, async (tx) => {
    await lockProduct(tx, before.r.product_id);
    const found = await findReview(tx, id);
    if (!found || found.r.member_id !== member.id) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const keep = keptPhotos(found.r.photos, input.keep_photos, files !== undefined);
    const gone = found.r.photos.filter((p) => !keep.includes(p)).flatMap((p) => mediaPathOf(p) ?? []);
    await deleteMedia(tx, gone);
    await saveMedia(tx, stored);
    await tx
      .update(productReviews)
      .set({
        rating: input.rating,
        body: input.body,
        photos: [...keep, ...stored.map((f) => photoUrl(f.path))],
        updated_at: new Date(),
      })
      .where(eq(productReviews.id, id));
    await refreshRating(tx, found.r.product_id);
    touch(tx, [tags.product(found.r.product_id), tags.reviews]);
    return gone;
  });
  forgetMedia(dropped);
  return reviewDetail(id, member.id);
}

/**
 * Deletes a review with its photos; what it earned is taken back (`reason` names the ledger's line),
 * and `also` runs in the same transaction (an operator's audit entry and notice). A review `allowed`
 * refuses is a 404. Answers what was taken back.
 */
export async function removeReview(
  id: number,
  opts: {
    allowed: (r: ReviewRow) => boolean;
    pointsReason: (productName: string) => string;
    also?: (tx: Tx, found: { r: ReviewRow; p: ReviewProduct }, pointsTaken: number) => Promise<void>;
  },
): Promise<{ id: number; points_taken_back: number }> {
  const db = await getDb();
  const before = await findReview(db, id);
  if (!before || !opts.allowed(before.r)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const { dropped, taken } = await transact(db, async (tx) => {
    await lockProduct(tx, before.r.product_id);
    const found = await findReview(tx, id);
    if (!found || !opts.allowed(found.r)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    await tx.delete(productReviews).where(eq(productReviews.id, id));
    const gone = found.r.photos.flatMap((p) => mediaPathOf(p) ?? []);
    await deleteMedia(tx, gone);
    await refreshRating(tx, found.r.product_id);
    const taken = await takeBackReviewPoints(tx, found.r, opts.pointsReason(found.p.name));
    await opts.also?.(tx, found, taken);
    touch(tx, [tags.product(found.r.product_id), tags.reviews]);
    return { dropped: gone, taken };
  });
  forgetMedia(dropped);
  return { id, points_taken_back: taken };
}

/** Deletes one's own review, or any review for an administrator, with its photos and its points. */
export function deleteReview(member: MemberRow, id: number): Promise<{ id: number; points_taken_back: number }> {
  return removeReview(id, {
    allowed: (r) => r.member_id === member.id || member.is_admin,
    pointsReason: (name) => `${name} 구매후기 삭제로 적립금 회수`,
  });
}
