import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldLabel } from '~/components/ui/FieldLabel';
import type { useFieldErrors } from '~/features/forms/use-field-errors';

/** What a step needs of the form's field errors. */
export type StepErrors = Pick<ReturnType<typeof useFieldErrors>, 'errors' | 'errorId' | 'fieldProps'>;

/** The visible asterisk; the control's `required` is what is read out. */
export function Required() {
  return (
    <span className="required" aria-hidden="true">
      *
    </span>
  );
}

/** The message slot of one field, always present so that a message does not move the page. */
export function FieldMessage({ name, e }: { name: string; e: StepErrors }) {
  return (
    <p className="field__error" id={e.errorId(name)} aria-live="polite">
      {e.errors[name] ?? ''}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  id: string;
  name: string;
  label: ReactNode;
  e: StepErrors;
  wide?: boolean;
  /** Beside the input, e.g. the address search. */
  action?: ReactNode;
  hint?: ReactNode;
};

/** A labelled input with its error slot; its value is the browser's until the order is sent. */
export function TextField({ id, name, label, e, wide, action, hint, required, ...input }: TextFieldProps) {
  const control = (
    <input className="input" id={id} name={name} required={required} {...input} {...e.fieldProps(name)} />
  );
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <Required />}
      </FieldLabel>
      {action ? (
        <div className="with-button">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint}
      <FieldMessage name={name} e={e} />
    </div>
  );
}
