import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { updateSessionGaClientId, updateSessionLocale } from './session.repository.ts';
import type { CurrentSession } from './session.service.ts';

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

/** Spec 7: the analytics client id is kept on the session; a visitor without one has nothing to keep it on. */
export async function keepGaClientId(current: CurrentSession | undefined, gaClientId: string): Promise<boolean> {
  if (!current) return false;
  await updateSessionGaClientId(await getDb(), current.session.id, gaClientId);
  return true;
}
