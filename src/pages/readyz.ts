import type { APIRoute } from 'astro';
import { databaseReady } from '~/server/health.service';
import { json, RETRY_AFTER_SECONDS } from '~/server/http/respond';

export const GET: APIRoute = async () => {
  try {
    return json({ status: 'ready', database: await databaseReady() });
  } catch {
    return json({ status: 'unavailable' }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
};
