import type { RequestHandler, Response } from 'express';

// Every answer of the api carries the browser protections itself, whether the bff is in front or
// not: no MIME sniffing, never framed, no referrer leaves it, and a policy under which a response
// opened as a document can load and run nothing.
const jsonPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The api's own HTML pages (invoice, credit note, the test card gateway) use inline styles and
 * forms posting back to this origin, and never scripts.
 */
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': jsonPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  next();
};

/** Sends a server-rendered HTML page under the page policy. */
export function sendHtmlPage(res: Response, html: string): void {
  res.set('Content-Security-Policy', pagePolicy).type('html').send(html);
}
