import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

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
