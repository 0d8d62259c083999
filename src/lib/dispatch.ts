import { seoulClock } from './dates';

/** When an order placed now leaves the warehouse: `today` before the cut-off on a working day. */
export type Dispatch = {
  /** The day the parcel leaves, `YYYY-MM-DD` in Seoul. */
  day: string;
  when: 'today' | 'tomorrow' | 'later';
};

const DAY_MS = 86_400_000;

/** The calendar day after `isoDay` (`YYYY-MM-DD`), by the calendar, not the clock. */
export function nextDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday, and neither a public holiday nor a day the shop closes. */
export function isWorkingDay(isoDay: string, closed: (isoDay: string) => boolean): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closed(isoDay);
}

/**
 * The expected dispatch of an order placed at `now`: today when today is a working day and Seoul's
 * clock is before the cut-off hour, else the next working day.
 */
export function expectedDispatch(now: Date, cutoffHour: number, closed: (isoDay: string) => boolean): Dispatch {
  const clock = seoulClock(now);
  const today = `${clock.year}-${clock.month}-${clock.day}`;
  if (isWorkingDay(today, closed) && Number(clock.hour) < cutoffHour) return { day: today, when: 'today' };
  let day = nextDay(today);
  // A year has no run of closed days longer than a few weeks; the bound only guards a broken calendar.
  for (let i = 0; i < 60 && !isWorkingDay(day, closed); i++) day = nextDay(day);
  return { day, when: day === nextDay(today) ? 'tomorrow' : 'later' };
}

/** The days among the next `days` from `now` (Seoul) that are not working days, for the browser to reckon with. */
export function closedDaysAhead(now: Date, days: number, closed: (isoDay: string) => boolean): string[] {
  const clock = seoulClock(now);
  let day = `${clock.year}-${clock.month}-${clock.day}`;
  const out: string[] = [];
  for (let i = 0; i < days; i++, day = nextDay(day)) if (!isWorkingDay(day, closed)) out.push(day);
  return out;
}

/** The dispatch line's words in the page's language; `{hour}`, `{weekday}` and `{date}` are filled in. */
export type DispatchWords = { today: string; tomorrow: string; later: string };

const WEEKDAY = {
  kr: new Intl.DateTimeFormat('ko-KR', { weekday: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
};
const MONTH_DAY = {
  kr: new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

/** '오늘 14시 전 주문 시 오늘 출발', '내일 (금) 출발' or '12월 1일 (화) 출발', from the page's words. */
export function dispatchText(d: Dispatch, cutoffHour: number, lang: 'kr' | 'en', words: DispatchWords): string {
  const date = new Date(`${d.day}T00:00:00Z`);
  return words[d.when]
    .replace('{hour}', String(cutoffHour))
    .replace('{weekday}', WEEKDAY[lang].format(date))
    .replace('{date}', MONTH_DAY[lang].format(date));
}
