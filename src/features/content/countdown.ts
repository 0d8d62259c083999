/** Words of a countdown, in the page's language: `{days}일`, `{days}d` (a short form, the same for one or many). */
export type CountdownWords = { lead: string; days: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What is left until `until`, as a person reads it: `3일 04:12:33` (`3d 04:12:33`), the days left
 * out under one day; null once it has passed.
 */
export function timeLeft(until: Date, now: Date, words: CountdownWords): string | null {
  const ms = until.getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days === 0) return clock;
  return `${words.days.replace('{days}', String(days))} ${clock}`;
}
