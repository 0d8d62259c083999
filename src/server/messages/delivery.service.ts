/**
 * Sending the text messages of the outbox (`message.service.ts` writes them):
 *
 * - at least once: messages are claimed with a lease (`claimDue`), so one a process died sending is
 *   tried again once the lease ends; a refusal worth another try waits longer each time (`backoffMs`)
 *   up to `MAX_ATTEMPTS`; what came of a try is recorded only while its claim holds;
 * - 알림톡 first; when it is refused for good, runs out of tries or the event has no approved template,
 *   the same text goes by SMS (a row of its own, so each channel's tries and result are kept);
 * - marketing messages go to members who agree to them at the time of sending, and never between
 *   21:00 and 08:00 Seoul time (they wait for the morning).
 *
 * Without a configured provider (`configuredProvider`) a due message is kept: status `kept`, in the
 * outbox and the log, for an operator to read.
 */
import { maskedMobile } from '../../lib/phone.ts';
import { getDb } from '../db/client.ts';
import { logger } from '../log.ts';
import { type ClaimedMessage, claimDue, insertMessage, type NewMessage, settleClaim } from './message.repository.ts';
import type { MessageProvider, SendResult } from './solapi.ts';

/** Tries of one channel before it is given up (알림톡 then falls back to SMS). */
export const MAX_ATTEMPTS = 5;
/** How long a claimed message is left to its sender before another try may take it. */
const LEASE_MS = 2 * 60_000;

/** The wait after the n-th refused try: 30 s, 2 min, 8 min, 32 min, then an hour at most. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const SEOUL_MS = 9 * 60 * 60_000;

/**
 * When marketing messages may go again if `now` is in the night (21:00–08:00 Seoul time): the next
 * 08:00 there; undefined in the day.
 */
export function quietUntil(now: Date): Date | undefined {
  const seoul = new Date(now.getTime() + SEOUL_MS);
  const hour = seoul.getUTCHours();
  if (hour >= 8 && hour < 21) return undefined;
  const morning = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() + (hour >= 21 ? 1 : 0), 8);
  return new Date(morning - SEOUL_MS);
}

export type DeliveryReport = {
  sent: number;
  retried: number;
  fellBack: number;
  failed: number;
  skipped: number;
  kept: number;
  deferred: number;
};

/** 알림톡 gave up: the same text by SMS, in a row of its own, due at once (while the claim holds). */
async function fallBack(m: ClaimedMessage, reason: string, now: Date): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await settleClaim(tx, m, { status: 'fell_back', last_error: reason }))) return false;
    await insertMessage(tx, {
      event: m.event,
      event_key: m.event_key,
      channel: 'sms',
      member_id: m.member_id,
      to_mobile: m.to_mobile,
      language: m.language,
      variables: m.variables,
      body: m.body,
      marketing: m.marketing,
      next_attempt_at: now,
    });
    return true;
  });
}

type Outcome = keyof DeliveryReport;

/** Sends one claimed message (or holds, skips or keeps it); what came of it. */
async function deliverOne(
  m: ClaimedMessage,
  provider: MessageProvider | undefined,
  clock: () => Date,
): Promise<{ outcome: Outcome; change: Partial<NewMessage> } | { outcome: 'fellBack'; reason: string }> {
  if (m.marketing) {
    if (m.consent !== true)
      return { outcome: 'skipped', change: { status: 'skipped', last_error: 'no marketing consent' } };
    const morning = quietUntil(clock());
    // Back to waiting for the morning, the try not counted.
    if (morning) return { outcome: 'deferred', change: { attempts: m.attempts - 1, next_attempt_at: morning } };
  }
  if (!provider) {
    logger.info(
      { event: m.event, channel: m.channel, to: maskedMobile(m.to_mobile), outboxMessageId: m.id, body: m.body },
      'text message kept in the outbox (no SOLAPI_API_KEY)',
    );
    return { outcome: 'kept', change: { status: 'kept' } };
  }
  let result: SendResult;
  if (m.channel === 'alimtalk') {
    const templateId = provider.alimtalkTemplate(m.event);
    if (!templateId) return { outcome: 'fellBack', reason: 'no approved 알림톡 template for this event' };
    result = await provider.sendAlimtalk({ to: m.to_mobile, text: m.body, templateId, variables: m.variables });
  } else {
    result = await provider.sendSms({ to: m.to_mobile, text: m.body });
  }
  const now = clock();
  if (result.ok) {
    return {
      outcome: 'sent',
      change: { status: 'sent', sent_at: now, provider_message_id: result.id, last_error: null },
    };
  }
  if (result.retry && m.attempts < MAX_ATTEMPTS) {
    return {
      outcome: 'retried',
      change: { next_attempt_at: new Date(now.getTime() + backoffMs(m.attempts)), last_error: result.error },
    };
  }
  if (m.channel === 'alimtalk') return { outcome: 'fellBack', reason: result.error };
  logger.error({ event: m.event, outboxMessageId: m.id, error: result.error }, 'text message gave up');
  return { outcome: 'failed', change: { status: 'failed', last_error: result.error } };
}

/**
 * Claimed together, sent one after another: at most this many sends of at most 10 s each, so the
 * last is sent well within the claim's two-minute lease.
 */
const BATCH = 10;

/**
 * Sends what is due, batch after batch until nothing is (an SMS made by a fallback goes in the same
 * call). Safe in every process at once: each message is claimed by one, and what came of a try is
 * recorded only while its claim holds. The time is read afresh for each claim and each result; a test
 * passes `fixedNow` to stand at one moment.
 */
export async function deliverDueMessages(
  provider: MessageProvider | undefined,
  fixedNow?: Date,
): Promise<DeliveryReport> {
  const clock = () => fixedNow ?? new Date();
  const report: DeliveryReport = { sent: 0, retried: 0, fellBack: 0, failed: 0, skipped: 0, kept: 0, deferred: 0 };
  const db = await getDb();
  for (let round = 0; round < 100; round++) {
    const claimed = await db.transaction((tx) => claimDue(tx, clock(), BATCH, LEASE_MS));
    if (claimed.length === 0) break;
    for (const m of claimed) {
      try {
        const done = await deliverOne(m, provider, clock);
        const settled =
          'reason' in done ? await fallBack(m, done.reason, clock()) : await settleClaim(db, m, done.change);
        if (settled) report[done.outcome]++;
        else logger.warn({ outboxMessageId: m.id }, 'text message claimed again before its try was recorded');
      } catch (err) {
        // Left claimed: the lease ends and it is tried again.
        logger.error({ err, outboxMessageId: m.id }, 'text message could not be handled');
      }
    }
  }
  return report;
}
