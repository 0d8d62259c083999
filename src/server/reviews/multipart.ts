import { readLimited } from '../http/body.ts';
import { BadRequestError, HttpError } from '../http/errors.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from './photos.ts';

/** Five photos of 10 MB and the text fields: anything larger is refused, whether declared or streamed. */
export const MAX_REVIEW_BODY = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;
const MAX_JSON_BODY = 64 * 1024;

const tooLarge = () =>
  new HttpError(413, `요청이 너무 큽니다. 사진은 한 장에 10MB 이하, 최대 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`);

export type ReviewRequest = {
  fields: Record<string, unknown>;
  /** Undefined when the request carried no photo field at all (JSON, or a form without photos). */
  files: File[] | undefined;
};

const LIST_FIELDS = new Set(['keep_photos']);

/**
 * A review's fields from multipart form data (photos under `photos` or `photos[]`; repeated
 * `keep_photos[]` as a list) or from JSON.
 */
export async function readReviewRequest(request: Request): Promise<ReviewRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const bytes = await readLimited(request, MAX_REVIEW_BODY, tooLarge);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new BadRequestError('요청 형식이 올바르지 않습니다.');
    }
    const fields: Record<string, unknown> = {};
    const files: File[] = [];
    let sawPhotos = false;
    for (const [rawKey, value] of form.entries()) {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      if (key === 'photos') {
        sawPhotos = true;
        // A file input left empty still sends one nameless, empty part.
        if (typeof value !== 'string' && (value.size > 0 || value.name !== '')) files.push(value);
      } else if (typeof value === 'string' && LIST_FIELDS.has(key)) {
        const list = (fields[key] as string[] | undefined) ?? [];
        if (value !== '') list.push(value);
        fields[key] = list;
      } else if (typeof value === 'string') {
        fields[key] = value;
      }
    }
    return { fields, files: sawPhotos ? files : undefined };
  }
  const text = new TextDecoder().decode(await readLimited(request, MAX_JSON_BODY, tooLarge));
  if (!text.trim()) return { fields: {}, files: undefined };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return { fields: parsed as Record<string, unknown>, files: undefined };
  } catch {
    throw new BadRequestError('JSON 형식이 올바르지 않습니다.');
  }
}
