import { ERROR_SCROLL_OFFSET_PX } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { ApiError, type FieldErrors } from '~/lib/http-errors';
import { errorSummary, fieldNameOf, firstMessages } from './field-errors';
import { inDocumentOrder, type LocatedField, locateField, scrollToField } from './locate-field';

export type ServerErrorOptions = { scroll?: boolean | undefined; offset?: number | undefined };

// Markers on what this module changed, so that clearing undoes exactly that and nothing else.
const MESSAGE = 'data-server-error';
const CREATED = 'data-server-error-created';
const TARGET = 'data-server-error-target';
const ADDED_ID = 'data-server-error-described';

const watched = new WeakSet<HTMLFormElement>();
let lastId = 0;

/** A form built by FormField.astro has a slot per field (`data-error-for`); other forms get one. */
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

function show(form: HTMLFormElement, name: string, field: LocatedField, message: string): void {
  const slot = messageSlot(form, name, field);
  if (!slot.id) {
    lastId += 1;
    slot.id = `server-error-${lastId}`;
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

/** Removes one field's server error: its message, aria-invalid and the description link. */
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

export function clearServerErrors(form: HTMLFormElement): void {
  const names = new Set(
    [...form.querySelectorAll(`[${MESSAGE}], [${TARGET}]`)].map(
      (el) => el.getAttribute(MESSAGE) ?? el.getAttribute(TARGET) ?? '',
    ),
  );
  for (const name of names) clearFieldError(form, name);
}

/** Spec 5: a field's error clears as soon as that field is edited. */
function clearOnEdit(form: HTMLFormElement): void {
  if (watched.has(form)) return;
  watched.add(form);
  const onEdit = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const name = event.target.getAttribute('name');
    if (name) clearFieldError(form, fieldNameOf(name));
    const wrapper = event.target.closest<HTMLElement>('[data-field]')?.dataset.field;
    if (wrapper) clearFieldError(form, wrapper);
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
}

/**
 * Spec 5: each field's first message beside it; the first error field scrolled to 120px below
 * the top. When no field can be found, or scrolling is off, all first messages in one dialog.
 */
export function applyServerErrors(
  form: HTMLFormElement,
  fieldErrors: FieldErrors,
  { scroll = true, offset = ERROR_SCROLL_OFFSET_PX }: ServerErrorOptions = {},
): void {
  clearServerErrors(form);
  clearOnEdit(form);
  const first = firstMessages(fieldErrors);
  const located: LocatedField[] = [];
  for (const [name, message] of Object.entries(first)) {
    const field = locateField(form, name);
    if (!field) continue;
    show(form, name, field, message);
    located.push(field);
  }
  const [top] = inDocumentOrder(located);
  if (scroll && top) scrollToField(top, offset);
  else if (Object.keys(first).length > 0) void alertDialog({ message: errorSummary(first) });
}

/**
 * Spec 5: errors clear on each new request. Clears, runs the request, shows a 422's field errors,
 * and still rejects with the error so the caller skips its success path.
 */
export async function withFormErrors<T>(
  form: HTMLFormElement,
  request: () => Promise<T>,
  options?: ServerErrorOptions,
): Promise<T> {
  clearServerErrors(form);
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error.fieldErrors, options);
    throw error;
  }
}
