import { CMS_BANNER_KEY_PREFIX } from '~/lib/constants';

/** Spec 4: a closed CMS banner stays hidden until the next local midnight. */
export function nextLocalMidnight(now: Date): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

export function bannerKey(name: string): string {
  return `${CMS_BANNER_KEY_PREFIX}${name}`;
}

export function isBannerHidden(stored: string | null, now: Date): boolean {
  const until = Number(stored);
  return Number.isFinite(until) && until > now.getTime();
}
