import { copyText } from '~/lib/clipboard';

const SHOWN_MS = 3000;

/**
 * Copy buttons written by pages (`CopyButton.tsx`'s markup): `data-copy` is the text, `data-copied`
 * and `data-failed` what the live message beside the button says. One listener for the page.
 */
export function bindCopyButtons(root: Document | HTMLElement = document): void {
  root.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    const status = button.parentElement?.querySelector<HTMLElement>('.copy__status');
    const ok = await copyText(button.dataset.copy ?? '');
    if (!status) return;
    status.textContent = (ok ? button.dataset.copied : button.dataset.failed) ?? '';
    clearTimeout(Number(status.dataset.timer));
    status.dataset.timer = String(
      setTimeout(() => {
        status.textContent = '';
      }, SHOWN_MS),
    );
  });
}
