import { alertDialog } from '~/lib/dialog';
import { ApiError, messageOf } from '~/lib/http-errors';

/** The words a board form shows for a refusal, in the page's language. */
export type RefusalWords = {
  errorTitle: string;
  failed: string;
  /** English for the API's Korean messages on an English page; empty on a Korean one. */
  messages: Record<string, string>;
};

/**
 * A refusal other than field errors (409 answered meanwhile, 429 too many) in the shop's dialog, in
 * the page's language. The shared client already sends a 401 to the login page and a 404 away.
 */
export async function explainRefusal(err: unknown, words: RefusalWords): Promise<void> {
  if (err instanceof ApiError && (err.status === 401 || err.status === 404 || err.status === 422)) return;
  const sent = err instanceof ApiError ? messageOf(err.data) : undefined;
  await alertDialog({ title: words.errorTitle, message: sent ? (words.messages[sent] ?? sent) : words.failed });
}

export const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;
