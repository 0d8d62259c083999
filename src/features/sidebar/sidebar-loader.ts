import type { MobileSideBarProps } from './MobileSideBar';
import { SIDEBAR_OPEN_EVENT } from './sidebar';

export const SIDEBAR_STATE_ID = 'sidebar-state';
export const SIDEBAR_HOST_ID = 'sidebar-host';

/**
 * Runs on every page without React. The side bar's code (React and the island) loads the first
 * time someone opens the menu, so pages where nobody does carry none of it.
 */
export function startSidebarLoader(): void {
  let loading = false;
  const open = async () => {
    if (loading) return;
    loading = true;
    const host = document.getElementById(SIDEBAR_HOST_ID);
    const state = document.getElementById(SIDEBAR_STATE_ID)?.textContent;
    if (!host || !state) return;
    const { mountSidebar } = await import('./mount-sidebar');
    mountSidebar(host, JSON.parse(state) as MobileSideBarProps);
    document.removeEventListener('click', onClick, true);
    window.removeEventListener(SIDEBAR_OPEN_EVENT, onEvent);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-sidebar-open]')) void open();
  };
  const onEvent = () => void open();
  document.addEventListener('click', onClick, true);
  window.addEventListener(SIDEBAR_OPEN_EVENT, onEvent);
}
