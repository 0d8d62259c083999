/**
 * The login page's tabs (member login, visitor order look-up), as the ARIA tabs pattern: a press or
 * the arrow, Home and End keys choose a tab, whose panel alone is shown; the address keeps the
 * choice (`?tab=order`) for a reload or the back button.
 */
export function bindTabs(list: HTMLElement): void {
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const choose = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const chosen = other === tab;
      other.setAttribute('aria-selected', String(chosen));
      other.tabIndex = chosen ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !chosen;
    }
    if (focus) tab.focus();
    const url = new URL(window.location.href);
    if (tab.dataset.tab === 'order') url.searchParams.set('tab', 'order');
    else url.searchParams.delete('tab');
    history.replaceState(history.state, '', url);
  };
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('[role="tab"]');
    if (tab) choose(tab, false);
  });
  list.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(tabs[next] as HTMLButtonElement, true);
  });
}
