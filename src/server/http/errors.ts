/** Domain errors. Services throw these; the API layer maps them to statuses in one place (respond.ts). */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class BadRequestError extends HttpError {
  constructor(message = '잘못된 요청입니다.') {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = '로그인이 필요합니다.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = '권한이 없습니다.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = '요청하신 정보를 찾을 수 없습니다.') {
    super(404, message);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(readonly allow: string[]) {
    super(405, '허용되지 않은 요청 방식입니다.');
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(409, message, extra);
  }
}

/** 422 in Laravel's shape: the first field message as `message`, every field's messages under `errors`. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    const first = Object.values(errors)[0]?.[0];
    super(422, first ?? '입력값을 확인해 주세요.');
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  ) {
    super(429, message);
  }
}

/** 503: the shop cannot serve this now (the database is away, too many uploads at once); nothing was lost. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = '서비스 준비 중입니다. 잠시 후 다시 시도해 주세요.',
  ) {
    super(503, message);
  }
}
