/**
 * What the listing bar's markup cannot do alone: open the sheet in browsers without button commands,
 * and close an open menu on Escape (focus back on its button) or on a press outside it.
 */
export function bindListingBar(bar: HTMLElement): void {
  const opener = bar.querySelector<HTMLButtonElement>('[data-sheet-open]');
  const sheet = bar.querySelector<HTMLDialogElement>('dialog');
  if (opener && sheet && !('command' in HTMLButtonElement.prototype))
    opener.addEventListener('click', () => sheet.showModal());

  const menus = [...bar.querySelectorAll<HTMLDetailsElement>('details')];
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const m of menus)
      if (m.open) {
        m.open = false;
        m.querySelector('summary')?.focus();
      }
  });
  document.addEventListener('click', (e) => {
    for (const m of menus) if (m.open && !m.contains(e.target as Node)) m.open = false;
  });
}
