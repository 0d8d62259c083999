/**
 * After a deploy, an open page may ask for script chunks that no longer exist. Spec 2.10 and 4:
 * reload once with reload=1; if that fails too, ask the person to refresh. A module-load failure
 * outside navigation alerts once, remembered by a one-time flag that the next failure clears.
 */
export const RELOAD_PARAM = 'reload';
export const MODULE_ALERT_FLAG = 'module-refresh-alerted';
export const REFRESH_MESSAGE = '새로운 콘텐츠가 있습니다. 페이지를 새로고침해 주세요.';

export function reloadTarget(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(RELOAD_PARAM) === '1') return null;
  url.searchParams.set(RELOAD_PARAM, '1');
  return url.toString();
}

const MODULE_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload',
];

export function isModuleLoadFailure(message: string): boolean {
  return MODULE_FAILURES.some((m) => message.includes(m));
}

/** True when this failure should alert; flips the one-time flag either way. */
export function takeModuleAlert(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): boolean {
  if (storage.getItem(MODULE_ALERT_FLAG)) {
    storage.removeItem(MODULE_ALERT_FLAG);
    return false;
  }
  storage.setItem(MODULE_ALERT_FLAG, '1');
  return true;
}
