import { and, eq, isNull } from 'drizzle-orm';
import { changesOf, recordAudit } from '../audit/audit.service.ts';
import { invalidate } from '../cache/invalidation.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { productInquiries } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { mailOrigin, queueMail } from '../mail/outbox.service.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { queueMemberMessage } from '../messages/message.service.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { askerOf, findInquiry, type InquiryFilter, type InquiryRow, listInquiries } from './inquiry.repository.ts';
import { maskAuthor, SECRET_TITLE } from './mask.ts';
import { findActiveProduct, type ReviewProduct } from './review.repository.ts';
import type { Inquiry, Viewer } from './review.types.ts';

export type { Inquiry, Viewer } from './review.types.ts';

export function canRead(i: Pick<InquiryRow, 'is_secret' | 'member_id'>, viewer: Viewer): boolean {
  const mine = viewer.memberId !== undefined && i.member_id === viewer.memberId;
  return !i.is_secret || mine || viewer.isAdmin === true;
}

/** A stored question as one viewer may see it: a secret one they may not read is masked. */
function inquiryOf(i: InquiryRow, p: ReviewProduct, viewer: Viewer): Inquiry {
  const mine = viewer.memberId !== undefined && i.member_id === viewer.memberId;
  const readable = canRead(i, viewer);
  const answered = i.answered_at !== null;
  return {
    id: i.id,
    product: { id: p.id, name: p.name, name_en: p.name_en, thumb_image: p.thumb_image },
    title: readable ? i.title : SECRET_TITLE,
    body: readable ? i.body : null,
    is_secret: i.is_secret,
    readable,
    answered,
    answer: readable ? i.answer : null,
    answered_at: i.answered_at,
    author: i.author_name,
    mine,
    editable: mine && !answered,
    created_at: i.created_at,
  };
}

export const INQUIRY_MESSAGES = {
  notFound: '문의를 찾을 수 없습니다.',
  answered: '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.',
  noProduct: '존재하지 않는 상품입니다.',
} as const;

export const viewerOf = (member: MemberRow | undefined | null): Viewer => ({
  memberId: member?.id,
  isAdmin: member?.is_admin,
});

