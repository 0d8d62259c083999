import { type ReactNode, useId } from 'react';
import { isActive, toggleValue } from './checkbox-value';
import { RequiredMark } from './RequiredMark';
import './Checkbox.css';

export type CheckboxProps<T = boolean> = {
  label: ReactNode;
  value: T;
  onChange: (value: T) => void;
  /** The value when checked; `true` unless given (both defaults only apply together). */
  activeValue?: T | undefined;
  inactiveValue?: T | undefined;
  name?: string | undefined;
  id?: string | undefined;
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
  disabled?: boolean | undefined;
};

/** A native checkbox (Space toggles it) that reports its own active and inactive values. */
export function Checkbox<T = boolean>({
  label,
  value,
  onChange,
  activeValue = true as T,
  inactiveValue = false as T,
  name,
  id,
  required = false,
  requiredLabel,
  disabled = false,
}: CheckboxProps<T>) {
  const fallbackId = useId();
  const checked = isActive(value, activeValue);
  return (
    <label className="checkbox" htmlFor={id ?? fallbackId}>
      <input
        className="checkbox__input"
        type="checkbox"
        id={id ?? fallbackId}
        name={name}
        value={String(activeValue)}
        checked={checked}
        required={required}
        disabled={disabled}
        onChange={() => onChange(toggleValue(value, activeValue, inactiveValue))}
      />
      <span className="checkbox__label">
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </span>
    </label>
  );
}
