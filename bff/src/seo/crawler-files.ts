import { type NextFunction, type Request, type Response, Router } from 'express';
import { areaPaths, cataloguePages, type ShopCode, shopCodes, shops } from 'shared-domain';
import type { SitemapPage } from 'shared-domain/contracts/seo.ts';
import { ApiResponseError } from '../aggregates/api-client.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Config } from '../config.ts';
import { sendError, sendUpstreamError, UpstreamError } from '../http/errors.ts';
import { escapeHtml } from '../static/html-escape.ts';
import { seoApi } from './seo-api.ts';

// robots.txt and sitemap.xml of the shop's origin. The sitemap lists the api's pages of public
// URLs; each URL names its counterpart in the other shop (xhtml:link alternates) when both shops
// have the page. Past one file's limit of URLs, sitemap.xml becomes an index of sitemap-<n>.xml.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** Crawlers may keep these files a while; the api's answer behind them is cached for a minute. */
const CRAWLER_FILE_CACHE = 'public, max-age=600';
/** Entries written to the socket at a time, so a 50 000-URL file never sits whole in a string. */
const WRITE_BATCH = 500;

/** Client apps with nothing to index (personal, staff or a search's endless URLs). */
function disallowedPaths(shop: ShopCode): string[] {
  const areas = areaPaths[shop];
  return [
    areas.cart,
    areas.checkout,
    areas.account,
    areas.login,
    areas.admin,
    areas.warehouse,
    `/${cataloguePages[shop].search}`,
    `/${cataloguePages[shop].favourites}`,
    '/api/bff/',
  ];
}

export function robotsTxt(config: Config): string {
  const origin = config.publicOrigins[config.shop] ?? '';
  return [
    'User-agent: *',
    ...disallowedPaths(config.shop).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function urlEntry(config: Config, paths: SitemapPage['entries'][number]['paths']): string {
  const own = `${config.publicOrigins[config.shop] ?? ''}${paths[config.shop] ?? '/'}`;
  const alternates = shopCodes.flatMap((code) => {
    const path = paths[code];
    const origin = config.publicOrigins[code];
    return path !== undefined && origin !== undefined ? [{ code, href: origin + path }] : [];
  });
  const links =
    alternates.length > 1
      ? alternates
          .map(
            ({ code, href }) =>
              `<xhtml:link rel="alternate" hreflang="${shops[code].locale}" href="${escapeHtml(href)}"/>`,
          )
          .join('')
      : '';
  return `<url><loc>${escapeHtml(own)}</loc>${links}</url>\n`;
}

async function writeUrlSet(res: Response, config: Config, page: SitemapPage): Promise<void> {
  res.write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`,
  );
  for (let at = 0; at < page.entries.length; at += WRITE_BATCH) {
    const chunk = page.entries.slice(at, at + WRITE_BATCH).map((entry) => urlEntry(config, entry.paths));
    // Waits for the socket to drain when the client reads slowly.
    if (!res.write(chunk.join(''))) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end('</urlset>\n');
}

function sitemapIndex(config: Config, files: number): string {
  const origin = config.publicOrigins[config.shop] ?? '';
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

function failed(error: unknown, res: Response, next: NextFunction): void {
  if (error instanceof UpstreamError) {
    res.err = error;
    sendUpstreamError(res, error);
  } else if (error instanceof ApiResponseError) {
    res.err = error;
    sendError(res, 502, 'upstream', 'api_error');
  } else {
    next(error);
  }
}

export function crawlerFiles(config: Config, cache: ResponseCache | undefined): Router {
  const router = Router();
  const loadPage = async (req: Request, res: Response, page: number) => {
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const answer = await seoApi(config, cache, req, gone.signal).get<SitemapPage>(
      `/api/new/seo/sitemap/?page=${page}`,
    );
    if (!answer.found) throw new ApiResponseError(404, undefined);
    return answer.body;
  };

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', CRAWLER_FILE_CACHE);
    res.type('text/plain').send(robotsTxt(config));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    let first: SitemapPage;
    try {
      first = await loadPage(req, res, 1);
    } catch (error) {
      return failed(error, res, next);
    }
    res.setHeader('Cache-Control', CRAWLER_FILE_CACHE);
    res.type('application/xml');
    const files = Math.ceil(first.total / first.pageSize);
    if (files > 1) return void res.send(sitemapIndex(config, files));
    await writeUrlSet(res, config, first);
  });

  router.get(/^\/sitemap-(\d{1,4})\.xml$/, async (req, res, next) => {
    const page = Number(req.params[0]);
    if (page < 1) return void sendError(res, 404, 'not_found', 'not_found');
    let answer: SitemapPage;
    try {
      answer = await loadPage(req, res, page);
    } catch (error) {
      return failed(error, res, next);
    }
    if (answer.entries.length === 0) return void sendError(res, 404, 'not_found', 'not_found');
    res.setHeader('Cache-Control', CRAWLER_FILE_CACHE);
    res.type('application/xml');
    await writeUrlSet(res, config, answer);
  });

  return router;
}
