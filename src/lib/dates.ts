import type { Language } from './constants';

const SEOUL = 'Asia/Seoul';

// Made once: building a time-zone aware format costs far more than formatting with it.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' });
const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: SEOUL, hour: '2-digit', minute: '2-digit', hour12: false });

const WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const LONG_DATE: Record<Language, Intl.DateTimeFormat> = {
  kr: new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL, dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: SEOUL, dateStyle: 'long' }),
};

export type SeoulClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The clock in Seoul at `value`, every part zero-padded (hours 00–23), for stamps and reference numbers. */
export function seoulClock(value: Date | string): SeoulClock {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of WALL_CLOCK.formatToParts(new Date(value))) p[type] = text;
  return {
    year: p.year ?? '',
    month: p.month ?? '',
    day: p.day ?? '',
    hour: p.hour ?? '',
    minute: p.minute ?? '',
    second: p.second ?? '',
  };
}

/** A date written out in Korea's time zone: '2025년 3월 5일' or 'March 5, 2025'. */
export function longDate(value: Date | string, lang: Language): string {
  return LONG_DATE[lang].format(new Date(value));
}

function parts(date: Date): { y: string; m: string; d: string } {
  const [y = '', m = '', d = ''] = DAY.format(date).split('-');
  return { y, m, d };
}

/** Dates as Korean shops print them: 2025.07.14, in Korea's time zone. */
export function formatDate(value: Date | string): string {
  const { y, m, d } = parts(new Date(value));
  return `${y}.${m}.${d}`;
}

/** Date and time as Korean shops print them: 2025.07.14 15:04, in Korea's time zone. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  const time = CLOCK.format(date).replace(/^24/, '00');
  return `${formatDate(date)} ${time}`;
}

/** The datepicker's value format, YYYY-MM-DD (spec 3). */
export function isoDate(value: Date | string): string {
  const { y, m, d } = parts(new Date(value));
  return `${y}-${m}-${d}`;
}

const WORDS = {
  kr: { now: '방금 전', minutes: '{n}분 전', hours: '{n}시간 전' },
  en: { now: 'just now', minutes: '{n} min ago', hours: '{n} h ago' },
} as const;

/** Spec 9: under a minute 'just now', then minutes, then hours, and after 24 hours month-day. */
export function relativeTime(value: Date | string, lang: Language, now: Date = new Date()): string {
  const then = new Date(value);
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  const w = WORDS[lang];
  if (seconds < 60) return w.now;
  if (seconds < 3600) return w.minutes.replace('{n}', String(Math.floor(seconds / 60)));
  if (seconds < 86_400) return w.hours.replace('{n}', String(Math.floor(seconds / 3600)));
  const { m, d } = parts(then);
  return `${m}-${d}`;
}

/** A `datetime-local` field's value for `value` on Seoul's clock: 2025-07-14T15:04. */
export function seoulDateTimeInput(value: Date | string): string {
  const c = seoulClock(value);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date an operator typed: on Seoul's clock (`2025-07-14`, midnight, or `2025-07-14T15:04`, as a
 * `datetime-local` field sends it), or an ISO instant with its zone. Undefined when it is neither,
 * or names a day that does not exist.
 */
export function parseSeoulDateTime(text: string): Date | undefined {
  const value = text.trim();
  if (WITH_ZONE.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? undefined : at;
  }
  const m = WALL_TIME.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((p) => (p === undefined ? undefined : Number(p))) as number[];
  // Korea keeps no summer time: its clock is UTC+9 all year.
  const at = new Date(Date.UTC(y as number, (mo as number) - 1, d, h - 9, mi, s));
  const back = seoulClock(at);
  const same =
    Number(back.year) === y && Number(back.month) === mo && Number(back.day) === d && Number(back.hour) === h;
  return same && h < 24 && mi < 60 && s < 60 ? at : undefined;
}
