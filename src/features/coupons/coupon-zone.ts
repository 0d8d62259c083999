import { enableWhenReady } from '~/features/forms/until-ready';
import { alertDialog } from '~/lib/dialog';
import { reloadPage } from '~/lib/navigation';
import { downloadCoupon } from './coupons.api';

/**
 * The coupon zone's 받기 buttons (one delegated listener): the coupon is taken through the same call
 * as the product page's, the page's own words say so, and the page is drawn again with the coupon
 * among the usable ones. A coupon already taken (409) is explained by the shared client. The buttons
 * are drawn disabled until this has run, so a press before it cannot be lost.
 */
export function bindCouponZone(root: ParentNode): void {
  const zone = root.querySelector<HTMLElement>('[data-coupon-zone]');
  if (!zone) return;
  const words = JSON.parse(zone.querySelector('[data-coupon-zone-words]')?.textContent ?? '{}') as {
    taken?: string;
    done?: string;
  };
  zone.addEventListener('click', async (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-coupon-id]');
    if (!button || button.disabled || button.dataset.busy) return;
    button.dataset.busy = '1';
    try {
      const taken = await downloadCoupon(Number(button.dataset.couponId));
      button.disabled = true;
      if (words.taken) button.textContent = words.taken;
      await alertDialog({ message: words.done ?? taken.message });
      reloadPage();
    } catch {
      // The shared client has shown the reason (already taken), or started the login flow.
    } finally {
      delete button.dataset.busy;
    }
  });
  enableWhenReady(zone);
}
