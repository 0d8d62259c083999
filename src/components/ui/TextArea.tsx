import { type ReactNode, useId } from 'react';
import { RequiredMark } from './RequiredMark';
import { countChars, MAX_LENGTH_HINT, truncateText } from './text-length';
import { say, type Translate, untranslated } from './translate';
import './TextArea.css';

export type TextAreaProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Input past this many characters is cut off, and a hint shows the count. */
  maxLength?: number | undefined;
  name?: string | undefined;
  rows?: number | undefined;
  placeholder?: string | undefined;
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
  /** The page's translator for the hint; Korean as written by default. */
  t?: Translate | undefined;
  /** A server error for this field: `fieldProps(name)` of the form's field errors, spread on the control. */
  'aria-invalid'?: true | undefined;
  /** The id of the element showing this field's error, read after the control's own hint. */
  'aria-describedby'?: string | undefined;
};

export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  name,
  rows = 5,
  placeholder,
  required = false,
  requiredLabel,
  t = untranslated,
  'aria-invalid': invalid,
  'aria-describedby': errorId,
}: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const limited = maxLength !== undefined;

  return (
    <div className="text-area" data-field={name}>
      <label className="text-area__label" htmlFor={id}>
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </label>
      <textarea
        className="text-area__input"
        id={id}
        name={name}
        rows={rows}
        placeholder={placeholder}
        required={required}
        value={value}
        aria-invalid={invalid}
        aria-describedby={[limited ? hintId : '', errorId ?? ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          // Cutting a Korean syllable mid-composition breaks the IME; cut once it is composed.
          const composing = 'isComposing' in event.nativeEvent && event.nativeEvent.isComposing === true;
          onChange(composing ? text : truncateText(text, maxLength));
        }}
        onCompositionEnd={(event) => onChange(truncateText(event.currentTarget.value, maxLength))}
      />
      {limited && (
        <p className="text-area__hint" id={hintId}>
          <span>{say(t, MAX_LENGTH_HINT, { max: maxLength })}</span>
          <span className="text-area__count">
            {countChars(value)}/{maxLength}
          </span>
        </p>
      )}
    </div>
  );
}
