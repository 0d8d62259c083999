/**
 * Buttons a page draws disabled with `data-until-ready` because they do nothing until their script
 * has bound them: enabled once it has, so a press is never swallowed by a page still loading.
 */
export function enableWhenReady(root: ParentNode): void {
  for (const ready of root.querySelectorAll<HTMLButtonElement>('button[data-until-ready]')) {
    ready.disabled = false;
    ready.removeAttribute('data-until-ready');
  }
}
