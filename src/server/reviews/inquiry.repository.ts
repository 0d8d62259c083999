import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, productInquiries, products } from '../db/schema/index.ts';
import type { ReviewProduct } from './review.repository.ts';

export type InquiryRow = typeof productInquiries.$inferSelect;

const productColumns = {
  id: products.id,
  name: products.name,
  name_en: products.name_en,
  thumb_image: products.thumb_image,
};

export type InquiryFilter = { productId?: number; memberId?: number; answered?: boolean; includeHidden?: boolean };

function whereOf(f: InquiryFilter): SQL | undefined {
  return and(
    f.includeHidden ? undefined : eq(products.status, 'active'),
    f.productId === undefined ? undefined : eq(productInquiries.product_id, f.productId),
    f.memberId === undefined ? undefined : eq(productInquiries.member_id, f.memberId),
    f.answered === undefined
      ? undefined
      : f.answered
        ? isNotNull(productInquiries.answered_at)
        : isNull(productInquiries.answered_at),
  );
}

export async function listInquiries(
  db: Executor,
  q: InquiryFilter & { limit: number; offset: number },
): Promise<{ rows: { i: InquiryRow; p: ReviewProduct }[]; total: number }> {
  const where = whereOf(q);
  const [rows, totals] = await Promise.all([
    db
      .select({ i: productInquiries, p: productColumns })
      .from(productInquiries)
      .innerJoin(products, eq(products.id, productInquiries.product_id))
      .where(where)
      .orderBy(desc(productInquiries.created_at), desc(productInquiries.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(productInquiries)
      .innerJoin(products, eq(products.id, productInquiries.product_id))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findInquiry(db: Executor, id: number): Promise<{ i: InquiryRow; p: ReviewProduct } | undefined> {
  const [row] = await db
    .select({ i: productInquiries, p: productColumns })
    .from(productInquiries)
    .innerJoin(products, eq(products.id, productInquiries.product_id))
    .where(eq(productInquiries.id, id));
  return row;
}

/** Who asked a question, to tell them of its answer; undefined once they have left the shop. */
export async function askerOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ name: members.name, email: members.email })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.left_at)));
  return row;
}
