import { SCROLL_TOP_THRESHOLD_RATIO } from '~/lib/constants';

/** Spec 2.11: shown once the page is scrolled past 40% of the window height. */
export function scrollTopVisible(scrollY: number, innerHeight: number): boolean {
  return scrollY > innerHeight * SCROLL_TOP_THRESHOLD_RATIO;
}

export function bindScrollTop(button: HTMLButtonElement): void {
  const update = () => {
    button.hidden = !scrollTopVisible(window.scrollY, window.innerHeight);
  };
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
  update();
}
