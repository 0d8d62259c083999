import { readLimited } from './body.ts';
import { BadRequestError } from './errors.ts';

export type FormRequest = {
  fields: Record<string, unknown>;
  /** Undefined when the request carried no file field at all (JSON, or a form without one). */
  files: File[] | undefined;
};

type Options = {
  /** The files' field (`photos`, or `photos[]` as browsers send several). */
  fileField: string;
  /** Fields sent repeated (`keep_photos[]`) and read as a list. */
  listFields?: readonly string[];
  maxBytes: number;
  maxJsonBytes: number;
  tooLarge: () => Error;
};

/** `items[0][name]` style keys, as forms send rows; indexes past this are not a person's rows. */
const MAX_INDEX = 99;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts `value` at `items[0][name]` → fields.items[0].name; anything odd is left out. */
function setNested(fields: Record<string, unknown>, name: string, path: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = fields;
  const keys = [name, ...path];
  if (keys.some((key) => UNSAFE_KEYS.has(key) || (/^\d+$/.test(key) && Number(key) > MAX_INDEX))) return;
  for (const [i, key] of keys.entries()) {
    const last = i === keys.length - 1;
    const next = keys[i + 1];
    if (Array.isArray(node)) {
      const index = Number(key);
      if (!/^\d+$/.test(key)) return;
      if (last) node[index] = value;
      else node = (node[index] as Record<string, unknown> | undefined) ??= {};
    } else if (last) {
      node[key] = value;
    } else {
      const wanted = next !== undefined && /^\d+$/.test(next) ? [] : {};
      const existing = node[key];
      if (existing === undefined || typeof existing !== 'object') node[key] = wanted;
      node = node[key] as Record<string, unknown> | unknown[];
    }
  }
}

function fieldsOf(form: FormData, opts: Options): FormRequest {
  const lists = new Set(opts.listFields ?? []);
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  let sawFiles = false;
  for (const [rawKey, value] of form.entries()) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (key === opts.fileField) {
      sawFiles = true;
      // A file input left empty still sends one nameless, empty part.
      if (typeof value !== 'string' && (value.size > 0 || value.name !== '')) files.push(value);
      continue;
    }
    if (typeof value !== 'string') continue;
    const nested = /^([^[\]]+)((?:\[[^[\]]+\])+)$/.exec(key);
    if (lists.has(key)) {
      const list = (fields[key] as string[] | undefined) ?? [];
      if (value !== '') list.push(value);
      fields[key] = list;
    } else if (nested?.[1] && nested[2]) {
      setNested(
        fields,
        nested[1],
        [...nested[2].matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1] as string),
        value,
      );
    } else if (!UNSAFE_KEYS.has(key)) {
      fields[key] = value;
    }
  }
  return { fields, files: sawFiles ? files : undefined };
}

/**
 * A form's fields and files from multipart form data (rows as `items[0][name]`, repeated list
 * fields as lists), or its fields from JSON. Bodies past their size are refused as they stream in.
 */
export async function readFormRequest(request: Request, opts: Options): Promise<FormRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const bytes = await readLimited(request, opts.maxBytes, opts.tooLarge);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new BadRequestError('요청 형식이 올바르지 않습니다.');
    }
    return fieldsOf(form, opts);
  }
  const text = new TextDecoder().decode(await readLimited(request, opts.maxJsonBytes, opts.tooLarge));
  if (!text.trim()) return { fields: {}, files: undefined };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return { fields: parsed as Record<string, unknown>, files: undefined };
  } catch {
    throw new BadRequestError('JSON 형식이 올바르지 않습니다.');
  }
}
