import { z } from 'astro/zod';
import { NotFoundError } from './errors.ts';

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/** A numeric path id; anything else cannot name a record, so it is a 404 rather than a 422. */
export function idParam(raw: string | undefined): number {
  const parsed = positiveId.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? '')) throw new NotFoundError();
  return parsed.data;
}
