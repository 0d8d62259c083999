/** Addresses of the wholesale and dealer applications, for pages and the browser alike. */
export type Kind = 'wholesale' | 'dealer';

/** /customer/wholesale-apply, /customer/wholesale-apply/3/show, /customer/dealer-apply/3/edit … */
export function applyPath(kind: Kind, id?: number, view?: 'show' | 'edit'): string {
  const base = `/customer/${kind}-apply`;
  return id === undefined ? base : `${base}/${id}/${view ?? 'show'}`;
}

/** /api/v1/wholesale-applications and /api/v1/dealer-applications/{id}. */
export function applicationsApi(kind: Kind, id?: number): string {
  const base = `/api/v1/${kind}-applications`;
  return id === undefined ? base : `${base}/${id}`;
}

/** The page's English for the server's Korean messages; a message it does not know is shown as sent. */
export function translateErrors(
  errors: Record<string, string[]>,
  messages: Record<string, string>,
): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => messages[m] ?? m)]));
}

/** Where anyone looks an application up by its receipt number and contact. */
export const lookupPath = (kind: Kind): string => `/customer/${kind}-apply/lookup`;

/** A looked-up (or just sent) application, for the browser it was granted to. */
export const receiptPath = (kind: Kind, receipt: string): string =>
  `/customer/${kind}-apply/receipt/${encodeURIComponent(receipt)}`;

/** A visitor's application: /api/v1/wholesale-applications/visitor. */
export const visitorApi = (kind: Kind): string => `/api/v1/${kind}-applications/visitor`;
