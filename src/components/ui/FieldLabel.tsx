import type { ReactNode } from 'react';
import { RequiredMark } from './RequiredMark';
import './FieldLabel.css';

export type FieldLabelProps = {
  htmlFor: string;
  children: ReactNode;
  required?: boolean | undefined;
  /** The spoken text of the asterisk; '필수' unless translated. */
  requiredLabel?: string | undefined;
  id?: string | undefined;
};

export function FieldLabel({ htmlFor, children, required = false, requiredLabel, id }: FieldLabelProps) {
  return (
    <label className="field-label" htmlFor={htmlFor} id={id}>
      {children}
      {required && <RequiredMark label={requiredLabel} />}
    </label>
  );
}
