// Multipart calls of the operators' editors (notices, documents), with the client's session and XSRF
// token, and small real files to attach.
import { pdfPage } from '../../src/server/seed/sample-pdf';
import type { ApiClient } from './api-client';

/** A small valid PDF named `name`. */
export const pdf = (name: string, heading = 'Test document') =>
  new File([new Uint8Array(pdfPage(heading, ['', 'A line of text']))], name, { type: 'application/pdf' });

/** A text file dressed up as a PDF: its first bytes say otherwise. */
export const fakePdf = (name = 'not-really.pdf') => new File(['hello, not a pdf'], name, { type: 'application/pdf' });

/** Sends `fields` and `files` (under `files[]`) as multipart; `put` says PUT through the method-override header. */
export async function sendForm(
  api: ApiClient,
  path: string,
  fields: Record<string, string | string[]>,
  files: File[] = [],
  put = false,
): Promise<Response> {
  if (!api.cookies.has('XSRF-TOKEN')) await api.get('/readyz');
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(Array.isArray(value) ? `${key}[]` : key, v);
  for (const file of files) body.append('files[]', file);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
    Cookie: api.cookieHeader(),
  };
  if (put) headers['X-HTTP-Method-Override'] = 'PUT';
  return fetch(new URL(path, api.baseUrl), { method: 'POST', headers, body, redirect: 'manual' });
}
