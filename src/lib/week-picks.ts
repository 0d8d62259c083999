import { WEEK_PICKS_DEFAULT_WEEK } from './constants';

export type WeekRange = { week_no: number; starts_on: string; ends_on: string };

/** Spec 4: the week whose Monday–Sunday range holds today (Korea's date), else week 2. */
export function currentWeek(weeks: WeekRange[], today: string): number {
  const hit = weeks.find((w) => w.starts_on <= today && today <= w.ends_on);
  return hit?.week_no ?? WEEK_PICKS_DEFAULT_WEEK;
}
