import type { ReactNode } from 'react';
import { alertDialog } from '~/lib/dialog';
import type { Choice } from './choice';
import { MAX_SELECTION_MESSAGE, toggleSelection } from './multi-select';
import { RequiredMark } from './RequiredMark';
import { say, type Translate, untranslated } from './translate';
import './MultiSelectGroup.css';

export type MultiSelectGroupProps<T> = {
  label: ReactNode;
  options: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Above 0, at most this many may be chosen; 0 means no limit. */
  max?: number | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
  /** The page's translator for the refusal message; Korean as written by default. */
  t?: Translate | undefined;
};

/** A fieldset of native checkboxes, so Tab and Space work as everywhere else. */
export function MultiSelectGroup<T>({
  label,
  options,
  value,
  onChange,
  max = 0,
  name,
  required = false,
  requiredLabel,
  t = untranslated,
}: MultiSelectGroupProps<T>) {
  const toggle = (choice: T) => {
    const change = toggleSelection(value, choice, max);
    if (change.ok) onChange(change.next);
    else void alertDialog({ message: say(t, MAX_SELECTION_MESSAGE, { count: change.max }) });
  };

  return (
    <fieldset className="multi-select" data-field={name}>
      <legend className="multi-select__legend">
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </legend>
      {options.map((option) => (
        <label className="multi-select__option" key={String(option.value)}>
          <input
            className="multi-select__input"
            type="checkbox"
            name={name}
            value={String(option.value)}
            checked={value.some((v) => Object.is(v, option.value))}
            disabled={option.disabled}
            onChange={() => toggle(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
