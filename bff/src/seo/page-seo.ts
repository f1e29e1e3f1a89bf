import type { Request } from 'express';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Config } from '../config.ts';
import {
  categoryPage,
  categoryPageNumber,
  homePage,
  type PageContext,
  productPage,
} from './catalogue-pages.ts';
import { articlePage, contentPage, storePage } from './content-pages.ts';
import { notFoundPage } from './not-found-page.ts';
import { pageRoute } from './page-route.ts';
import { seoApi } from './seo-api.ts';
import type { SeoAnswer } from './seo-document.ts';

// What the index page answers for a URL besides the shell: the page's status (404 for a page the
// api does not know), a 301 for a moved product, and the head and text search engines read.

export type SeoResolver = (req: Request, signal: AbortSignal) => Promise<SeoAnswer>;

export function seoResolver(config: Config, cache: ResponseCache | undefined): SeoResolver {
  return async (req, signal) => {
    const route = pageRoute(config.shop, req.path);
    const ctx: PageContext = {
      shop: config.shop,
      api: seoApi(config, cache, req, signal),
      origin: config.publicOrigins[config.shop] ?? '',
    };
    switch (route.kind) {
      case 'home':
        return homePage(ctx);
      case 'client':
        return { kind: 'shell' };
      case 'category':
        return categoryPage(ctx, { ...route, page: categoryPageNumber(req.query.page) });
      case 'product':
        return productPage(ctx, route);
      case 'content':
        // A draft opened by its signed preview link is for staff, not for search engines.
        if (route.area === 'page' && req.query.preview !== undefined) return { kind: 'shell' };
        if (route.area === 'page') return contentPage(ctx, route.slug);
        if (route.area === 'stores') return storePage(ctx, route.slug);
        return articlePage(ctx, route.slug);
      case 'unknown':
        return notFoundPage(config.shop);
    }
  };
}
