import { HttpError } from '../http/errors.ts';
import { type FormRequest, readFormRequest } from '../http/form-data.ts';
import { pageQuery } from '../http/pagination.ts';
import { BOARD_PAGE_SIZE, MAX_FILE_BYTES, MAX_FILES } from './board.options.ts';

/** Five files of 10 MB and the text fields; a single file over 10 MB is a 422 from the file check. */
const MAX_BODY = MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;
const MAX_JSON_BODY = 64 * 1024;

const tooLarge = () =>
  new HttpError(413, `요청이 너무 큽니다. 파일은 한 개에 10MB 이하, 최대 ${MAX_FILES}개까지 올릴 수 있습니다.`);

/** A board form: JSON, or multipart with files under `files[]`, rows as `items[0][name]`, `keep_files[]`. */
export function readBoardRequest(request: Request): Promise<FormRequest> {
  return readFormRequest(request, {
    fileField: 'files',
    listFields: ['keep_files'],
    maxBytes: MAX_BODY,
    maxJsonBytes: MAX_JSON_BODY,
    tooLarge,
  });
}

export const boardListQuery = pageQuery(BOARD_PAGE_SIZE);
