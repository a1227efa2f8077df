/**
 * The error model. Services throw these; one middleware renders `{ message, ...details }` with the
 * status. Anything else that escapes becomes a logged 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: bad input. The message names the field. */
export class ValidationError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(400, message, details);
  }
}

/** 401: no token, or an expired one. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', details: Record<string, unknown> = {}) {
    super(401, message, details);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', details: Record<string, unknown> = {}) {
    super(403, message, details);
  }
}

/** 404: unknown id, or a resource the caller may not see. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found', details: Record<string, unknown> = {}) {
    super(404, message, details);
  }
}

/** 409: the request conflicts with what exists. */
export class ConflictError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, message, details);
  }
}

/** 413: the body or file is larger than the route accepts. */
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large', details: Record<string, unknown> = {}) {
    super(413, message, details);
  }
}

/** 415: the body is not of a media type the route accepts. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(415, message, details);
  }
}

/** 429: a limit was reached (AI generations, sign-in attempts). */
export class LimitError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(429, message, details);
  }
}

/** 503: a dependency (database, flags) is not ready. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service unavailable', details: Record<string, unknown> = {}) {
    super(503, message, details);
  }
}
