/**
 * Where the route cache keeps shared answers in this process (`CACHE_PROVIDER=memory`, the
 * default): one `lru-cache` bounded by bytes (`CACHE_MB`), each answer held compressed in the
 * coding of the visitor who filled it (a 100 KB category page is about 20 KB in zstd), with the
 * other codings made from it when first asked and kept beside it. Invalidations (`./invalidation.ts`)
 * drop answers by tag or address; an answer past its time and its `swr` window is dropped when
 * next asked for.
 */
import { LRUCache } from 'lru-cache';
import { config } from '../config.ts';
import { type Coding, codingFor, decodeFrom, encodeAs } from '../http/compress.ts';
import { onInvalidate } from './invalidation.ts';

/** How a copy of an answer is held: compressed in one coding, or plain. */
type Form = Coding | 'identity';

export type StoredAnswer = {
  status: number;
  /** Names in lower case, without cookies, length or coding. */
  headers: [string, string][];
  /** The address it answers (path and query), for invalidation by path. */
  path: string;
  tags: string[];
  etag: string;
  storedAt: number;
  maxAge: number;
  swr: number;
  /** Plain length, which decides whether it is worth compressing. */
  size: number;
  stored: Form;
  copies: Map<Form, Promise<Uint8Array<ArrayBuffer>>>;
  bytes: number;
  /** Set while a request renders it again behind its stale copy. */
  renewing?: boolean;
};

const MB = 1024 * 1024;
const answers = new LRUCache<string, StoredAnswer>({
  maxSize: Math.max(1, config.cacheMb) * MB,
  // An answer larger than a quarter of the memory would push out everything else for one page.
  maxEntrySize: (Math.max(1, config.cacheMb) * MB) / 4,
  sizeCalculation: (answer) => Math.max(1, answer.bytes),
});

onInvalidate((what) => {
  if (what.all) return answers.clear();
  const wanted = new Set(what.tags);
  const paths = new Set(what.paths);
  for (const [key, answer] of answers.entries()) {
    if (paths.has(answer.path) || answer.tags.some((t) => wanted.has(t))) answers.delete(key);
  }
});

export type Freshness = 'fresh' | 'stale';

/** The answer kept under `key` and whether it is fresh; undefined when none may be sent. */
export function lookUp(key: string, now = Date.now()): { answer: StoredAnswer; freshness: Freshness } | undefined {
  const answer = answers.get(key);
  if (!answer) return undefined;
  const age = (now - answer.storedAt) / 1000;
  if (age <= answer.maxAge) return { answer, freshness: 'fresh' };
  if (age <= answer.maxAge + answer.swr) return { answer, freshness: 'stale' };
  answers.delete(key);
  return undefined;
}

/** Keeps `plain` under `key`, compressed for `acceptEncoding`; returns the copy to send now. */
export async function keep(
  key: string,
  init: Omit<StoredAnswer, 'size' | 'stored' | 'copies' | 'bytes'>,
  plain: Uint8Array<ArrayBuffer>,
  acceptEncoding: string | null,
): Promise<{ answer: StoredAnswer; coding: Coding | undefined; body: Uint8Array<ArrayBuffer> }> {
  const coding = codingFor(acceptEncoding, plain.byteLength);
  const body = coding ? await encodeAs(coding, plain) : plain;
  const stored: Form = coding ?? 'identity';
  const answer: StoredAnswer = {
    ...init,
    size: plain.byteLength,
    stored,
    copies: new Map([[stored, Promise.resolve(body)]]),
    bytes: body.byteLength,
  };
  answers.set(key, answer);
  return { answer, coding, body };
}

/** The answer's body in the coding the client takes best, made from the stored copy when new. */
export async function copyFor(
  key: string,
  answer: StoredAnswer,
  acceptEncoding: string | null,
): Promise<{ coding: Coding | undefined; body: Uint8Array<ArrayBuffer> }> {
  const coding = codingFor(acceptEncoding, answer.size);
  const form: Form = coding ?? 'identity';
  const have = answer.copies.get(form);
  if (have) return { coding, body: await have };
  const source = answer.copies.get(answer.stored) as Promise<Uint8Array<ArrayBuffer>>;
  const plain = answer.stored === 'identity' ? source : source.then((b) => decodeFrom(answer.stored as Coding, b));
  if (!coding) return { coding, body: await plain };
  const made = plain.then((b) => encodeAs(coding, b));
  answer.copies.set(form, made);
  const body = await made.catch((err) => {
    answer.copies.delete(form);
    throw err;
  });
  // Counted in the cache's bytes: kept again under the same key (lru-cache sizes an entry when it
  // is set), if it is still the one kept.
  if (answers.peek(key) === answer) {
    answer.bytes += body.byteLength;
    answers.delete(key);
    answers.set(key, answer);
  }
  return { coding, body };
}

/** Answers and bytes kept (the bench reports these). */
export function pageStoreUsage(): { answers: number; bytes: number } {
  return { answers: answers.size, bytes: answers.calculatedSize };
}

export function clearPageStore(): void {
  answers.clear();
}
