import { formatDateTime } from '~/lib/dates';
import { getDb } from '../db/client.ts';
import { mailOrigin } from '../mail/outbox.service.ts';
import { queueMemberMessage } from '../messages/message.service.ts';
import { signupsToRemind } from './tssa.repository.ts';

/** How long before its start a class is reminded of. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * The class reminder: each confirmed sign-up of a class starting within the next day is told by text
 * message, once (the message's key is the sign-up's; two processes write it once between them).
 */
export async function remindClasses(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await signupsToRemind(db, { from: now, to: new Date(now.getTime() + REMINDER_AHEAD_MS) }, BATCH);
  if (due.length === 0) return 0;
  const origin = await mailOrigin(db);
  for (const s of due) {
    await db.transaction((tx) =>
      queueMemberMessage(
        tx,
        {
          event: 'class_reminder',
          key: `class:${s.id}:reminder`,
          memberId: s.member_id,
          variables: (language) => ({
            class_name: language === 'en' && s.title_en ? s.title_en : s.title,
            starts_at: formatDateTime(s.starts_at),
            head_count: s.head_count,
            class_url: `${origin}/my-page/tssa`,
          }),
        },
        now,
      ),
    );
  }
  return due.length;
}
