/** One choice of a radio group, checkbox group or list. */
export type Choice<T> = { value: T; label: string; disabled?: boolean | undefined };

const STEP: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Where an arrow, Home or End key moves from `from`, skipping disabled choices; past an end it
 * wraps round or stays. Null for any other key or when nothing is enabled.
 */
export function moveIndex(
  choices: readonly { disabled?: boolean | undefined }[],
  from: number,
  key: string,
  { wrap = true } = {},
): number | null {
  const enabled = choices.flatMap((c, i) => (c.disabled ? [] : [i]));
  if (enabled.length === 0) return null;
  if (key === 'Home') return enabled[0] ?? null;
  if (key === 'End') return enabled.at(-1) ?? null;
  const step = STEP[key];
  if (!step) return null;
  const at = enabled.indexOf(from);
  if (at < 0) return (step > 0 ? enabled[0] : enabled.at(-1)) ?? null;
  const to = wrap
    ? (at + step + enabled.length) % enabled.length
    : Math.min(Math.max(at + step, 0), enabled.length - 1);
  return enabled[to] ?? null;
}
