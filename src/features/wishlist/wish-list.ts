import { confirmDialog } from '~/lib/dialog';
import { deleteJson, forgetList } from '~/lib/http';

/** The wishlist page's remove buttons: confirm, delete the entry, drop the row; an emptied page reloads. */
export function bindWishRemoval(): void {
  document.addEventListener('click', async (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-wish-remove]');
    if (!button || button.disabled) return;
    if (!(await confirmDialog({ message: button.dataset.confirm ?? '' }))) return;
    button.disabled = true;
    try {
      await deleteJson(`/api/v1/my-wish/${button.dataset.wishRemove}`);
      forgetList('/api/v1/my-wish');
      // The page then shows what is left, refilled from the next page.
      window.location.reload();
    } catch {
      button.disabled = false;
    }
  });
}
