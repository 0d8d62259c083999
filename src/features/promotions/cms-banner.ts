import { DESKTOP_LAYOUT_MIN_WIDTH } from '~/lib/constants';
import { bannerKey, isBannerHidden, nextLocalMidnight } from './banner';

/** Close until midnight, remembered per banner; a desktop click is recorded (click id 12). */
export function bindCmsBanner(root: HTMLElement): void {
  const name = root.dataset.cmsBanner ?? '';
  const key = bannerKey(name);
  try {
    if (isBannerHidden(localStorage.getItem(key), new Date())) root.hidden = true;
  } catch {
    // storage blocked: the banner simply stays
  }
  root.querySelector('[data-cms-close]')?.addEventListener('click', () => {
    root.hidden = true;
    try {
      localStorage.setItem(key, String(nextLocalMidnight(new Date())));
    } catch {
      // storage blocked: hidden for this page only
    }
  });
  root.querySelector('a')?.addEventListener('click', () => {
    if (window.innerWidth <= DESKTOP_LAYOUT_MIN_WIDTH) return;
    // Loaded on the first click so that the banner costs no HTTP client up front.
    void import('~/lib/http')
      .then(({ postJson }) =>
        postJson(
          '/api/v1/click-log',
          { click_id: root.dataset.clickId, click_type: 'banner', click_name: name, platform: 'pc' },
          { silent: true },
        ),
      )
      .catch(() => {});
  });
}
