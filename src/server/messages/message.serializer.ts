import { maskedMobile } from '../../lib/phone.ts';
import type { MessageRow } from './message.repository.ts';

/** A message of the outbox as the back office reads it (the number masked in the middle). */
export function messageWire(m: MessageRow) {
  return {
    id: m.id,
    event: m.event,
    event_key: m.event_key,
    channel: m.channel,
    to: maskedMobile(m.to_mobile),
    language: m.language,
    body: m.body,
    marketing: m.marketing,
    status: m.status,
    attempts: m.attempts,
    next_attempt_at: m.next_attempt_at,
    last_error: m.last_error,
    sent_at: m.sent_at,
    created_at: m.created_at,
  };
}
