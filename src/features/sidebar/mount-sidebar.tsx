import { createRoot } from 'react-dom/client';
import { MobileSideBar, type MobileSideBarProps } from './MobileSideBar';
import { openSidebar } from './sidebar.store';

/** Renders the side bar into its host the first time it is asked for, then opens it. */
export function mountSidebar(host: HTMLElement, props: MobileSideBarProps): void {
  createRoot(host).render(<MobileSideBar {...props} />);
  openSidebar();
}
