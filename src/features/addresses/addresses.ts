/** The address book's calls and form reading, for the page's script (and its tests). */

export type AddressWords = {
  added: string;
  updated: string;
  deleteConfirm: string;
  postcodeDown: string;
  /** The page's English for the server's Korean field messages; empty on a Korean page. */
  messages: Record<string, string>;
};

/** /api/v1/my-addresses, /api/v1/my-addresses/{id} and /api/v1/my-addresses/{id}/default. */
export function addressesApi(id?: number, action?: 'default'): string {
  const base = '/api/v1/my-addresses';
  if (id === undefined) return base;
  return action ? `${base}/${id}/${action}` : `${base}/${id}`;
}

/** The form as the API reads it: text fields as typed, the default box as true when ticked and sent. */
export function addressFormBody(form: HTMLFormElement): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled) continue;
    body[el.name] = el.type === 'checkbox' ? el.checked : el.value;
  }
  // Unticked means "not made the default now", which the API reads from an absent value.
  if (body.is_default === false) delete body.is_default;
  return body;
}
