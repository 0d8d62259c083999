import type { Language } from '~/lib/constants';

/** The quotation's date in Korea: '2025년 3월 5일' or 'March 5, 2025'. */
export function quotationDate(now: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'long',
  }).format(now);
}

/** A reference for the printed sheet: Q-YYYYMMDD-HHmm in Korean time. */
export function quotationNumber(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `Q-${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}`;
}
