/**
 * A small in-process cache for data every page reads (category tree, settings). Entries live for a
 * bounded time so that several app processes converge after an operator's change.
 */
const registry = new Set<{ clear: () => void }>();

/** Empties every cache of the process (tests, and after an operator's change in this process). */
export function clearAllCaches(): void {
  for (const cache of registry) cache.clear();
}

export function ttlCache<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const cache = {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
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
