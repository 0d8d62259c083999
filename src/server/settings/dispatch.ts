import { closedDaysAhead, type Dispatch, expectedDispatch } from '~/lib/dispatch';
import { isKoreanHoliday } from '~/lib/holidays';
import type { ShopSettings } from './settings.types.ts';

export const DEFAULT_CUTOFF_HOUR = 14;

/** How far ahead the page tells the browser which days are closed, so a kept page stays right. */
const LOOKAHEAD_DAYS = 45;

export type DispatchInfo = { dispatch: Dispatch; cutoffHour: number; closedAhead: string[] };

/** The expected dispatch of an order placed at `now`, from the settings' cut-off and the working-day calendar. */
export function dispatchInfo(settings: Pick<ShopSettings, 'dispatch'>, now: Date = new Date()): DispatchInfo {
  const cutoffHour = settings.dispatch?.cutoff_hour ?? DEFAULT_CUTOFF_HOUR;
  const own = new Set(settings.dispatch?.closed_days ?? []);
  const closed = (day: string) => isKoreanHoliday(day) || own.has(day);
  return {
    dispatch: expectedDispatch(now, cutoffHour, closed),
    cutoffHour,
    closedAhead: closedDaysAhead(now, LOOKAHEAD_DAYS, closed),
  };
}
