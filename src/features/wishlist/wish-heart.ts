import { $session, isAuthenticated } from '~/features/session/session.store';
import { confirmDialog } from '~/lib/dialog';
import { redirectToLogin } from '~/lib/http-errors';
import { addWish, removeWish } from './wishlist.api';

/**
 * Spec 4, wishlist toggle. Off to on asks 'Do you want to add to the wishlist?' then creates the entry;
 * on to off asks to confirm removal then deletes the entry and clears the product's wishes; cancel does
 * nothing; a visitor gets the login-required flow. The messages come with the button, in the page's
 * language.
 */
export async function toggleWish(button: HTMLButtonElement): Promise<void> {
  if (!isAuthenticated($session.get())) {
    redirectToLogin();
    return;
  }
  if (button.dataset.busy) return;
  const on = button.getAttribute('aria-pressed') === 'true';
  const message = (on ? button.dataset.confirmRemove : button.dataset.confirmAdd) ?? '';
  if (!(await confirmDialog({ message }))) return;
  button.dataset.busy = '1';
  try {
    if (on) {
      await removeWish(button.dataset.wiId ?? '');
      setHeart(button.dataset.itId ?? '', undefined);
    } else {
      const entry = await addWish(Number(button.dataset.itId));
      setHeart(button.dataset.itId ?? '', String(entry.wi_id));
    }
  } catch {
    // The shared client has already shown the message or started the login flow.
  } finally {
    delete button.dataset.busy;
  }
}

/** Every heart of the product on the page (a card and the product page may show it twice) follows. */
function setHeart(itId: string, wiId: string | undefined): void {
  for (const b of document.querySelectorAll<HTMLButtonElement>(`button[data-wish][data-it-id="${CSS.escape(itId)}"]`)) {
    b.setAttribute('aria-pressed', wiId ? 'true' : 'false');
    if (wiId) b.dataset.wiId = wiId;
    else delete b.dataset.wiId;
  }
  document.dispatchEvent(new CustomEvent('wishlist:change', { detail: { itId, wiId } }));
}
