import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { type ShopCode, shops } from 'shared-domain';
import { looksLikeFile, revalidateCacheControl } from './cache-policy.ts';

// The shell's index.html is built once for both shops; the shop-specific bits are placeholders
// filled here at serve time (platform contract: __LANG__, __SHOP__, __TITLE__).

interface RenderedPage {
  html: string;
  etag: string;
}

export function renderIndex(template: string, shop: ShopCode): string {
  const variant = shops[shop];
  const values: Record<string, string> = {
    __LANG__: variant.locale.slice(0, 2),
    __SHOP__: shop,
    __TITLE__: escapeHtml(variant.title),
  };
  return template.replace(/__(?:LANG|SHOP|TITLE)__/g, (placeholder) => values[placeholder]);
}

/** Serves the rendered index.html; rendered once per process, since dist does not change under a running bff. */
export function indexPage(staticRoot: string, shop: ShopCode) {
  const indexPath = join(staticRoot, 'shell', 'dist', 'index.html');
  let rendered: Promise<RenderedPage> | undefined;

  const load = async (): Promise<RenderedPage> => {
    const html = renderIndex(await readFile(indexPath, 'utf8'), shop);
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  };

  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    // A failed read is not cached: building the shell while the bff runs fixes the page.
    rendered ??= load().catch((error: unknown) => {
      rendered = undefined;
      throw error;
    });
    let page: RenderedPage;
    try {
      page = await rendered;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res.err = new Error(`shell index.html is missing at ${indexPath}`); // logged with the request
      res.status(503).setHeader('Cache-Control', 'no-store');
      res
        .type('text/plain')
        .send('The shop front end is not built yet: run `npm run build` in the repository root.\n');
      return;
    }
    res.setHeader('Cache-Control', revalidateCacheControl);
    // A CDN in front tags every page 'html': the purge dialog's Default keys ("html endpoint") reach it.
    res.setHeader('Surrogate-Key', 'html');
    res.setHeader('ETag', page.etag);
    res.type('html').send(page.html); // answers 304 itself when If-None-Match matches
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
