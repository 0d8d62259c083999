/** Where a field's error goes: `anchor` is scrolled to, `control` gets aria-invalid and focus. */
export type LocatedField = { anchor: HTMLElement; control: HTMLElement };

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/**
 * Finds a field by control name (`email`, `tags[]`, `items[0]…`), then by a `data-field` wrapper,
 * which the UI kit puts around widgets whose value sits in a hidden input or has no name.
 */
export function locateField(root: ParentNode, name: string): LocatedField | null {
  const esc = CSS.escape(name);
  const named = root.querySelectorAll<HTMLElement>(`[name="${esc}"], [name="${esc}[]"], [name^="${esc}["]`);
  const control = [...named].find((el) => !(el instanceof HTMLInputElement && el.type === 'hidden'));
  if (control) return { anchor: control, control };
  const wrapper = root.querySelector<HTMLElement>(`[data-field="${esc}"]`);
  if (!wrapper) return null;
  // A radiogroup or fieldset states its own validity; a plain wrapper hands it to its control.
  const own = wrapper.matches('[role], fieldset');
  return { anchor: wrapper, control: own ? wrapper : (wrapper.querySelector<HTMLElement>(FOCUSABLE) ?? wrapper) };
}

/** Topmost first, so the scroll goes to the error a person meets first. */
export function inDocumentOrder<T extends { anchor: HTMLElement }>(fields: T[]): T[] {
  return [...fields].sort((a, b) =>
    a.anchor.compareDocumentPosition(b.anchor) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/** Spec 5: the first error field ends up `offset` px (120) below the top of the window. */
export function scrollToField({ anchor, control }: LocatedField, offset: number): void {
  const top = anchor.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(top, 0), behavior: 'smooth' });
  control.focus({ preventScroll: true });
}
