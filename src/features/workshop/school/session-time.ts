import { formatDateTime, seoulClock } from '~/lib/dates';

/** A session's date and hours as the shop prints them: `2026.12.03 14:00~16:00` (Korea's time). */
export function sessionTime(s: { starts_at: Date; ends_at: Date }): string {
  const end = seoulClock(s.ends_at);
  return `${formatDateTime(s.starts_at)}~${end.hour}:${end.minute}`;
}
