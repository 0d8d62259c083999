import { HttpError } from '../http/errors.ts';
import { type FormRequest, readFormRequest } from '../http/form-data.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from './photos.ts';

/** Five photos of 10 MB and the text fields: anything larger is refused, whether declared or streamed. */
export const MAX_REVIEW_BODY = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;
const MAX_JSON_BODY = 64 * 1024;

const tooLarge = () =>
  new HttpError(413, `요청이 너무 큽니다. 사진은 한 장에 10MB 이하, 최대 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`);

export type ReviewRequest = FormRequest;

/**
 * A review's fields from multipart form data (photos under `photos` or `photos[]`; repeated
 * `keep_photos[]` as a list) or from JSON.
 */
export function readReviewRequest(request: Request): Promise<ReviewRequest> {
  return readFormRequest(request, {
    fileField: 'photos',
    listFields: ['keep_photos'],
    maxBytes: MAX_REVIEW_BODY,
    maxJsonBytes: MAX_JSON_BODY,
    tooLarge,
  });
}
