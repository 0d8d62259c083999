let started = false;

/**
 * Review photos open large in a dialog on the page; each is a link to the full image, so without
 * scripts (or with a modifier key) it still opens on its own.
 */
export function bindPhotoViewer(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    // A click on the backdrop lands on the dialog itself: it closes the viewer.
    if (event.target instanceof HTMLDialogElement && event.target.matches('[data-photo-viewer]')) {
      event.target.close();
      return;
    }
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-review-photo]') : null;
    const viewer = document.querySelector<HTMLDialogElement>('dialog[data-photo-viewer]');
    const img = viewer?.querySelector('img');
    if (!link || !viewer || !img || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    img.src = link.href;
    img.alt = link.querySelector('img')?.alt || link.getAttribute('aria-label') || '';
    viewer.showModal();
  });
}
