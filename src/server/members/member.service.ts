import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { updateSessionGaClientId, updateSessionLocale } from './session.repository.ts';
import { type CurrentSession, keepVisitorGaClientId } from './session.service.ts';

/** Spec 7: POST /api/v1/language is kept on the session and, for members, on the member. */
export async function saveLocale(current: CurrentSession | undefined, lang: string, currency: string): Promise<void> {
  if (!current) return;
  const db = await getDb();
  await updateSessionLocale(db, current.session.id, lang, currency);
  if (current.member)
    await db
      .update(members)
      .set({ language: lang, currency, updated_at: new Date() })
      .where(eq(members.id, current.member.id));
}

/**
 * Spec 7: the analytics client id is kept on the session. A visitor without one keeps it in a cookie
 * of its own (`GA_COOKIE`), which the session made at login takes over (session.service.ts).
 */
export async function keepGaClientId(
  current: CurrentSession | undefined,
  gaClientId: string,
  cookies: AstroCookies,
  secure: boolean,
): Promise<boolean> {
  if (!current) {
    keepVisitorGaClientId(cookies, gaClientId, secure);
    return true;
  }
  await updateSessionGaClientId(await getDb(), current.session.id, gaClientId);
  return true;
}
