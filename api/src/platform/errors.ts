import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ApiErrorBody, ErrorType, FieldErrors, Locale } from 'shared-domain';
import { z } from 'zod';
import { fieldErrorsOf, type GroupingOptions } from './http/field-errors.ts';

/**
 * The one error family of the api (ARCHITECTURE §11). Anything thrown that is not an AppError
 * is a bug or an outage: it becomes a 500 whose details only reach the log.
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly code: string;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    type: ErrorType,
    code: string,
    status: number,
    message: string,
    errors?: FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.code = code;
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }

  toBody(): ApiErrorBody {
    return {
      type: this.type,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

/**
 * A request that failed its zod schema. It keeps the raw issues: the central handler writes
 * them in the shop's language, so use cases and routes never deal with translations.
 */
export class InvalidRequestError extends AppError {
  readonly issues: readonly z.core.$ZodIssue[];
  readonly group: string;
  readonly grouping: GroupingOptions;

  constructor(issues: readonly z.core.$ZodIssue[], group: string, grouping: GroupingOptions = {}) {
    super('validation', 'invalid_request', 400, INVALID_REQUEST_MESSAGE);
    this.issues = issues;
    this.group = group;
    this.grouping = grouping;
  }

  localized(locale: Locale): AppError {
    const errors = fieldErrorsOf(this.issues, this.group, locale, this.grouping);
    return new AppError(this.type, this.code, this.status, this.message, errors);
  }
}

export function unauthenticated(message = 'Sign in to continue.'): AppError {
  return new AppError('unauthenticated', 'authentication_required', 401, message);
}
export function forbidden(message = 'You do not have permission to access this page.'): AppError {
  return new AppError('forbidden', 'forbidden', 403, message);
}
export function notFound(code: string, message: string): AppError {
  return new AppError('not_found', code, 404, message);
}

/** Last route: every path nobody answered gets a JSON 404 instead of Express' HTML page. */
export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(notFound('route_not_found', `No route for ${req.method} ${req.path}.`));
};

/** Errors body-parser raises, keyed by its `type`; their status is already a 4xx. */
const bodyParserCodes: Record<string, string> = {
  'entity.parse.failed': 'malformed_json',
  'entity.too.large': 'payload_too_large',
  'encoding.unsupported': 'unsupported_encoding',
  'charset.unsupported': 'unsupported_charset',
  'request.aborted': 'request_aborted',
  'entity.verify.failed': 'invalid_body',
  'request.size.invalid': 'invalid_body',
  'stream.encoding.set': 'invalid_body',
  'stream.not.readable': 'invalid_body',
  'parameters.too.many': 'too_many_parameters',
};

export function toAppError(error: unknown, locale: Locale): AppError | undefined {
  if (error instanceof InvalidRequestError) return error.localized(locale);
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return new InvalidRequestError(error.issues, 'form').localized(locale);
  if (isClientHttpError(error)) {
    // body-parser names its errors by `type`; a body that fails to inflate (Content-Encoding: gzip
    // on bytes that are not gzip) comes as zlib's error with only the 400 attached.
    const code = (error.type === undefined ? undefined : bodyParserCodes[error.type]) ?? 'invalid_body';
    const message =
      code === 'malformed_json' ? 'The request body is not valid JSON.' : 'The request body was rejected.';
    return new AppError('validation', code, error.status, message);
  }
  return undefined;
}

/** An http-errors error (body-parser's) that blames the request: a 4xx meant to be shown. */
function isClientHttpError(error: unknown): error is { type?: string; status: number; expose: boolean } {
  if (typeof error !== 'object' || error === null) return false;
  const { type, status, expose } = error as Record<string, unknown>;
  return (
    (type === undefined || typeof type === 'string') &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    expose === true
  );
}

const internalBody: ApiErrorBody = {
  type: 'internal',
  code: 'internal_error',
  message: 'Something went wrong on our side. Please try again; if it keeps happening, call the hotline.',
};

/** The one central error handler: known errors answer with their shape, the rest with a bare 500. */
export function errorHandler(logger: Logger, locale: Locale): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error, locale);
    const log = req.log ?? logger;
    if (appError) {
      if (appError.status >= 500) log.error({ err: error, reqId: req.id }, appError.message);
      if (res.headersSent) return void res.end();
      res.status(appError.status).set(appError.headers).json(appError.toBody());
      return;
    }
    log.error({ err: error, reqId: req.id }, 'unhandled error');
    if (res.headersSent) return void res.end();
    res.status(500).json(internalBody);
  };
}
