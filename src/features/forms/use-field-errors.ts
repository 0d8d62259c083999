import { type SyntheticEvent, useCallback, useId, useRef, useState } from 'react';
import {
  type ErrorMap,
  errorsOf,
  type FieldErrorOptions,
  type FieldMessages,
  groupFieldErrors,
  hasExactField,
  locateField,
  namesEditedBy,
  revealFieldErrors,
} from './field-errors';

export type FieldErrorProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The field errors of `field-errors.ts` for islands, which render the messages themselves:
 * put `formRef` and `onEdit` on the form, spread `fieldProps(name)` on each control and show
 * `errors[name]` in an element with id `errorId(name)` (`<FieldError>` does both).
 */
export function useFieldErrors<F extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<F>(null);
  const baseId = useId();
  const [errors, setErrors] = useState<FieldMessages>({});

  const errorId = useCallback((name: string) => `${baseId}-${name.replace(/\W/g, '-')}-error`, [baseId]);

  /** Shows a 422's `errors`, replacing any shown before. */
  const show = useCallback((sent: ErrorMap, options?: FieldErrorOptions) => {
    const root = formRef.current;
    const messages = groupFieldErrors(sent, (key) => (root ? hasExactField(root, key) : false));
    setErrors(messages);
    revealFieldErrors(root, messages, options);
  }, []);

  /**
   * The field errors of a check made in the background (the order form's quote, priced while the
   * person goes on filling in): added to those shown, beside their fields only. The page does not
   * move, focus stays where the person is typing, no dialog opens, and keys with no field on the
   * form are left out. An error the person's own press put on screen is never taken away by it.
   */
  const note = useCallback((sent: ErrorMap) => {
    const root = formRef.current;
    if (!root) return;
    const messages = groupFieldErrors(sent, (key) => hasExactField(root, key));
    const placed = Object.entries(messages).filter(([name]) => locateField(root, name) !== null);
    if (placed.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(placed) }));
  }, []);

  const clear = useCallback(() => setErrors({}), []);

  const clearField = useCallback((...names: string[]) => {
    setErrors((current) => {
      if (!names.some((name) => name in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name)));
    });
  }, []);

  /** Spec 5: a field's error clears when it is edited. Widgets without input events call clearField. */
  const onEdit = useCallback((event: SyntheticEvent) => clearField(...namesEditedBy(event.target)), [clearField]);

  /** Spec 5: clears on each request; a 422's field errors are shown and the error passed on. */
  const run = useCallback(
    async <T>(request: () => Promise<T>, options?: FieldErrorOptions): Promise<T> => {
      clear();
      try {
        return await request();
      } catch (error) {
        const sent = errorsOf(error);
        if (sent) show(sent, options);
        throw error;
      }
    },
    [show, clear],
  );

  const fieldProps = (name: string): FieldErrorProps =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {};

  return { formRef, errors, errorId, fieldProps, show, note, clear, clearField, onEdit, run };
}
