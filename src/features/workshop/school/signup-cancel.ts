import { explainRefusal, isStatus, type RefusalWords } from '~/features/boards/refusal';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { postJson } from '~/lib/http';
import { reloadPage } from '~/lib/navigation';

type Words = RefusalWords & { title: string; done: string; keep: string; cancel: string };

/**
 * The cancel buttons of the member's sign-ups: the shop's dialog shows the refund the server
 * computed (in the button's `data-refund`) before anything is cancelled.
 */
export function bindSignupCancel(root: Document): void {
  const words = JSON.parse(root.getElementById('tssa-cancel-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  root.addEventListener('click', async (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-cancel-signup]') : null;
    const url = button?.dataset.cancelSignup;
    if (!button || !url) return;
    const agreed = await confirmDialog({
      title: words.title,
      message: button.dataset.refund ?? '',
      okLabel: words.cancel,
      cancelLabel: words.keep,
    });
    if (!agreed) return;
    button.disabled = true;
    try {
      await postJson(`${url}/cancel`, {}, { silent: true });
      await alertDialog({ message: words.done });
      reloadPage();
    } catch (err) {
      button.disabled = false;
      await explainRefusal(err, words);
      if (isStatus(err, 409) || isStatus(err, 422)) reloadPage();
    }
  });
}
