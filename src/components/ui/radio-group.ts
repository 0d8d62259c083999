import type { Choice } from './choice';

/** Spec 4: clicking the already-selected value clears it. */
export function pickRadio<T>(current: T | null, clicked: T): T | null {
  return Object.is(current, clicked) ? null : clicked;
}

/** The one radio reached by Tab: the selected one, else the first enabled. */
export function tabStop<T>(choices: readonly Choice<T>[], value: T | null): number {
  const selected = choices.findIndex((c) => !c.disabled && Object.is(c.value, value));
  return selected >= 0 ? selected : choices.findIndex((c) => !c.disabled);
}
