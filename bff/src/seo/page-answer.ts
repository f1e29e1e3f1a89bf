import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import type { SeoResolver } from './page-seo.ts';
import type { SeoAnswer } from './seo-document.ts';
import { applySeo } from './seo-html.ts';

// How the index page uses a SeoResolver: the lookup never fails the page (an api that cannot
// answer leaves the plain shell, which loads the page itself), a moved page is a 301, and a known
// page gets its head, its text and its status.

export async function lookUpSeo(
  resolver: SeoResolver | undefined,
  req: Request,
  signal: AbortSignal,
): Promise<SeoAnswer> {
  if (!resolver) return { kind: 'shell' };
  try {
    return await resolver(req, signal);
  } catch (error) {
    req.log?.warn(
      { err: error },
      'the page for search engines could not be looked up; the plain shell is sent',
    );
    return { kind: 'shell' };
  }
}

/** Answers a 301 for a moved page (keeping the query); true when it did. */
export function redirectMoved(answer: SeoAnswer, req: Request, res: Response): boolean {
  if (answer.kind !== 'redirect') return false;
  const query = req.originalUrl.indexOf('?');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.redirect(301, answer.path + (query === -1 ? '' : req.originalUrl.slice(query)));
  return true;
}

/** The page with the document put in, and the status set. */
export function withSeo(page: string, answer: SeoAnswer, config: Config, res: Response): string {
  if (answer.kind !== 'document') return page;
  res.status(answer.document.status);
  return applySeo(page, config, answer.document);
}
