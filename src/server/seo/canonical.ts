/**
 * A list's canonical path: each page past the first lists other items, so its number is kept; sorting
 * and filters only reorder or narrow the same items, so they are dropped.
 */
export function listCanonical(path: string, page: number | string | null | undefined): string {
  const n = Number(page ?? 1);
  return Number.isInteger(n) && n > 1 ? `${path}?page=${n}` : path;
}
