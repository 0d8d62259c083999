import { alertDialog, confirmDialog } from '~/lib/dialog';
import { deleteJson } from '~/lib/http';
import { inquiryPath } from './boards';
import { explainRefusal, isStatus, type RefusalWords } from './refusal';

type Words = RefusalWords & { deleteConfirm: string; deleted: string };

/** The delete button of an unanswered inquiry's page. */
export function bindInquiryActions(root: Document): void {
  const words = JSON.parse(root.getElementById('inquiry-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  root.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-delete-inquiry]') : null;
    if (!button?.dataset.deleteInquiry || !(await confirmDialog({ message: words.deleteConfirm }))) return;
    try {
      await deleteJson(button.dataset.deleteInquiry, { silent: true });
      await alertDialog({ message: words.deleted });
      window.location.assign(inquiryPath());
    } catch (err) {
      await explainRefusal(err, words);
      // Answered meanwhile: the page as it is now has no delete button.
      if (isStatus(err, 409)) window.location.reload();
    }
  });
}
