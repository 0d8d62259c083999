import { z } from 'astro/zod';
import { MAX_PER_PAGE } from '~/lib/constants';

export type Page<T> = {
  current_page: number;
  data: T[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
};

/**
 * `page` must be a positive whole number (else 422); `per_page` (or the spec's `perPage`) is clamped
 * to 1..MAX_PER_PAGE so that a greedy client gets a full page rather than an error.
 */
export function pageQuery(defaultPerPage: number) {
  const perPage = z.coerce
    .number({ error: 'per_page는 숫자여야 합니다.' })
    .int({ error: 'per_page는 정수여야 합니다.' })
    .transform((n) => Math.min(Math.max(n, 1), MAX_PER_PAGE))
    .optional();
  return z
    .object({
      page: z.coerce
        .number({ error: 'page는 숫자여야 합니다.' })
        .int({ error: 'page는 정수여야 합니다.' })
        .min(1, { error: 'page는 1 이상이어야 합니다.' })
        .max(1_000_000, { error: 'page가 너무 큽니다.' })
        .default(1),
      per_page: perPage,
      perPage: perPage,
    })
    .transform(({ page, per_page, perPage: camel }) => ({ page, perPage: per_page ?? camel ?? defaultPerPage }));
}

export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: rows,
    from,
    last_page: lastPage,
    per_page: perPage,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The same page with each row turned into another shape (a serializer's, say). */
export function mapPage<T, U>(page: Page<T>, f: (row: T) => U): Page<U> {
  return { ...page, data: page.data.map((row) => f(row)) };
}
