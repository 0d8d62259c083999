import { type RefObject, useEffect } from 'react';
import { focusables, trapTab } from '~/components/ui/focus-trap';

/**
 * While the panel is mounted: the page behind does not scroll, focus moves in and stays in,
 * Escape calls `onClose`, and on the way out focus returns to whatever opened it.
 */
export function useModalDrawer(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusables(panel)[0]?.focus();

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