async function inquiryPage(filter: InquiryFilter, q: { page: number; perPage: number }, viewer: Viewer) {
  const { rows, total } = await listInquiries(await getDb(), {
    ...filter,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(
    rows.map(({ i, p }) => inquiryOf(i, p, viewer)),
    total,
    q.page,
    q.perPage,
  );
}

/** One visible product's questions, newest first; an unknown or hidden product is a 404. */
export async function productInquiryPage(productId: number, q: { page: number; perPage: number }, viewer: Viewer) {
  if (!(await findActiveProduct(await getDb(), productId))) throw new NotFoundError('상품을 찾을 수 없습니다.');
  return inquiryPage({ productId }, q, viewer);
}

export function allInquiryPage(
  q: { page: number; perPage: number; answered?: boolean | undefined },
  viewer: Viewer,
): Promise<Page<Inquiry>> {
  return inquiryPage(q.answered === undefined ? {} : { answered: q.answered }, q, viewer);
}

export function myInquiryPage(memberId: number, q: { page: number; perPage: number }) {
  return inquiryPage({ memberId }, q, { memberId });
}

/** Every question with its full text, hidden products' too, for administrators answering them. */
export function adminInquiryPage(q: { page: number; perPage: number; answered?: boolean | undefined }) {
  return inquiryPage({ includeHidden: true, ...(q.answered === undefined ? {} : { answered: q.answered }) }, q, {
    isAdmin: true,
  });
}

/** Any question in full, hidden products' too, with the member who asked (null once they are gone). */
export async function adminInquiry(id: number): Promise<{ inquiry: Inquiry; memberId: number | null }> {
  const found = await findInquiry(await getDb(), id);
  if (!found) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return { inquiry: inquiryOf(found.i, found.p, { isAdmin: true }), memberId: found.i.member_id };
}

/** One question, masked like in the lists when it is secret and not the viewer's. */
export async function inquiryDetail(id: number, viewer: Viewer): Promise<Inquiry> {
  const db = await getDb();
  const found = await findInquiry(db, id);
  const visible = found && (viewer.isAdmin || (await findActiveProduct(db, found.p.id)));
  if (!found || !visible) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return inquiryOf(found.i, found.p, viewer);
}

/** The product a question form is about, when it exists and is visible. */
export async function askableProduct(productId: number): Promise<ReviewProduct | undefined> {
  const p = await findActiveProduct(await getDb(), productId);
  return p && { id: p.id, name: p.name, name_en: p.name_en, thumb_image: p.thumb_image };
}

export async function createInquiry(
  member: MemberRow,
  input: { product_id: number; title: string; body: string; is_secret: boolean },
): Promise<Inquiry> {
  const db = await getDb();
  if (!(await findActiveProduct(db, input.product_id)))
    throw new ValidationError({ product_id: [INQUIRY_MESSAGES.noProduct] });
  const [row] = await db
    .insert(productInquiries)
    .values({
      product_id: input.product_id,
      member_id: member.id,
      author_name: maskAuthor(member.login_id),
      title: input.title,
      body: input.body,
      is_secret: input.is_secret,
    })
    .returning({ id: productInquiries.id });
  await invalidate({ tags: [tags.product(input.product_id)] });
  return inquiryDetail(row?.id as number, viewerOf(member));
}

/**
 * The question a member may change: their own (others' are a 404), and only while unanswered (409).
 * An administrator may delete any question.
 */
async function changeable(member: MemberRow, id: number, adminMay: boolean) {
  const found = await findInquiry(await getDb(), id);
  const own = found?.i.member_id === member.id;
  if (!found || !(own || (adminMay && member.is_admin))) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  if (found.i.answered_at !== null && !(adminMay && member.is_admin))
    throw new ConflictError(INQUIRY_MESSAGES.answered);
  return found;
}

/** Edits one's own question while it has no answer; an answer arriving meanwhile wins (409). */
export async function updateInquiry(
  member: MemberRow,
  id: number,
  input: { title: string; body: string; is_secret: boolean },
): Promise<Inquiry> {
  const before = await changeable(member, id, false);
  const db = await getDb();
  const [row] = await db
    .update(productInquiries)
    .set(input)
    .where(
      and(eq(productInquiries.id, id), eq(productInquiries.member_id, member.id), isNull(productInquiries.answered_at)),
    )
    .returning({ id: productInquiries.id });
  if (!row) {
    await changeable(member, id, false);
    throw new ConflictError(INQUIRY_MESSAGES.answered);
  }
  await invalidate({ tags: [tags.product(before.i.product_id)] });
  return inquiryDetail(id, viewerOf(member));
}

/** Deletes one's own unanswered question; an administrator may delete any. */
export async function deleteInquiry(member: MemberRow, id: number): Promise<{ id: number }> {
  const before = await changeable(member, id, true);
  const db = await getDb();
  await db.delete(productInquiries).where(eq(productInquiries.id, id));
  await invalidate({ tags: [tags.product(before.i.product_id)] });
  return { id };
}

/**
 * An administrator's answer; answering again replaces it. In the same transaction the audit log
 * keeps it and the member who asked is told: an in-shop notification (with its English twin) and a
 * mail with the answer.
 */
export async function answerInquiry(admin: MemberRow, id: number, answer: string): Promise<Inquiry> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(productInquiries).where(eq(productInquiries.id, id)).for('update');
    if (!before) return undefined;
    const [changed] = await tx
      .update(productInquiries)
      .set({ answer, answered_at: new Date() })
      .where(eq(productInquiries.id, id))
      .returning();
    if (!changed) return undefined;
    // Who answered, and the answer it replaced (an answer can be edited).
    await recordAudit(tx, {
      actor: { id: admin.id, login_id: admin.login_id },
      action: 'answer',
      entityType: 'product_inquiry',
      entityId: id,
      changes: changesOf(before, changed, ['answer', 'answered_at']),
    });
    const asker = changed.member_id === null ? undefined : await askerOf(tx, changed.member_id);
    if (asker && changed.member_id !== null) {
      await notifyMember(
        changed.member_id,
        {
          title: '상품 문의에 답변이 등록되었습니다',
          title_en: 'We have answered your product question',
          body: changed.title,
          body_en: changed.title,
          link: '/my-page/product-inquiry',
        },
        tx,
      );
      const origin = await mailOrigin(tx);
      await queueMail(tx, {
        to: asker.email,
        subject: '[에반스캔들] 상품 문의에 답변이 등록되었습니다',
        body: `${asker.name}님, 남겨 주신 상품 문의에 답변을 드립니다.\n\n문의: ${changed.title}\n\n${answer}\n\n답변 보기: ${origin}/my-page/product-inquiry\n\n에반스캔들 고객센터`,
      });
      // Told by text once, at the first answer (an edited answer is not a new event).
      await queueMemberMessage(tx, {
        event: 'inquiry_answered',
        key: `product-inquiry:${id}:answered`,
        memberId: changed.member_id,
        variables: { subject: changed.title, url: `${origin}/my-page/product-inquiry` },
      });
    }
    return changed;
  });
  if (!row) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  await invalidate({ tags: [tags.product(row.product_id)] });
  return inquiryDetail(id, viewerOf(admin));
}
