import type { Language } from '~/lib/constants';
import { longDate, seoulClock } from '~/lib/dates';

/** The quotation's date in Korea: '2025년 3월 5일' or 'March 5, 2025'. */
export function quotationDate(now: Date, lang: Language): string {
  return longDate(now, lang);
}

/** A reference for the printed sheet: Q-YYYYMMDD-HHmm in Korean time. */
export function quotationNumber(now: Date): string {
  const c = seoulClock(now);
  return `Q-${c.year}${c.month}${c.day}-${c.hour}${c.minute}`;
}
