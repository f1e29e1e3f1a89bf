import { join } from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { remoteFolder, remoteNames } from 'shared-domain';
import { sendError } from '../http/errors.ts';
import { cacheControlFor } from './cache-policy.ts';

const staticOptions = {
  // Cache-Control is ours (hashed vs. revalidated); ETag and Last-Modified stay on for 304s.
  cacheControl: false,
  setHeaders: (res: Response, filePath: string) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  // index.html has placeholders and is served by the index page, never raw.
  index: false,
  redirect: false,
} as const;

/** <STATIC_ROOT>/shell/dist at the site root; misses fall through to the index page or the 404. */
export function shellFiles(staticRoot: string) {
  return express.static(join(staticRoot, 'shell', 'dist'), staticOptions);
}

/**
 * /remotes/<name>/ → <STATIC_ROOT>/<folder>/dist. A miss is a 404, never the index page: the
 * shell must see a failed remote load and show its fallback instead of parsing HTML as code.
 */
export function remoteFiles(staticRoot: string): Router {
  const router = Router();
  for (const name of remoteNames) {
    router.use(`/${name}`, express.static(join(staticRoot, remoteFolder(name), 'dist'), staticOptions));
  }
  router.use((_req: Request, res: Response) => {
    sendError(res, 404, 'not_found', 'remote_file_not_found');
  });
  return router;
}
