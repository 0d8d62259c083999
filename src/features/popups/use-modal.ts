import { type RefObject, useEffect } from 'react';
import { trapTab } from '~/components/ui/focus-trap';

/**
 * While the panel is mounted: the page behind does not scroll, focus starts on the panel itself (so the
 * first thing read is its name) and stays inside, Escape calls `onClose`, and focus returns on the way out.
 */
export function useModal(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab') trapTab(panel, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, onClose]);
}
