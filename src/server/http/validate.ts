import { z } from 'astro/zod';
import { readLimited } from './body.ts';
import { BadRequestError, type FieldErrors, ValidationError } from './errors.ts';
import { nulFields } from './nul.ts';

z.config(z.locales.ko());

/** Turns zod issues into Laravel's field map; nested paths become dotted keys (`items.0.quantity`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** Every body and query is read through here, so a NUL character is refused (422) in one place. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const nul = nulFields(input);
  if (nul) throw new ValidationError(nul);
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/** Query strings as a plain object; a repeated key keeps its last value. */
export function parseQuery<T extends z.ZodType>(schema: T, url: URL): z.output<T> {
  return parseWith(schema, Object.fromEntries(url.searchParams));
}

const MAX_JSON_BYTES = 256 * 1024;

/** Reads a JSON (or urlencoded) body, refusing oversized or malformed input with a 4xx, then validates it. */
export async function parseBody<T extends z.ZodType>(schema: T, request: Request): Promise<z.output<T>> {
  const bytes = await readLimited(request, MAX_JSON_BYTES, () => new BadRequestError('요청 본문이 너무 큽니다.'));
  const text = new TextDecoder().decode(bytes);
  const type = request.headers.get('content-type') ?? '';
  let data: unknown = {};
  if (type.includes('application/x-www-form-urlencoded')) {
    data = Object.fromEntries(new URLSearchParams(text));
  } else if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new BadRequestError('JSON 형식이 올바르지 않습니다.');
    }
  }
  return parseWith(schema, data);
}
