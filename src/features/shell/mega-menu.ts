/** Keyboard and touch access to the mega-menu; hover is handled by CSS alone. */
export function bindMegaMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-mega-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-mega-panel]');
  if (!toggle || !panel) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    root.toggleAttribute('data-open', open);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && root.hasAttribute('data-open')) {
      set(false);
      toggle.focus();
    }
    if (e.key === 'ArrowDown' && e.target === toggle) {
      e.preventDefault();
      set(true);
      panel.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) set(false);
  });
  root.addEventListener('mouseleave', () => set(false));
}
