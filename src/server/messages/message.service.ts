/**
 * Text messages (알림톡, then SMS), told about an event in the transaction of the change: never twice
 * for one event (one row per event key and channel, made with `on conflict do nothing`); marketing
 * messages by SMS alone (알림톡 carries information only), and a marketing message made at night is
 * due at 08:00 Seoul time. They are sent afterwards by `delivery.service.ts`. Also the back office's
 * reading of the outbox and its resend.
 */
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { type Executor, getDb } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { quietUntil } from './delivery.service.ts';
import {
  insertMessage,
  latestMessages,
  type MessageRow,
  messageById,
  messageCounts,
  messageRecipient,
  settingIn,
  updateMessage,
} from './message.repository.ts';
import {
  type MessageEvent,
  type MessageLanguage,
  MessageTemplateError,
  messageValue,
  renderMessage,
  TEMPLATES,
} from './templates.ts';

/** A Korean mobile number in digits alone (+82 10… as 010…), or undefined when it is not one. */
export function mobileOf(text: string): string | undefined {
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('82')) digits = `0${digits.slice(2)}`;
  return /^01[016789]\d{7,8}$/.test(digits) ? digits : undefined;
}

export type MessageRequest = {
  event: MessageEvent;
  /** Names the happening, so that it is told once however often the code that tells runs. */
  key: string;
  mobile: string;
  memberId: number | null;
  language: string;
  variables: Record<string, string | number>;
};

/**
 * Puts an event's message in the outbox, in the caller's transaction. A template whose variables are
 * not all given, or a number that is not a mobile one, is kept as `failed` or `skipped` with the reason
 * (and logged): the change it tells about goes on.
 */
export async function queueMessage(db: Executor, m: MessageRequest, now = new Date()): Promise<void> {
  const language: MessageLanguage = m.language === 'en' ? 'en' : 'kr';
  const marketing = TEMPLATES[m.event].marketing;
  // The values 알림톡 fills its approved template with: the same as the text's.
  const variables = Object.fromEntries(Object.entries(m.variables).map(([k, v]) => [k, messageValue(v)]));
  const base = {
    event: m.event,
    event_key: m.key,
    channel: marketing ? 'sms' : 'alimtalk',
    member_id: m.memberId,
    language,
    variables,
    marketing,
  } as const;
  const to = mobileOf(m.mobile);
  let body: string;
  try {
    body = renderMessage(m.event, language, m.variables);
  } catch (err) {
    if (!(err instanceof MessageTemplateError)) throw err;
    logger.error({ event: m.event, key: m.key, problems: err.problems }, 'message not sent: its variables are wrong');
    await insertMessage(db, {
      ...base,
      to_mobile: to ?? m.mobile,
      body: '',
      status: 'failed',
      last_error: err.problems.join('; '),
    });
    return;
  }
  if (!to) {
    await insertMessage(db, {
      ...base,
      to_mobile: m.mobile,
      body,
      status: 'skipped',
      last_error: 'not a mobile number',
    });
    return;
  }
  await insertMessage(db, {
    ...base,
    to_mobile: to,
    body,
    next_attempt_at: (marketing && quietUntil(now)) || now,
  });
}

/**
 * A member's message (their name, mobile and language looked up in the caller's transaction); nothing
 * for a member who has left.
 */
export async function queueMemberMessage(
  db: Executor,
  m: Omit<MessageRequest, 'mobile' | 'language' | 'memberId' | 'variables'> & {
    memberId: number;
    /** The values, or the values for the member's language. */
    variables: MessageRequest['variables'] | ((language: MessageLanguage) => MessageRequest['variables']);
  },
  now = new Date(),
): Promise<void> {
  const who = await messageRecipient(db, m.memberId);
  if (!who) return;
  const language: MessageLanguage = who.language === 'en' ? 'en' : 'kr';
  const values = typeof m.variables === 'function' ? m.variables(language) : m.variables;
  await queueMessage(db, { ...m, mobile: who.mobile, language, variables: { name: who.name, ...values } }, now);
}

/** The language of a member's messages ('kr' for a visitor's order). */
export async function messageLanguageOf(db: Executor, memberId: number | null): Promise<string> {
  if (memberId === null) return 'kr';
  return (await messageRecipient(db, memberId))?.language ?? 'kr';
}

/** A settings value read in the caller's transaction, for a message's variables. */
export function settingForMessage<T>(db: Executor, key: string): Promise<T | undefined> {
  return settingIn<T>(db, key);
}

export type { MessageRow };

export async function messagesInOutbox(q: {
  status?: string | undefined;
  event?: string | undefined;
  mobile?: string | undefined;
}): Promise<{ messages: MessageRow[]; counts: Awaited<ReturnType<typeof messageCounts>> }> {
  const db = await getDb();
  const mobile = q.mobile ? (mobileOf(q.mobile) ?? q.mobile.replace(/\D/g, '')) : undefined;
  const [messages, counts] = await Promise.all([latestMessages(db, { ...q, mobile }), messageCounts(db)]);
  return { messages, counts };
}

export const MESSAGE_ERRORS = {
  notFound: '메시지를 찾을 수 없습니다.',
  notResendable: '실패했거나 보관된 메시지만 다시 보낼 수 있습니다.',
  noBody: '내용을 만들 수 없었던 메시지는 다시 보낼 수 없습니다.',
} as const;

/**
 * An operator sends a message again that was given up or kept: it is due at once with fresh tries,
 * and the resend is audited. One still waiting, sent or skipped is a 422; an unknown one a 404.
 */
export async function resendMessage(actor: AuditActor, id: number, now = new Date()): Promise<MessageRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await messageById(tx, id, true);
    if (!row) throw new NotFoundError(MESSAGE_ERRORS.notFound);
    if (row.status !== 'failed' && row.status !== 'kept') {
      throw new ValidationError({ id: [MESSAGE_ERRORS.notResendable] });
    }
    if (row.body === '') throw new ValidationError({ id: [MESSAGE_ERRORS.noBody] });
    await updateMessage(tx, id, { status: 'pending', attempts: 0, next_attempt_at: now, last_error: null });
    await recordAudit(tx, {
      actor,
      action: 'resend',
      entityType: 'message',
      entityId: id,
      changes: { status: { before: row.status, after: 'pending' } },
    });
    return { ...row, status: 'pending', attempts: 0, next_attempt_at: now, last_error: null };
  });
}
