import { ApiError, postForm } from '~/lib/http';
import { type UploadedPicture, uploadedPicture } from './rich-text';

/** The stored picture, or why not: the server's reason when it gave one, else an empty string. */
export type UploadResult = { ok: true; picture: UploadedPicture } | { ok: false; reason: string };

/** Sends one picture (multipart field `file`) with the shop's client, which adds the XSRF header. */
export async function uploadPicture(url: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  try {
    const picture = uploadedPicture(await postForm<unknown>(url, body, { handles: [413, 422] }));
    return picture ? { ok: true, picture } : { ok: false, reason: '' };
  } catch (err) {
    if (!(err instanceof ApiError)) return { ok: false, reason: '' };
    const reason = err.fieldErrors.file?.[0] ?? (err.data as { message?: string } | undefined)?.message;
    return { ok: false, reason: reason ?? '' };
  }
}
