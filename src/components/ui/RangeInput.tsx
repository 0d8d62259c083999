import { type ReactNode, useId, useState } from 'react';
import { RANGE_DEFAULT_MAX, RANGE_DEFAULT_MIN } from '~/lib/constants';
import { RequiredMark } from './RequiredMark';
import { clampValue, parseRangeText } from './range';
import './RangeInput.css';

export type RangeInputProps = {
  label: ReactNode;
  value: number;
  /** Always receives a value between min and max. */
  onChange: (value: number) => void;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  name?: string | undefined;
  /** Shown after the visible value, e.g. '%'. */
  unit?: string | undefined;
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
};

/** A slider with a number box beside it; both clamp on input, and the box again on blur. */
export function RangeInput({
  label,
  value,
  onChange,
  min = RANGE_DEFAULT_MIN,
  max = RANGE_DEFAULT_MAX,
  step = 1,
  name,
  unit,
  required = false,
  requiredLabel,
}: RangeInputProps) {
  const id = useId();
  const current = clampValue(value, min, max);
  // While typing the box keeps the person's text (e.g. '5' on the way to '50' with min 10).
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    if (next !== value) onChange(next);
  };

  return (
    <div className="range-input" data-field={name}>
      <label className="range-input__label" id={`${id}-label`} htmlFor={`${id}-slider`}>
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </label>
      <div className="range-input__row">
        <input
          className="range-input__slider"
          id={`${id}-slider`}
          type="range"
          name={name}
          min={min}
          max={max}
          step={step}
          value={current}
          onChange={(event) => commit(clampValue(event.currentTarget.valueAsNumber, min, max))}
        />
        <input
          className="range-input__number"
          type="number"
          aria-labelledby={`${id}-label`}
          aria-describedby={unit ? `${id}-unit` : undefined}
          min={min}
          max={max}
          step={step}
          value={draft ?? String(current)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            const next = parseRangeText(text, min, max);
            // More digits only make a number past max larger, so the box shows max at once.
            setDraft(next !== null && Number(text) > max ? null : text);
            if (next !== null) commit(next);
          }}
          onBlur={() => {
            setDraft(null);
            commit(current);
          }}
        />
        {unit && (
          <span className="range-input__unit" id={`${id}-unit`}>
            {unit}
          </span>
        )}
      </div>
    </div>
  );
}
