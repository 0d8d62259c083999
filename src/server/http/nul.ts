import type { FieldErrors } from './errors.ts';

/** PostgreSQL cannot store a NUL character in text or JSON: input holding one is refused up front. */
export const NUL_MESSAGE = '입력값에 사용할 수 없는 문자가 포함되어 있습니다.';

/**
 * The fields (dotted paths, as in 422 answers) whose text or key holds a NUL character. Walks the
 * value without recursion, so deeply nested input cannot exhaust the stack.
 */
export function nulFields(value: unknown): FieldErrors | undefined {
  const errors: FieldErrors = {};
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (v.includes('\0')) errors[at || '_'] = [NUL_MESSAGE];
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const path = at ? `${at}.${k}` : k;
        if (k.includes('\0')) errors[path.replaceAll('\0', '')] = [NUL_MESSAGE];
        else stack.push([child, path]);
      }
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** The query's parameters holding a NUL character, repeated keys included. */
export function queryNulFields(url: URL): FieldErrors | undefined {
  if (!url.search.includes('%00') && !url.search.includes('\0')) return undefined;
  const errors: FieldErrors = {};
  for (const [k, v] of url.searchParams) {
    if (k.includes('\0') || v.includes('\0')) errors[k.replaceAll('\0', '') || '_'] = [NUL_MESSAGE];
  }
  return Object.keys(errors).length ? errors : undefined;
}
