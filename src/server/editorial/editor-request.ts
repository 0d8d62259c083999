import { readLimited } from '../http/body.ts';
import { BadRequestError, HttpError } from '../http/errors.ts';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './attachments.ts';

/** Five files of 10 MB and the text fields; anything larger is refused, whether declared or streamed. */
export const MAX_EDITOR_BODY = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;
const MAX_JSON_BODY = 256 * 1024;

const tooLarge = () =>
  new HttpError(
    413,
    `요청이 너무 큽니다. 첨부파일은 한 개에 10MB 이하, 최대 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`,
  );

/** `files`: new files under `files`; `named`: a file under any other field (`image_ko`), one each. */
export type EditorRequest = { fields: Record<string, unknown>; files: File[]; named: Record<string, File> };

const LIST_FIELDS = new Set(['remove_files']);

/** An editor's fields from multipart form data (new files under `files` or `files[]`) or from JSON. */
export async function readEditorRequest(request: Request): Promise<EditorRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const bytes = await readLimited(request, MAX_EDITOR_BODY, tooLarge);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new BadRequestError('요청 형식이 올바르지 않습니다.');
    }
    const fields: Record<string, unknown> = {};
    const files: File[] = [];
    const named: Record<string, File> = {};
    for (const [rawKey, value] of form.entries()) {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      if (key === 'files') {
        // A file input left empty still sends one nameless, empty part.
        if (typeof value !== 'string' && (value.size > 0 || value.name !== '')) files.push(value);
      } else if (typeof value !== 'string') {
        if (value.size > 0 || value.name !== '') named[key] = value;
      } else if (LIST_FIELDS.has(key)) {
        fields[key] = [...((fields[key] as string[] | undefined) ?? []), ...(value === '' ? [] : [value])];
      } else {
        fields[key] = value;
      }
    }
    return { fields, files, named };
  }
  const text = new TextDecoder().decode(await readLimited(request, MAX_JSON_BODY, tooLarge));
  if (!text.trim()) return { fields: {}, files: [], named: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return { fields: parsed as Record<string, unknown>, files: [], named: {} };
  } catch {
    throw new BadRequestError('JSON 형식이 올바르지 않습니다.');
  }
}

/** POST with `X-HTTP-Method-Override: PUT` is an update (spec 7's multipart upload for updates). */
export function isPutOverride(request: Request): boolean {
  return (request.headers.get('x-http-method-override') ?? '').toUpperCase() === 'PUT';
}
