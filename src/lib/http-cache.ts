import { REMEMBER_TTL_MS } from './constants';

interface EtagEntry {
  etag: string;
  data: unknown;
}

/** Keyed by the full request URL, query included, because the server's ETag is per representation. */
const etags = new Map<string, EtagEntry>();

export function cachedEtag(url: string): EtagEntry | undefined {
  return etags.get(url);
}

export function storeEtag(url: string, etag: string, data: unknown): void {
  etags.set(url, { etag, data });
}

export function dropEtag(url: string): void {
  etags.delete(url);
}

interface Remembered {
  promise: Promise<unknown>;
  expiresAt: number;
}

const remembered = new Map<string, Remembered>();

/**
 * Shares one call of `fn` per key for `ttlMs` after it settles. Concurrent callers join the pending
 * call; a failure is forgotten at once so the next caller tries again.
 */
export function remember<T>(key: string, fn: () => Promise<T>, ttlMs: number = REMEMBER_TTL_MS): Promise<T> {
  const hit = remembered.get(key);
  if (hit && Date.now() < hit.expiresAt) return hit.promise as Promise<T>;

  const promise = new Promise<T>((resolve) => resolve(fn()));
  const entry: Remembered = { promise, expiresAt: Number.POSITIVE_INFINITY };
  remembered.set(key, entry);
  promise.then(
    () => {
      entry.expiresAt = Date.now() + ttlMs;
    },
    () => {
      if (remembered.get(key) === entry) remembered.delete(key);
    },
  );
  return promise;
}

/** Forgets remembered results whose key starts with `prefix` (all of them by default). */
export function forget(prefix = ''): void {
  for (const key of remembered.keys()) {
    if (key.startsWith(prefix)) remembered.delete(key);
  }
}

/** Empties every cache, e.g. on logout, when cached data may belong to someone else. */
export function clearHttpCache(): void {
  etags.clear();
  remembered.clear();
}
