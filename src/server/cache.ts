/**
 * A small in-process cache for data every page reads (category tree, settings). Entries live for a
 * bounded time so that several app processes converge after an operator's change.
 */
const registry = new Set<{ clear: () => void }>();

/** Empties every cache of the process (tests, and after an operator's change in this process). */
export function clearAllCaches(): void {
  for (const cache of registry) cache.clear();
}

/**
 * Entries expire after `ttlMs`; at most `maxEntries` are kept (the oldest is dropped first), so a cache
 * keyed by what clients ask for cannot grow without bound.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const cache = {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
  registry.add(cache);
  return cache;
}
