import { explainRefusal, isStatus, type RefusalWords } from '~/features/boards/refusal';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { postJson } from '~/lib/http';

type Words = RefusalWords & { confirm: string; done: string };

/** The cancel button of a custom order the member may still cancel (before it is paid). */
export function bindCustomOrderActions(root: Document): void {
  const words = JSON.parse(root.getElementById('custom-order-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  root.addEventListener('click', async (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cancel-custom-order]') : null;
    const url = button?.dataset.cancelCustomOrder;
    if (!url || !(await confirmDialog({ message: words.confirm }))) return;
    try {
      await postJson(url, {}, { silent: true });
      await alertDialog({ message: words.done });
      window.location.reload();
    } catch (err) {
      await explainRefusal(err, words);
      // Paid meanwhile: the page as it is now has no cancel button.
      if (isStatus(err, 409)) window.location.reload();
    }
  });
}
