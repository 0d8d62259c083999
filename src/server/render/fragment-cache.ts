/**
 * Rendered HTML of page parts that many requests render alike (the header a visitor sees, the
 * footer), kept in memory by what they are made of. An entry is found by a key that holds every
 * plain value the part shows (the number of items in the cart, say) and by the identity of the shared
 * objects it was made from (settings, the category tree, the translation package). Those objects are
 * replaced, never changed in place, when their own short caches refresh, so a stale part can never be
 * found: when data changes, the key or an identity changes with it.
 *
 * Each cache keeps its most recently used entries, up to its size.
 */
type Entry = { deps: readonly unknown[]; html: string };

export class FragmentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = Math.max(1, max);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The stored HTML when the key matches and every dependency is the very same value as then. */
  get(key: string, deps: readonly unknown[]): string | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.deps.length !== deps.length || hit.deps.some((d, i) => !Object.is(d, deps[i]))) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last, so that the oldest is dropped first.
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.html;
  }

  set(key: string, deps: readonly unknown[], html: string): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value as string);
    // Stored as one flat string: a rendered part arrives as a tree of many small pieces, which
    // every page that includes it would otherwise walk again when the page is encoded.
    this.#entries.set(key, { deps: [...deps], html: flat(html) });
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The same text as one flat string. V8 flattens a joined string in place the first time it reads
 * it as a number, a plain copy: an eighth of the cost of a round trip through UTF-8 bytes.
 */
function flat(html: string): string {
  const text = String(html);
  Number(text);
  return text;
}

const caches = new Map<string, FragmentCache>();

/** The named cache (made on first use with room for `max` entries). */
export function fragmentCache(name: string, max = 500): FragmentCache {
  let cache = caches.get(name);
  if (!cache) {
    cache = new FragmentCache(max);
    caches.set(name, cache);
  }
  return cache;
}

/** Empties every fragment cache (tests, and after an operator changes what parts are made of). */
export function clearFragmentCaches(): void {
  for (const cache of caches.values()) cache.clear();
}
