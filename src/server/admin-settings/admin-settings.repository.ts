import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { coupons, settings } from '../db/schema/index.ts';

/** The settings rows named, locked for the change, by key. */
export async function settingRows(db: Executor, keys: string[]): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys)).for('update');
  return Object.fromEntries(rows.map((r) => [r.key, (r.value ?? {}) as Record<string, unknown>]));
}

export async function writeSetting(db: Executor, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updated_at: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updated_at: sql`excluded.updated_at` },
    });
}

export async function couponCodeExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
  return row !== undefined;
}

/** Every coupon an automatic coupon could be: its code and name, the ones still given first. */
export async function couponOptions(db: Executor): Promise<{ code: string; name: string; open: boolean }[]> {
  const rows = await db
    .select({ code: coupons.code, name: coupons.name, closed_at: coupons.closed_at, ends_at: coupons.ends_at })
    .from(coupons)
    .orderBy(coupons.name);
  const now = Date.now();
  return rows
    .map((r) => ({ code: r.code, name: r.name, open: !r.closed_at && (!r.ends_at || r.ends_at.getTime() > now) }))
    .sort((a, b) => Number(b.open) - Number(a.open));
}
