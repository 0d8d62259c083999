export const MAX_LENGTH_HINT = '{max}자 이내로 작성해 주세요.';

/** Counts characters as people see them: an emoji is one, not two UTF-16 units. */
export function countChars(text: string): number {
  return Array.from(text).length;
}

/** Spec 5: input past the max is cut at the max, never through the middle of a character. */
export function truncateText(text: string, max: number | undefined): string {
  if (max === undefined || max < 0) return text;
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}
