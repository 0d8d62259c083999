import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Language } from '~/lib/constants';
import { AccountLinks } from './AccountLinks';
import { CategoryMenu } from './CategoryMenu';
import { SaleSection } from './SaleSection';
import { SideBarLinks } from './SideBarLinks';
import { SideBarSearch } from './SideBarSearch';
import { SocialLinks } from './SocialLinks';
import type { Category } from './sidebar';
import { KO_SIDEBAR_LABELS, type SideBarLabels, type SocialLinks as Social } from './sidebar.labels';
import { $sidebar, closeSidebar, openSidebar } from './sidebar.store';
import { useModalDrawer } from './use-modal-drawer';

export type MobileSideBarProps = {
  tree: readonly Category[];
  lang: Language;
  loggedIn: boolean;
  /** Any label left out is shown in Korean. */
  labels?: Partial<SideBarLabels> | undefined;
  social: Social;
  /** Open at once when hydrated: the `client:interaction` directive hydrates it on the first press of a menu button. */
  openOnMount?: boolean | undefined;
};

/** The server-rendered header opens the bar with any `data-sidebar-open` element. */
function useOpeners(openOnMount: boolean): void {
  useEffect(() => {
    if (openOnMount) openSidebar();
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-sidebar-open]')) openSidebar();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openOnMount]);
}

type PanelProps = Omit<MobileSideBarProps, 'labels'> & { labels: SideBarLabels; stack: readonly Category[] };

function Panel({ tree, lang, loggedIn, labels, social, stack }: PanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalDrawer(panelRef, closeSidebar);

  return (
    <div className="sidebar">
      {/* A pointer shortcut only: Escape and the close button are the keyboard ways out. */}
      <div className="sidebar__overlay" aria-hidden="true" onClick={closeSidebar} />
      <div ref={panelRef} className="sidebar__panel" role="dialog" aria-modal="true" aria-label={labels.menu}>
        <div className="sidebar__top">
          <AccountLinks loggedIn={loggedIn} labels={labels} />
          <button type="button" className="sidebar__close" aria-label={labels.close} onClick={closeSidebar}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <SideBarSearch labels={labels} />
        <CategoryMenu tree={tree} stack={stack} lang={lang} labels={labels} />
        <SaleSection tree={tree} lang={lang} labels={labels} />
        <SideBarLinks labels={labels} />
        <SocialLinks social={social} labels={labels} />
      </div>
    </div>
  );
}

/** Spec 2.11: the mobile side bar, a left drawer over the page. */
export function MobileSideBar({ labels, openOnMount = false, ...props }: MobileSideBarProps) {
  const { open, stack } = useStore($sidebar);
  useOpeners(openOnMount);
  if (!open) return null;
  return <Panel {...props} stack={stack} labels={{ ...KO_SIDEBAR_LABELS, ...labels }} />;
}
