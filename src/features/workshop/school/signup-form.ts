import { explainRefusal, type RefusalWords } from '~/features/boards/refusal';
import { orderFormUrl } from '~/features/cart/cart-add';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, postJson } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import { MY_TSSA_PATH } from './school-paths';
import { SIGNUPS_API, type SignupAnswer } from './tssa.api';

/** The words the sign-up forms show, in the page's language (a JSON script the page renders). */
export type SignupWords = RefusalWords & { waitlistConfirm: string; waitlisted: string };

function readWords(root: Document): SignupWords {
  const words = JSON.parse(root.getElementById('tssa-signup-words')?.textContent ?? '{}') as SignupWords;
  words.messages ??= {};
  return words;
}

/** The first field message of a refused sign-up, in the page's language. */
function fieldMessage(err: unknown, words: SignupWords): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 422) return undefined;
  const first = Object.values(err.fieldErrors)[0]?.[0];
  return first === undefined ? undefined : (words.messages[first] ?? first);
}

/**
 * Every sign-up form of the page: the pressed session's button signs up the chosen head count and
 * goes to the order form to pay; on a full session it asks first and joins the waitlist.
 */
export function bindSignupForms(root: Document): void {
  const words = readWords(root);
  root.addEventListener('submit', async (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.matches('[data-tssa-signup]')) return;
    event.preventDefault();
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    if (!button?.value || button.disabled) return;
    const waitlist = button.hasAttribute('data-waitlist');
    if (waitlist && !(await confirmDialog({ message: words.waitlistConfirm }))) return;
    const head_count = Number(new FormData(form).get('head_count') ?? 1);
    button.disabled = true;
    try {
      const answer = await postJson<SignupAnswer>(
        SIGNUPS_API,
        { session_id: Number(button.value), head_count, waitlist },
        { silent: true },
      );
      if (answer.waitlisted || answer.cart_line_id === null) {
        await alertDialog({ message: words.waitlisted });
        goTo(MY_TSSA_PATH);
      } else {
        goTo(orderFormUrl([answer.cart_line_id]));
      }
    } catch (err) {
      const message = fieldMessage(err, words);
      if (message) await alertDialog({ title: words.errorTitle, message });
      else await explainRefusal(err, words);
    } finally {
      button.disabled = false;
    }
  });
}
