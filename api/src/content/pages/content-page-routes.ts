import {
  type ContentMenuName,
  contentMenuNames,
  contentMenuSchema,
  contentSlugSchema,
  publishedPageQuerySchema,
  publishedPageSchema,
} from 'shared-domain/contracts/content-pages.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { sharedCache } from '../../platform/http/shared-cache.ts';
import { parseQuery } from '../../platform/http/validate.ts';
import { menuCacheKey, readPublicMenu } from './content-menus.ts';
import { pageCacheKey } from './page-publishing.ts';
import { readPublicPage } from './public-page.ts';

export const CONTENT_PUBLIC = '/api/new/content';
/**
 * Shared caches keep a page this long: publishing purges it at once, and a scheduled start or end
 * is seen within this time.
 */
const PAGE_SECONDS = 60;
const tag = 'content pages';

/** What visitors read: a published page by its slug, and the menus. */
export function contentPageRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();
  routes.add(
    {
      method: 'get',
      path: `${CONTENT_PUBLIC}/pages/:slug`,
      summary: 'A published page within its schedule, or with `preview` (a signed link) the draft',
      tag,
      access: 'public',
      query: publishedPageQuerySchema,
      responses: { 200: { description: 'The page', schema: publishedPageSchema } },
      errors: { 404: '`content_page_not_found`: unknown, not published, or outside its schedule' },
    },
    async (req, res) => {
      const { preview } = parseQuery(req, publishedPageQuerySchema);
      const slug = contentSlugSchema.safeParse(req.params.slug);
      if (!slug.success) throw notFound('content_page_not_found');
      const page = await readPublicPage(db, config, slug.data, preview, new Date());
      if (page.preview) res.set('Cache-Control', 'no-store');
      else sharedCache(res, { seconds: PAGE_SECONDS, keys: [pageCacheKey(page.slug)] });
      res.json(page);
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${CONTENT_PUBLIC}/menus/:menu`,
      summary: "A menu's links in the shop's language (footer, megamenu extra links)",
      tag,
      access: 'public',
      responses: { 200: { description: 'The menu', schema: contentMenuSchema } },
      errors: { 404: '`route_not_found`: no such menu' },
    },
    async (req, res) => {
      const menu = String(req.params.menu);
      if (!(contentMenuNames as readonly string[]).includes(menu)) throw notFound('route_not_found');
      sharedCache(res, { seconds: PAGE_SECONDS, keys: [menuCacheKey(menu as ContentMenuName)] });
      res.json(await readPublicMenu(db, config.shop, menu as ContentMenuName));
    },
  );
  return routes;
}
