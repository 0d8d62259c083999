export const MAX_SELECTION_MESSAGE = '선택 가능한 개수는 {count}개입니다.';

export type SelectionChange<T> = { ok: true; next: T[] } | { ok: false; max: number };

/**
 * Spec 5: adds or removes `value`; when `max` is above 0 and adding would exceed it, the change is
 * refused. Removing is always allowed.
 */
export function toggleSelection<T>(selected: readonly T[], value: T, max = 0): SelectionChange<T> {
  if (selected.some((v) => Object.is(v, value))) {
    return { ok: true, next: selected.filter((v) => !Object.is(v, value)) };
  }
  if (max > 0 && selected.length + 1 > max) return { ok: false, max };
  return { ok: true, next: [...selected, value] };
}
