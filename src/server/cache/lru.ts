/**
 * The small caches of what many pages read (the category tree, the settings, counts and orders of
 * product lists, the translation package): one `lru-cache` each, with a time to live, a bound on
 * entries and one load for everyone asking the same key at once (its `fetch`). Each names the tags
 * of what it holds, and an invalidation of any of them (`./invalidation.ts`, from this process or
 * another) drops the entries at once; the time to live only bounds what nothing invalidates (sales
 * of the last days, dates that begin).
 */
import { LRUCache } from 'lru-cache';
import { onInvalidate } from './invalidation.ts';
import { CACHE_POLICIES, type CachePolicyName } from './policies.ts';

type Boxed<V> = { value: V };

export type SharedCache<V> = {
  /**
   * The value for `key`: kept, or loaded once for every caller asking meanwhile (by `load` when
   * given, else by the cache's own).
   */
  get(key: string, load?: () => Promise<V>): Promise<V>;
  /** The value kept for `key`, if any, without loading it. */
  peek(key: string): V | undefined;
  /** Keeps `value` for `key` (a fact learnt while doing something else). */
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
};

const all = new Set<SharedCache<unknown>>();

/**
 * A named small cache. `tags` are the tags of every entry (a function of the key when entries
 * differ: `product:12`); `policy` gives the time to live (`ttlSeconds` overrides it).
 */
export function sharedCache<V>(options: {
  name: string;
  tags: readonly string[] | ((key: string) => readonly string[]);
  load?: (key: string) => Promise<V>;
  policy?: CachePolicyName;
  ttlSeconds?: number;
  max?: number;
}): SharedCache<V> {
  const ttlSeconds = options.ttlSeconds ?? CACHE_POLICIES[options.policy ?? 'short'].maxAge;
  const loadOf = (key: string, load: (() => Promise<V>) | undefined): Promise<V> => {
    if (load) return load();
    if (!options.load) throw new Error(`cache ${options.name}: no load for ${key}`);
    return options.load(key);
  };
  type Context = { load?: (() => Promise<V>) | undefined };
  const lru = new LRUCache<string, Boxed<V>, Context>({
    max: options.max ?? 1000,
    ttl: ttlSeconds * 1000,
    fetchMethod: async (key, _stale, { context }) => ({ value: await loadOf(key, context.load) }),
  });
  const tagsOf = options.tags;
  onInvalidate((what) => {
    if (what.all) return lru.clear();
    if (what.tags.length === 0) return;
    const wanted = new Set(what.tags);
    if (typeof tagsOf !== 'function') {
      if (tagsOf.some((t) => wanted.has(t))) lru.clear();
      return;
    }
    for (const key of [...lru.keys()]) if (tagsOf(key).some((t) => wanted.has(t))) lru.delete(key);
  });
  const cache: SharedCache<V> = {
    async get(key, load) {
      const status: LRUCache.Status<string, Boxed<V>, Context> = {};
      try {
        const boxed = await lru.fetch(key, { status, context: { load } });
        return (boxed as Boxed<V>).value;
      } catch (err) {
        // An invalidation while the value was loading drops (aborts) that load: what it read may be
        // from before the write. This caller gets a fresh read; the next one to ask keeps one.
        if (!status.fetchAborted) throw err;
        return loadOf(key, load);
      }
    },
    peek: (key) => lru.peek(key)?.value,
    set: (key, value) => {
      lru.set(key, { value });
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
  all.add(cache as SharedCache<unknown>);
  return cache;
}

/** Empties every small cache of this process (tests that write to the database behind the services). */
export function clearSharedCaches(): void {
  for (const cache of all) cache.clear();
}
