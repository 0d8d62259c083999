import { ttlCache } from '../cache.ts';
import { getDb } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import type { ShopSettings } from './settings.types.ts';

const cache = ttlCache<ShopSettings>(30_000);

/** Every settings row as one object; pages read it on each render, so it is cached briefly. */
export function shopSettings(): Promise<ShopSettings> {
  return cache.get('all', async () => {
    const db = await getDb();
    const rows = await db.select().from(settings);
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as ShopSettings;
  });
}

export function clearSettingsCache(): void {
  cache.clear();
}
