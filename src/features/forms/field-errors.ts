import { ERROR_SCROLL_OFFSET_PX } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { ApiError } from '~/lib/http-errors';

/**
 * Spec 5, the one way a form shows a 422's field errors: each field's first message beside it
 * (aria-invalid and aria-describedby on its control), the first error field scrolled to 120px
 * below the top of the window, the messages of keys without a field on the page in one dialog,
 * and a field's error cleared as soon as the field is edited. Forms drawn by the server use
 * `withFieldErrors`; islands use `useFieldErrors`, which renders the messages itself.
 */

/** A 422's `errors`: field key to messages, keys of nested fields joined with dots. */
export type ErrorMap = Record<string, string[]>;

/** Each field's first message, by field name. */
export type FieldMessages = Readonly<Record<string, string>>;

export type FieldErrorOptions = {
  /** Off: every message goes in the dialog and nothing is scrolled. */
  scroll?: boolean | undefined;
  offset?: number | undefined;
};

/** Where a field's error goes: `anchor` is scrolled to, `control` gets aria-invalid and focus. */
export type LocatedField = { anchor: HTMLElement; control: HTMLElement };

/**
 * The field a key or control name belongs to: `items.0.qty`, `items[0][qty]` and `items[]` all
 * belong to `items`.
 */
export function fieldNameOf(name: string): string {
  return name.split(/[.[]/)[0] || name;
}

/** The `errors` of a 422 answer, as the server sent them (dotted keys and all); null for anything else. */
export function errorsOf(error: unknown): ErrorMap | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const data = error.data as { errors?: unknown } | undefined;
  const sent = data && typeof data === 'object' ? data.errors : undefined;
  return sent && typeof sent === 'object' ? (sent as ErrorMap) : error.fieldErrors;
}

/**
 * Groups dotted keys under their first part (`items.0.qty` → `items`) and keeps each field's first
 * non-empty message, in the order the server sent them. A form whose own controls carry dotted
 * names (`recipient.zonecode`) says so through `isField`, and those keys stay whole.
 */
export function groupFieldErrors(errors: ErrorMap, isField: (key: string) => boolean = () => false): FieldMessages {
  const grouped: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = isField(key) ? key : fieldNameOf(key);
    const message = messages.find((m) => typeof m === 'string' && m.trim() !== '');
    if (message && !(field in grouped)) grouped[field] = message;
  }
  return grouped;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/**
 * Finds a field by control name (`email`, `recipient.zonecode`, `tags[]`, `items[0]…`, the
 * `orderer.…` controls of `orderer`), then by a `data-field` wrapper, which the UI kit puts
 * around widgets whose value sits in a hidden input or has no name.
 */
export function locateField(root: ParentNode, name: string): LocatedField | null {
  const esc = CSS.escape(name);
  const named = root.querySelectorAll<HTMLElement>(
    `[name="${esc}"], [name="${esc}[]"], [name^="${esc}["], [name^="${CSS.escape(`${name}.`)}"]`,
  );
  const control = [...named].find(
    (el) => !(el instanceof HTMLInputElement && el.type === 'hidden') && !el.closest('[hidden]'),
  );
  if (control) return { anchor: control, control };
  const wrapper = root.querySelector<HTMLElement>(`[data-field="${esc}"]`);
  if (!wrapper || wrapper.closest('[hidden]')) return null;
  // A radiogroup or fieldset states its own validity; a plain wrapper hands it to its control.
  const own = wrapper.matches('[role], fieldset');
  return { anchor: wrapper, control: own ? wrapper : (wrapper.querySelector<HTMLElement>(FOCUSABLE) ?? wrapper) };
}

/** Whether the page has a field of exactly this name (a dotted key then stays whole). */
export function hasExactField(root: ParentNode, key: string): boolean {
  const esc = CSS.escape(key);
  return root.querySelector(`[name="${esc}"], [data-field="${esc}"]`) !== null;
}

/** Topmost first, so the scroll goes to the error a person meets first. */
export function inDocumentOrder<T extends { anchor: HTMLElement }>(fields: T[]): T[] {
  return [...fields].sort((a, b) =>
    a.anchor.compareDocumentPosition(b.anchor) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/** Spec 5: the first error field ends up `offset` px (120) below the top of the window, and has focus. */
export function scrollToField({ anchor, control }: LocatedField, offset: number = ERROR_SCROLL_OFFSET_PX): void {
  const top = anchor.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(top, 0), behavior: 'smooth' });
  control.focus({ preventScroll: true });
}

/**
 * Scrolls to the topmost of the located fields and puts the messages that have no field on the
 * page in one dialog, one per line. With scrolling off, every message goes in the dialog.
 */
