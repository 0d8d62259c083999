/**
 * The product's pictures panel: upload (multipart), move one earlier or later, remove (asked first).
 * Each change is one call; the page is read again after it, showing the pictures as they now are.
 */
import { confirmDialog } from '~/lib/dialog';
import { ApiError, http } from '~/lib/http';

async function call(panel: HTMLElement, run: () => Promise<unknown>) {
  const status = panel.querySelector<HTMLElement>('[data-status]');
  const error = panel.querySelector<HTMLElement>('[data-error-for="files"]');
  try {
    await run();
    window.location.reload();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const message = err.fieldErrors.files?.[0] ?? (err.data as { message?: string } | undefined)?.message ?? '';
    if (error && err.fieldErrors.files) error.textContent = message;
    if (status) {
      status.textContent = message;
      status.dataset.tone = 'error';
    }
  }
}

const options = { context: { handles: [403, 404, 409, 413, 422] } };

export function bindProductPictures(root: ParentNode = document) {
  for (const panel of root.querySelectorAll<HTMLElement>('[data-product-pictures]')) {
    const action = panel.dataset.action ?? '';
    const images: string[] = JSON.parse(panel.dataset.images ?? '[]');
    panel.querySelector<HTMLFormElement>('form[data-picture-upload]')?.addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      void call(panel, () => http.post(action, { body: new FormData(form), ...options }).json());
    });
    panel.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(
        'button[data-move], button[data-remove-picture]',
      );
      const url = button?.closest<HTMLElement>('[data-picture]')?.dataset.picture;
      if (!button || !url) return;
      if (button.dataset.move) {
        const from = images.indexOf(url);
        const to = from + Number(button.dataset.move);
        if (from < 0 || to < 0 || to >= images.length) return;
        const order = [...images];
        [order[from], order[to]] = [order[to] as string, order[from] as string];
        void call(panel, () => http.put(action, { json: { images: order }, ...options }).json());
        return;
      }
      void (async () => {
        if (!(await confirmDialog({ message: button.dataset.confirm ?? '' }))) return;
        await call(panel, () => http.delete(action, { json: { image: url }, ...options }).json());
      })();
    });
  }
}
