/** Addresses and form bodies of the customer-service boards, for pages and the browser alike. */

export const inquiryPath = (id?: number, view?: 'show' | 'edit') =>
  id === undefined ? '/my-page/inquiry' : view === 'edit' ? `/my-page/inquiry/${id}` : `/my-page/inquiry/${id}/show`;

export const inquiryApi = (id?: number) => (id === undefined ? '/api/v1/inquiries' : `/api/v1/inquiries/${id}`);

export const requestApi = (kind: 'bulk' | 'class') =>
  kind === 'bulk' ? '/api/v1/bulk-requests' : '/api/v1/class-inquiries';

export const LOOKUP_API = '/api/v1/board-requests/lookup';

/** Spec 5's previewed image kinds and PDF documents, the attachments the server takes. */
export const FILE_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,image/webp,application/pdf,.pdf';

/** The multipart body of a 1:1 inquiry; an edit lists the files it keeps (an empty entry when none). */
export function inquiryFormData(input: {
  category: string;
  od_id: string;
  title: string;
  body: string;
  files: readonly File[];
  keep?: readonly number[] | undefined;
}): FormData {
  const form = new FormData();
  form.set('category', input.category);
  form.set('od_id', input.od_id);
  form.set('title', input.title);
  form.set('body', input.body);
  if (input.keep) {
    if (input.keep.length === 0) form.append('keep_files[]', '');
    for (const id of input.keep) form.append('keep_files[]', String(id));
  }
  for (const file of input.files) form.append('files[]', file, file.name);
  return form;
}

/**
 * A request form's body: its fields as the form holds them (product rows as `items[0][name]`, blank
 * rows left out and the others numbered again), consent as true or false, and the picked files.
 */
export function requestFormData(form: HTMLFormElement, files: readonly File[]): FormData {
  const source = new FormData(form);
  const out = new FormData();
  const rows: { name: string; quantity: string }[] = [];
  for (const [key, value] of source.entries()) {
    if (typeof value !== 'string') continue;
    const row = /^items\[(\d+)\]\[(name|quantity)\]$/.exec(key);
    if (row) {
      const at = Number(row[1]);
      rows[at] ??= { name: '', quantity: '' };
      (rows[at] as Record<string, string>)[row[2] as string] = value;
    } else if (key !== 'privacy_agreed') {
      out.set(key, value);
    }
  }
  out.set('privacy_agreed', String(source.get('privacy_agreed') === 'on'));
  rows
    .filter((r) => r && (r.name.trim() !== '' || r.quantity.trim() !== ''))
    .forEach((r, i) => {
      out.set(`items[${i}][name]`, r.name);
      out.set(`items[${i}][quantity]`, r.quantity);
    });
  for (const file of files) out.append('files[]', file, file.name);
  return out;
}

/** The page's English for the server's Korean messages; a message it does not know is shown as sent. */
export function translateErrors(
  errors: Record<string, string[]>,
  messages: Record<string, string>,
): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => messages[m] ?? m)]));
}
