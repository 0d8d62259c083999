import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { dbHandle } from '~/server/db/client';
import { json } from '~/server/http/respond';

export const GET: APIRoute = async () => {
  try {
    const { db, kind } = await dbHandle();
    await db.execute(sql`select 1`);
    return json({ status: 'ready', database: kind });
  } catch {
    return json({ status: 'unavailable' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
};
