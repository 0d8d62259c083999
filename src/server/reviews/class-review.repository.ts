import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  classSessions,
  classSignups,
  orderLines,
  productReviews,
  products,
  workshopClasses,
} from '../db/schema/index.ts';
import type { ReviewProduct } from './review.repository.ts';

/**
 * Reviews of TSSA classes by their attendees. A class is sold through a hidden product of its own, and
 * its orders are paid, never delivered: the member who attended a session (the shop recorded it) may
 * review the class, tied to the order line that paid for the seat.
 */

const columns = {
  id: products.id,
  name: products.name,
  name_en: products.name_en,
  thumb_image: products.thumb_image,
};

/** Sign-ups the member attended, in classes sold through products. */
const attended = (memberId: number) => and(eq(classSignups.member_id, memberId), eq(classSignups.status, 'attended'));

/**
 * Whether the member attended a session of the class sold through this product: the order line that
 * paid for the seat, `null` for a seat paid outside the shop's orders, `undefined` when they did not.
 */
export async function attendedLine(
  db: Executor,
  memberId: number,
  productId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ line: orderLines.id })
    .from(classSignups)
    .innerJoin(classSessions, eq(classSessions.id, classSignups.session_id))
    .innerJoin(workshopClasses, eq(workshopClasses.id, classSessions.class_id))
    .leftJoin(
      orderLines,
      and(eq(orderLines.order_id, classSignups.order_id), eq(orderLines.product_id, workshopClasses.product_id)),
    )
    .where(and(attended(memberId), eq(workshopClasses.product_id, productId)))
    .limit(1);
  return row ? row.line : undefined;
}

/** The classes the member attended and has not reviewed yet (for the review form's list). */
export function attendedClassesOf(db: Executor, memberId: number): Promise<ReviewProduct[]> {
  return db
    .selectDistinct(columns)
    .from(classSignups)
    .innerJoin(classSessions, eq(classSessions.id, classSignups.session_id))
    .innerJoin(workshopClasses, eq(workshopClasses.id, classSessions.class_id))
    .innerJoin(products, eq(products.id, workshopClasses.product_id))
    .leftJoin(productReviews, and(eq(productReviews.product_id, products.id), eq(productReviews.member_id, memberId)))
    .where(and(attended(memberId), eq(workshopClasses.is_active, true), isNull(productReviews.id)))
    .orderBy(products.name);
}
