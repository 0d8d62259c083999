import { formatDateTime, seoulClock } from '~/lib/dates';

/** A session's date and hours as the shop prints them: `2026.12.03 14:00~16:00` (Korea's time). */
export function sessionTime(s: { starts_at: Date; ends_at: Date }): string {
  const end = seoulClock(s.ends_at);
  return `${formatDateTime(s.starts_at)}~${end.hour}:${end.minute}`;
}

type Translate = (text: string, vars?: Record<string, string | number>) => string;

/** A class's length in the page's words: `2시간 30분`, `2 h 30 min`. */
export function classLength(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? t('{n}시간', { n: hours }) : '', rest ? t('{n}분', { n: rest }) : ''].filter(Boolean).join(' ');
}
