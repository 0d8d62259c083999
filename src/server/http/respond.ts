import { isDatabaseUnavailable, isUnstorableText } from '../db/unavailable.ts';
import { logger } from '../log.ts';
import { reportError } from '../monitoring.ts';
import {
  HttpError,
  MethodNotAllowedError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from './errors.ts';
import { NUL_MESSAGE } from './nul.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', JSON_TYPE);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** Maps any thrown value to a JSON error response; unknown errors become a 500 without details. */
export function errorResponse(err: unknown, requestId?: string): Response {
  if (err instanceof ValidationError) {
    return json({ message: err.message, errors: err.errors }, { status: 422 });
  }
  if (err instanceof HttpError) {
    const headers = new Headers();
    if (err instanceof TooManyRequestsError || err instanceof ServiceUnavailableError)
      headers.set('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof MethodNotAllowedError) headers.set('Allow', err.allow.join(', '));
    return json({ message: err.message, ...err.extra }, { status: err.status, headers });
  }
  if (isUnstorableText(err)) return json({ message: NUL_MESSAGE, errors: { _: [NUL_MESSAGE] } }, { status: 422 });
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err, requestId }, 'database unavailable');
    return unavailable();
  }
  logger.error({ err, requestId }, 'unhandled error');
  reportError(err, { requestId });
  return json({ message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' }, { status: 500 });
}

/** Seconds a client is asked to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 while the database cannot be reached: nothing was lost, trying again shortly will work. */
export function unavailable(): Response {
  return errorResponse(new ServiceUnavailableError(RETRY_AFTER_SECONDS));
}
