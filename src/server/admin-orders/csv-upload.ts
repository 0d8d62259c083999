import { readLimited } from '../http/body.ts';
import { ValidationError } from '../http/errors.ts';

const MAX_CSV_BYTES = 512 * 1024;

/**
 * The text of an uploaded CSV: a `text/csv` body, or the `file` of a multipart form. Excel saves
 * Korean CSV as UTF-8 (with its mark) or as CP949; both are read.
 */
export async function readCsvUpload(request: Request): Promise<string> {
  const tooLarge = () => new ValidationError({ file: ['파일은 512KB 이하만 올릴 수 있습니다.'] });
  const bytes = await readLimited(request, MAX_CSV_BYTES, tooLarge);
  const type = request.headers.get('content-type') ?? '';
  let data: Uint8Array = bytes;
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => undefined);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw new ValidationError({ file: ['CSV 파일을 선택해 주세요.'] });
    data = new Uint8Array(await file.arrayBuffer());
  }
  if (!data.byteLength) throw new ValidationError({ file: ['CSV 파일을 선택해 주세요.'] });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('euc-kr').decode(data);
  }
}
