import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import type { ShopSettings } from './settings.types.ts';

const cache = sharedCache<ShopSettings>({
  name: 'settings',
  tags: [tags.settings],
  policy: 'content',
  load: async () => {
    const db = await getDb();
    const rows = await db.select().from(settings);
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as ShopSettings;
  },
});

/** Every settings row as one object; pages read it on each render, so it is kept until a setting changes. */
export function shopSettings(): Promise<ShopSettings> {
  return cache.get('all');
}

export function clearSettingsCache(): void {
  cache.clear();
}
