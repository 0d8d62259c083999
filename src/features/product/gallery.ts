import { holdEarlyClicks } from '~/lib/directives/replay';

/** Hover zoom follows the pointer on desktop; it is off for touch and narrow screens. */
export function bindZoom(root: HTMLElement): void {
  const fine = window.matchMedia('(min-width: 1025px) and (pointer: fine)');
  for (const box of root.querySelectorAll<HTMLElement>('[data-zoom]')) {
    const img = box.querySelector('img');
    if (!img) continue;
    box.addEventListener('mousemove', (e) => {
      if (!fine.matches) return;
      const r = box.getBoundingClientRect();
      img.style.transformOrigin = `${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`;
      box.classList.add('is-zoomed');
    });
    box.addEventListener('mouseleave', () => box.classList.remove('is-zoomed'));
  }
}

/**
 * The carousel code (swiper) loads only for galleries with more than one picture. A press on an arrow
 * or a thumbnail before it has come is held and given again once the carousel is running.
 */
export async function startGallery(root: HTMLElement): Promise<void> {
  bindZoom(root);
  if (root.dataset.gallery !== 'many') return;
  const main = root.querySelector<HTMLElement>('.gallery__main');
  if (!main) return;
  await holdEarlyClicks(root, () => mountCarousel(root, main))();
}

async function mountCarousel(root: HTMLElement, main: HTMLElement): Promise<void> {
  const { A11y, Keyboard, Navigation, Swiper } = await import('./gallery-swiper');
  const thumbs = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]'));
  const prevEl = root.querySelector<HTMLElement>('.gallery__nav--prev');
  const nextEl = root.querySelector<HTMLElement>('.gallery__nav--next');
  // Swiper's screen-reader words are English by default: use the page's own.
  const slideLabel = (main.dataset.slideLabel ?? '{index} / {total}')
    .replace('{index}', '{{index}}')
    .replace('{total}', '{{slidesLength}}');
  const counter = root.querySelector<HTMLElement>('[data-gallery-index]');
  const swiper = new Swiper(main, {
    modules: [A11y, Keyboard, Navigation],
    speed: 400,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      slideRole: 'group',
      prevSlideMessage: prevEl?.getAttribute('aria-label') ?? '',
      nextSlideMessage: nextEl?.getAttribute('aria-label') ?? '',
      firstSlideMessage: prevEl?.getAttribute('aria-label') ?? '',
      lastSlideMessage: nextEl?.getAttribute('aria-label') ?? '',
      slideLabelMessage: slideLabel,
    },
    navigation: { prevEl, nextEl },
    on: {
      slideChange(s) {
        if (counter) counter.textContent = String(s.activeIndex + 1);
        thumbs.forEach((b, i) => {
          if (i === s.activeIndex) b.setAttribute('aria-current', 'true');
          else b.removeAttribute('aria-current');
        });
      },
    },
  });
  thumbs.forEach((b, i) => {
    b.addEventListener('click', () => swiper.slideTo(i));
  });
}