export function revealFieldErrors(
  root: ParentNode | null,
  messages: FieldMessages,
  { scroll = true, offset = ERROR_SCROLL_OFFSET_PX }: FieldErrorOptions = {},
): void {
  const located: LocatedField[] = [];
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(messages)) {
    const field = root ? locateField(root, name) : null;
    if (field) located.push(field);
    else unplaced.push(message);
  }
  const [top] = inDocumentOrder(located);
  if (scroll && top) scrollToField(top, offset);
  const dialog = scroll ? unplaced : Object.values(messages);
  if (dialog.length > 0) void alertDialog({ message: dialog.join('\n') });
}

// Forms drawn by the server: the messages go in the page's markup. Markers on what was changed,
// so that clearing undoes exactly that and nothing else.
const MESSAGE = 'data-field-error';
const CREATED = 'data-field-error-created';
const TARGET = 'data-field-error-target';
const ADDED_ID = 'data-field-error-described';

const watched = new WeakSet<HTMLFormElement>();
let lastId = 0;

/** A field built by FormField.astro has a slot (`data-error-for`); other fields get one after them. */
function messageSlot(form: HTMLFormElement, name: string, { anchor }: LocatedField): HTMLElement {
  const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
  if (slot) return slot;
  const created = document.createElement('p');
  created.className = 'field__error';
  created.setAttribute(CREATED, '');
  const host = anchor.closest<HTMLElement>('[data-field], .field');
  if (host) host.append(created);
  else (anchor.closest('label') ?? anchor).after(created);
  return created;
}

function markField(form: HTMLFormElement, name: string, field: LocatedField, message: string): void {
  const slot = messageSlot(form, name, field);
  if (!slot.id) {
    lastId += 1;
    slot.id = `field-error-${lastId}`;
  }
  slot.textContent = message;
  slot.setAttribute(MESSAGE, name);
  const { control } = field;
  const described = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  if (!described.includes(slot.id)) {
    control.setAttribute('aria-describedby', [...described, slot.id].join(' '));
    control.setAttribute(ADDED_ID, slot.id);
  }
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute(TARGET, name);
}

/** Removes one field's error: its message, aria-invalid and the description link. */
export function clearFieldError(form: HTMLFormElement, name: string): void {
  const esc = CSS.escape(name);
  for (const slot of form.querySelectorAll<HTMLElement>(`[${MESSAGE}="${esc}"]`)) {
    if (slot.hasAttribute(CREATED)) slot.remove();
    else slot.textContent = '';
    slot.removeAttribute(MESSAGE);
  }
  for (const control of form.querySelectorAll<HTMLElement>(`[${TARGET}="${esc}"]`)) {
    const added = control.getAttribute(ADDED_ID);
    const rest = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== added);
    if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '));
    else control.removeAttribute('aria-describedby');
    for (const attr of ['aria-invalid', TARGET, ADDED_ID]) control.removeAttribute(attr);
  }
}

export function clearFieldErrors(form: HTMLFormElement): void {
  const names = new Set(
    [...form.querySelectorAll(`[${MESSAGE}], [${TARGET}]`)].map(
      (el) => el.getAttribute(MESSAGE) ?? el.getAttribute(TARGET) ?? '',
    ),
  );
  for (const name of names) clearFieldError(form, name);
}

/** The error names an edit of this control clears: its own name, its field's, its wrapper's. */
export function namesEditedBy(target: EventTarget | null): string[] {
  if (!(target instanceof Element)) return [];
  const names: string[] = [];
  const name = target.getAttribute('name');
  if (name) names.push(name, fieldNameOf(name));
  const wrapper = target.closest<HTMLElement>('[data-field]')?.dataset.field;
  if (wrapper) names.push(wrapper);
  return names;
}

/** Spec 5: a field's error clears as soon as that field is edited. */
function clearOnEdit(form: HTMLFormElement): void {
  if (watched.has(form)) return;
  watched.add(form);
  const onEdit = (event: Event) => {
    for (const name of namesEditedBy(event.target)) clearFieldError(form, name);
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
}

/** Shows a 422's `errors` in a server-drawn form, replacing any shown before. */
export function showFieldErrors(form: HTMLFormElement, errors: ErrorMap, options?: FieldErrorOptions): void {
  clearFieldErrors(form);
  clearOnEdit(form);
  const messages = groupFieldErrors(errors, (key) => hasExactField(form, key));
  for (const [name, message] of Object.entries(messages)) {
    const field = locateField(form, name);
    if (field) markField(form, name, field, message);
  }
  revealFieldErrors(form, messages, options);
}

/**
 * Spec 5: errors clear on each new request. Clears, runs the request, shows a 422's field errors,
 * and still rejects with the error so the caller skips its success path.
 */
export async function withFieldErrors<T>(
  form: HTMLFormElement,
  request: () => Promise<T>,
  options?: FieldErrorOptions & { translate?: ((errors: ErrorMap) => ErrorMap) | undefined },
): Promise<T> {
  clearFieldErrors(form);
  try {
    return await request();
  } catch (error) {
    const errors = errorsOf(error);
    if (errors) showFieldErrors(form, options?.translate ? options.translate(errors) : errors, options);
    throw error;
  }
}
