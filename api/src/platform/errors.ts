import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ApiErrorBody, ApiErrorCode, ErrorType, FieldErrors, Locale } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import { z } from 'zod';
import { fieldErrorsOf, type GroupingOptions } from './http/field-errors.ts';

/**
 * The one error family of the api. Anything thrown that is not an AppError
 * is a bug or an outage: it becomes a 500 whose details only reach the log. Its code is one of
 * shared-domain's apiErrorCodes, so the fronts have words for every code the api can send; its
 * message is in the shop's language (the thrower's texts, or the code's catalogue message).
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    type: ErrorType,
    code: ApiErrorCode,
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

  /** The error as the shop's customers read it; one thrown with its words already written is itself. */
  localized(_locale: Locale): AppError {
    return this;
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

/**
 * An error raised where the shop's language is not at hand (platform checks, middleware): the
 * central handler answers it with the code's message from shared-domain's catalogue. Until then
 * its message is the code, which is what a log needs.
 */
export class CodedError extends AppError {
  constructor(type: ErrorType, code: ApiErrorCode, status: number, headers: Record<string, string> = {}) {
    super(type, code, status, code, undefined, headers);
  }

  override localized(locale: Locale): AppError {
    return new AppError(
      this.type,
      this.code,
      this.status,
      apiErrorMessages[locale][this.code],
      this.errors,
      this.headers,
    );
  }
}

/**
 * A request that failed its zod schema. It keeps the raw issues: the central handler writes
 * them in the shop's language, so use cases and routes never deal with translations.
 */
export class InvalidRequestError extends AppError {
  readonly issues: readonly z.core.$ZodIssue[];
  readonly group: string;
  readonly grouping: GroupingOptions;

  constructor(issues: readonly z.core.$ZodIssue[], group: string, grouping: GroupingOptions = {}) {
    super('validation', 'invalid_request', 400, 'invalid_request');
    this.issues = issues;
    this.group = group;
    this.grouping = grouping;
  }

  override localized(locale: Locale): AppError {
    const errors = fieldErrorsOf(this.issues, this.group, locale, this.grouping);
    return new AppError(this.type, this.code, this.status, apiErrorMessages[locale].invalid_request, errors);
  }
}

export function unauthenticated(): AppError {
  return new CodedError('unauthenticated', 'authentication_required', 401);
}
export function forbidden(): AppError {
  return new CodedError('forbidden', 'forbidden', 403);
}
/** A 404 in the thrower's words, or without them in the code's catalogue message. */
export function notFound(code: ApiErrorCode, message?: string): AppError {
  return message === undefined
    ? new CodedError('not_found', code, 404)
    : new AppError('not_found', code, 404, message);
}

/** Last route: every path nobody answered gets a JSON 404 instead of Express' HTML page. */
export const routeNotFound: RequestHandler = (_req, _res, next) => {
  next(notFound('route_not_found'));
};

/** Errors body-parser raises, keyed by its `type`; their status is already a 4xx. */
const bodyParserCodes: Record<string, ApiErrorCode> = {
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
  if (error instanceof AppError) return error.localized(locale);
  if (error instanceof z.ZodError) return new InvalidRequestError(error.issues, 'form').localized(locale);
  if (isClientHttpError(error)) {
    // body-parser names its errors by `type`; a body that fails to inflate (Content-Encoding: gzip
    // on bytes that are not gzip) comes as zlib's error with only the 400 attached.
    const code = (error.type === undefined ? undefined : bodyParserCodes[error.type]) ?? 'invalid_body';
    return new AppError('validation', code, error.status, apiErrorMessages[locale][code]);
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

function internalBody(locale: Locale): ApiErrorBody {
  return { type: 'internal', code: 'internal_error', message: apiErrorMessages[locale].internal_error };
}

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
    res.status(500).json(internalBody(locale));
  };
}
