import type { FieldErrors } from '~/lib/http-errors';

/** Spec 5: each field shows only its first message. Fields without a message are left out. */
export function firstMessages(fieldErrors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages.find((m) => m.trim() !== '');
    if (message) first[field] = message;
  }
  return first;
}

/** Spec 5: when the fields cannot be shown, all first messages go in one dialog, one per line. */
export function errorSummary(first: Record<string, string>): string {
  return Object.values(first).join('\n');
}

/**
 * The error key a control reports to: `items[0][qty]`, `items[]` and `items.0.qty` all belong to
 * `items`, as the server groups dotted keys under their first part.
 */
export function fieldNameOf(controlName: string): string {
  return controlName.split(/[.[]/)[0] ?? controlName;
}
