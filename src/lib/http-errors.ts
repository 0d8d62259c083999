import { HTTPError } from 'ky';
import { alertDialog } from '~/lib/dialog';
import { goTo } from '~/lib/navigation';
import { UNAUTHORIZED_DEBOUNCE_MS } from './constants';

export type FieldErrors = Record<string, string[]>;

export const LOGIN_REQUIRED_MESSAGE = '로그인이 필요합니다.';
export const NOT_FOUND_MESSAGE = '페이지를 찾을 수 없거나 접근할 수 없습니다.';
export const NOT_FOUND_PATH = '/not-found';

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

export function isSilent({ silent }: Record<string, unknown>): boolean {
  return silent === true;
}

/**
 * Laravel names nested fields with dots (`items.0.qty`); the form shows them under the top field.
 * Every message is kept, in order.
 */
export function groupFieldErrors(errors: Record<string, readonly string[]>): FieldErrors {
  const grouped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? key;
    grouped[field] = [...(grouped[field] ?? []), ...messages];
  }
  return grouped;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  return typeof errors === 'object' && errors !== null ? groupFieldErrors(errors as Record<string, string[]>) : {};
}

/** An HTTP error answer with its parsed body; still an HTTPError, so error reporting can filter it. */
export class ApiError<T = unknown> extends HTTPError<T> {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(source: HTTPError<T>) {
    super(source.response, source.request, source.options);
    this.data = source.data;
    this.status = source.response.status;
    this.fieldErrors = this.status === 422 ? fieldErrorsOf(source.data) : {};
  }
}

/** On the server nobody would see a dialog, and a queued one would outlive the request. */
const onPage = () => typeof location !== 'undefined';

let unauthorizedTimer: ReturnType<typeof setTimeout> | undefined;

/** Pages often fire several calls at once; all their 401s must end in one dialog and one redirect. */
export function redirectToLogin(): void {
  clearTimeout(unauthorizedTimer);
  unauthorizedTimer = setTimeout(() => {
    unauthorizedTimer = undefined;
    const { pathname, search, hash } = location;
    const redirect = encodeURIComponent(pathname + search + hash);
    void alertDialog({ message: LOGIN_REQUIRED_MESSAGE }).then(() => goTo(`/login?redirect=${redirect}`));
  }, UNAUTHORIZED_DEBOUNCE_MS);
}

export function showDeleteMessage(message: string): void {
  if (onPage()) void alertDialog({ title: '확인', message });
}

/** Spec 8: what the person sees for a failed call. The caller still receives the error. */
export function reportHttpError(error: ApiError, silent: boolean): void {
  if (!onPage()) return;
  if (error.status === 401) {
    redirectToLogin();
  } else if (error.status === 404) {
    void alertDialog({ message: NOT_FOUND_MESSAGE }).then(() => goTo(NOT_FOUND_PATH));
  } else if (error.status !== 422 && !silent) {
    // A 422 is left to the form, which shows the field errors beside the fields.
    const message = messageOf(error.data);
    if (message) void alertDialog({ title: '오류', message });
  }
}
