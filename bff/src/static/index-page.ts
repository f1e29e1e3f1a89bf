import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { type ShopCode, shops } from 'shared-domain';
import type { Config } from '../config.ts';
import type { RemoteRegistry } from '../registry/remote-registry.ts';
import { lookUpSeo, redirectMoved, withSeo } from '../seo/page-answer.ts';
import type { SeoResolver } from '../seo/page-seo.ts';
import { looksLikeFile } from './cache-policy.ts';
import { escapeHtml } from './html-escape.ts';
import { pagePreloads, preloadLinks } from './page-preloads.ts';
import { shellStartFor, shellStartScript } from './shell-start.ts';

// The shell's index.html is built once for both shops; the shop-specific bits are placeholders
// filled once per process (platform contract: __LANG__, __SHOP__, __TITLE__). Each request then
// adds what this visitor's page needs to start (the registry, their boot data, preloads of the
// current area), so the page is per visitor: private, revalidated, never kept by a shared cache.

export const indexCacheControl = 'private, no-cache';

export function renderIndex(template: string, shop: ShopCode): string {
  const variant = shops[shop];
  const values: Record<string, string> = {
    __LANG__: variant.locale.slice(0, 2),
    __SHOP__: shop,
    __TITLE__: escapeHtml(variant.title),
  };
  return template.replace(/__(?:LANG|SHOP|TITLE)__/g, (placeholder) => values[placeholder]);
}

/** Puts `head` at the end of the page's <head> (before the first script of a template without one). */
export function addToHead(html: string, head: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? head + html : html.slice(0, at) + head + html.slice(at);
}

/** `seo`: the page's status, redirect and head for search engines (none: the plain shell, 200). */
export function indexPage(config: Config, registry: RemoteRegistry, seo?: SeoResolver) {
  const indexPath = join(config.staticRoot, 'shell', 'dist', 'index.html');
  let template: Promise<string> | undefined;

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // A failed read is not cached: building the shell while the bff runs fixes the page.
    template ??= readFile(indexPath, 'utf8')
      .then((text) => renderIndex(text, config.shop))
      .catch((error: unknown) => {
        template = undefined;
        throw error;
      });
    // The visitor going away stops the api calls made for their page.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    let page: string;
    try {
      const [html, start, answer] = await Promise.all([
        template,
        shellStartFor(config, registry, req, res, gone.signal),
        lookUpSeo(seo, req, gone.signal),
      ]);
      if (start.setCookies.length > 0) res.append('Set-Cookie', start.setCookies);
      if (redirectMoved(answer, req, res)) return;
      const preloads = await pagePreloads(config.staticRoot, start.data.registry, req.path);
      page = withSeo(
        addToHead(html, preloadLinks(preloads) + shellStartScript(start.data)),
        answer,
        config,
        res,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res.err = new Error(`shell index.html is missing at ${indexPath}`); // logged with the request
      res.status(503).setHeader('Cache-Control', 'no-store');
      res
        .type('text/plain')
        .send('The shop front end is not built yet: run `npm run build` in the repository root.\n');
      return;
    }
    res.setHeader('Cache-Control', indexCacheControl);
    res.vary('Cookie');
    // A CDN in front tags every page 'html': the purge dialog's Default keys ("html endpoint") reach
    // it (a private page is not stored there, the tag keeps purges uniform).
    res.setHeader('Surrogate-Key', 'html');
    res.setHeader('ETag', `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`);
    res.type('html').send(page); // answers 304 itself when If-None-Match matches
  };
}

/** Client-side routes: GET/HEAD of extension-less paths by a client that accepts HTML. */
export function isClientRoute(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !looksLikeFile(req.path) &&
    Boolean(req.accepts('html'))
  );
}
