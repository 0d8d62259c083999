import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type Choice, moveIndex } from './choice';
import { RequiredMark } from './RequiredMark';
import { pickRadio, tabStop } from './radio-group';
import './RadioGroup.css';

export type RadioGroupProps<T> = {
  label: ReactNode;
  options: readonly Choice<T>[];
  value: T | null;
  /** Receives null when the selected choice is clicked again, if the group is clearable. */
  onChange: (value: T | null) => void;
  /** Submitted with the form through a hidden field. */
  name?: string | undefined;
  required?: boolean | undefined;
  /**
   * Whether clicking the selected choice clears it (spec 4). Only an optional choice is cleared:
   * a required one (a review's rating, which starts chosen) keeps its value. Default: not required.
   */
  clearable?: boolean | undefined;
  requiredLabel?: string | undefined;
  orientation?: 'horizontal' | 'vertical' | undefined;
  /** A server error for this field: `fieldProps(name)` of the form's field errors, spread on the control. */
  'aria-invalid'?: true | undefined;
  /** The id of the element showing this field's error, read after the control's own hint. */
  'aria-describedby'?: string | undefined;
};

/**
 * An ARIA radio group rather than native radios: a native radio cannot be unchecked by clicking,
 * and the spec clears an optional value on a second click.
 */
export function RadioGroup<T>({
  label,
  options,
  value,
  onChange,
  name,
  required = false,
  clearable = !required,
  requiredLabel,
  orientation = 'horizontal',
  'aria-invalid': invalid,
  'aria-describedby': errorId,
}: RadioGroupProps<T>) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const stop = tabStop(options, value);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = moveIndex(options, index, event.key);
    const choice = next === null ? undefined : options[next];
    if (next === null || !choice) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onChange(choice.value);
  };

  return (
    <div
      className={`radio-group radio-group--${orientation}`}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-invalid={invalid}
      aria-describedby={errorId}
      aria-orientation={orientation}
      data-field={name}
    >
      <span className="radio-group__label" id={labelId}>
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </span>
      {options.map((option, index) => {
        const checked = Object.is(option.value, value);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a native radio cannot be unchecked by a second click, which the spec requires
          <button
            key={String(option.value)}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="radio"
            className="radio-group__option"
            aria-checked={checked}
            disabled={option.disabled}
            tabIndex={index === stop ? 0 : -1}
            onClick={() => onChange(clearable ? pickRadio(value, option.value) : option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="radio-group__dot" aria-hidden="true" />
            {option.label}
          </button>
        );
      })}
      {name && <input type="hidden" name={name} value={value === null ? '' : String(value)} />}
    </div>
  );
}
