import { y2025, y2026, y2027 } from '@hyunbinseo/holidays-kr/all';

/**
 * Korea's public holidays, lunar ones (설날, 추석) and substitute holidays (대체공휴일) included, as the
 * official gazette announces them: the kept `@hyunbinseo/holidays-kr` list, one year per release.
 */
const HOLIDAYS: Readonly<Record<string, readonly string[]>> = { ...y2025, ...y2026, ...y2027 };

/** The holiday names of a day (`YYYY-MM-DD`), empty on an ordinary day. */
export function holidayNames(isoDay: string): readonly string[] {
  return HOLIDAYS[isoDay] ?? [];
}

/** Whether a day (`YYYY-MM-DD`) is a Korean public holiday. */
export function isKoreanHoliday(isoDay: string): boolean {
  return isoDay in HOLIDAYS;
}
