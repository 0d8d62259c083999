import { z } from 'astro/zod';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { handleTossWebhook } from '~/server/toss/toss-orders';

/** Toss Payments' webhook: always answers 200 once handled, so Toss stops retrying; the payment is re-fetched from Toss. */
export const POST = endpoint(async ({ request }) => {
  const body = await parseBody(z.record(z.string(), z.unknown()), request);
  return { result: await handleTossWebhook(body) };
});
export const ALL = otherMethods('POST');
