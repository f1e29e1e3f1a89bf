import type { Response } from 'express';
import type { ApiErrorBody, ErrorCode, ErrorType, Locale } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';

// The one error body of the api and the bff (shared-domain contracts/errors.ts), so the fronts
// map bff failures with the same code as api failures. The message is the code's text in the
// shop's language, like the api's: a customer never reads the bff's English.
export function sendError(res: Response, status: number, type: ErrorType, code: ErrorCode): void {
  const locale = res.app.locals.locale as Locale;
  const body: ApiErrorBody = { type, code, message: apiErrorMessages[locale][code] };
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(body);
}

/** A failed call to the api, classified once so the proxy and the aggregates answer alike. */
export class UpstreamError extends Error {
  readonly status: 502 | 504;
  readonly code: 'api_unavailable' | 'api_timeout';
  constructor(kind: 'unavailable' | 'timeout', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamError';
    this.status = kind === 'timeout' ? 504 : 502;
    this.code = kind === 'timeout' ? 'api_timeout' : 'api_unavailable';
  }
}

export function sendUpstreamError(res: Response, error: UpstreamError): void {
  sendError(res, error.status, 'upstream', error.code);
}
