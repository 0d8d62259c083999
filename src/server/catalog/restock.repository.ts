import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, outboxMails, productOptions, products, restockAlerts, settings } from '../db/schema/index.ts';

export type RestockAlertRow = typeof restockAlerts.$inferSelect;

/** The product and, when named, its option, with what decides whether they are sold out. */
export async function restockTarget(db: Executor, productId: number, optionId: number | null) {
  const [product] = await db
    .select({ id: products.id, status: products.status, stock: products.stock, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  const options = await db
    .select({ id: productOptions.id, stock: productOptions.stock, is_active: productOptions.is_active })
    .from(productOptions)
    .where(eq(productOptions.product_id, productId));
  const option = optionId === null ? null : (options.find((o) => o.id === optionId) ?? undefined);
  return { product, hasOptions: options.some((o) => o.is_active), option };
}

/** A new waiting request, or undefined when the member already waits for this product and option. */
export async function insertAlert(db: Executor, memberId: number, productId: number, optionId: number | null) {
  const [row] = await db
    .insert(restockAlerts)
    .values({ member_id: memberId, product_id: productId, option_id: optionId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function waitingAlertsOf(db: Executor, memberId: number, productId?: number) {
  return db
    .select()
    .from(restockAlerts)
    .where(
      and(
        eq(restockAlerts.member_id, memberId),
        isNull(restockAlerts.notified_at),
        productId === undefined ? undefined : eq(restockAlerts.product_id, productId),
      ),
    )
    .orderBy(restockAlerts.id);
}

export async function deleteWaitingAlert(db: Executor, memberId: number, id: number) {
  const [row] = await db
    .delete(restockAlerts)
    .where(and(eq(restockAlerts.id, id), eq(restockAlerts.member_id, memberId), isNull(restockAlerts.notified_at)))
    .returning({ id: restockAlerts.id });
  return row;
}

/**
 * The waiting requests of these products whose product (without options) or option is in stock
 * again, locked so that two raises at once tell each member once; members who left are not among them.
 */
export async function alertsNowInStock(db: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: restockAlerts.id,
      member_id: restockAlerts.member_id,
      email: members.email,
      member_name: members.name,
      product_id: products.id,
      product_name: products.name,
      product_name_en: products.name_en,
      option_name: productOptions.name,
      option_name_en: productOptions.name_en,
    })
    .from(restockAlerts)
    .innerJoin(members, eq(members.id, restockAlerts.member_id))
    .innerJoin(products, eq(products.id, restockAlerts.product_id))
    .leftJoin(productOptions, eq(productOptions.id, restockAlerts.option_id))
    .where(
      and(
        inArray(restockAlerts.product_id, [...productIds]),
        isNull(restockAlerts.notified_at),
        isNull(members.left_at),
        eq(products.status, 'active'),
        sql`(case when ${restockAlerts.option_id} is null then ${products.stock} > 0
                  else ${productOptions.stock} > 0 and ${productOptions.is_active} end)`,
      ),
    )
    .orderBy(restockAlerts.id)
    .for('update', { of: restockAlerts, skipLocked: true });
}

/** Marks the requests told and puts their mail in the outbox, in the caller's transaction. */
export async function markNotified(
  db: Executor,
  ids: readonly number[],
  mails: readonly { to: string; subject: string; body: string }[],
) {
  if (ids.length === 0) return;
  await db
    .update(restockAlerts)
    .set({ notified_at: new Date() })
    .where(inArray(restockAlerts.id, [...ids]));
  await db.insert(outboxMails).values(mails.map((m) => ({ to_address: m.to, subject: m.subject, body: m.body })));
}

/** The shop's address from its settings, read in the caller's transaction (for links in mail). */
export async function siteOriginSetting(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'shop'));
  return (row?.value as { site_origin?: string } | undefined)?.site_origin;
}
