import { type SyntheticEvent, useCallback, useId, useRef, useState } from 'react';
import { ERROR_SCROLL_OFFSET_PX } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { ApiError, type FieldErrors } from '~/lib/http-errors';
import { errorSummary, fieldNameOf, firstMessages } from './field-errors';
import { inDocumentOrder, type LocatedField, locateField, scrollToField } from './locate-field';
import type { ServerErrorOptions } from './server-errors';

export type FieldErrorProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The rules of `applyServerErrors` for islands, which render the messages themselves:
 * put `formRef` and `onEdit` on the form, spread `fieldProps(name)` on each control and show
 * `errors[name]` in an element with id `errorId(name)`.
 */
export function useServerErrors<F extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<F>(null);
  const baseId = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const errorId = useCallback((name: string) => `${baseId}-${name}-error`, [baseId]);

  const apply = useCallback(
    (fieldErrors: FieldErrors, { scroll = true, offset = ERROR_SCROLL_OFFSET_PX }: ServerErrorOptions = {}) => {
      const first = firstMessages(fieldErrors);
      setErrors(first);
      const root = formRef.current;
      const located = root
        ? Object.keys(first).flatMap((name): LocatedField[] => {
            const field = locateField(root, name);
            return field ? [field] : [];
          })
        : [];
      const [top] = inDocumentOrder(located);
      if (scroll && top) scrollToField(top, offset);
      else if (Object.keys(first).length > 0) void alertDialog({ message: errorSummary(first) });
    },
    [],
  );

  const clear = useCallback(() => setErrors({}), []);

  const clearField = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Spec 5: a field's error clears when it is edited. Widgets without input events call clearField. */
  const onEdit = useCallback(
    (event: SyntheticEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const name = target.getAttribute('name');
      if (name) clearField(fieldNameOf(name));
      const wrapper = target.closest<HTMLElement>('[data-field]')?.dataset.field;
      if (wrapper) clearField(wrapper);
    },
    [clearField],
  );

  /** Spec 5: clears on each request; a 422's field errors are shown and the error passed on. */
  const run = useCallback(
    async <T>(request: () => Promise<T>, options?: ServerErrorOptions): Promise<T> => {
      clear();
      try {
        return await request();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) apply(error.fieldErrors, options);
        throw error;
      }
    },
    [apply, clear],
  );

  const fieldProps = (name: string): FieldErrorProps =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {};

  return { formRef, errors, errorId, fieldProps, apply, clear, clearField, onEdit, run };
}
