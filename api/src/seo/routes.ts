import {
  categoryLinksSchema,
  productLinksSchema,
  sitemapPageSchema,
  sitemapQuerySchema,
} from 'shared-domain/contracts/seo.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { findCategoryLinks, findProductLinks } from './seo-repository.ts';
import { sitemapPage } from './sitemap.ts';

// For search engines (issue 19): the bff asks here where a page lives in each shop (its canonical
// and hreflang links), where a moved product went (a 301), and what the sitemap lists. Public and
// shared-cached like the catalogue they describe.
export function seoRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();

  routes.add(
    {
      method: 'get',
      path: '/api/new/seo/products/:seoName',
      summary: "A product's current seo name and its path in each shop that sells it (old seo names too)",
      tag: 'seo',
      access: 'public',
      responses: { 200: { description: 'Where the product lives', schema: productLinksSchema } },
      errors: { 404: 'This shop sells no product that has or had that seo name (`product_not_found`).' },
    },
    async (req, res) => {
      const seoName = String(req.params.seoName);
      const links = await findProductLinks(db, config.shop, seoName);
      if (!links) throw notFound('product_not_found');
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue', `product-${links.seoName}`] }).json(
        links,
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/seo/categories/:seoName',
      summary: 'A shown category: its name, its ancestors and its path in each shop that shows it',
      tag: 'seo',
      access: 'public',
      responses: { 200: { description: 'Where the category lives', schema: categoryLinksSchema } },
      errors: { 404: 'No shown category of this shop has that seo name (`product_type_not_found`).' },
    },
    async (req, res) => {
      const links = await findCategoryLinks(db, config.shop, String(req.params.seoName));
      if (!links) throw notFound('product_type_not_found');
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue', 'menu'] }).json(links);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/seo/sitemap/',
      summary: "One page of the shop's public pages for its sitemap, with their paths in the other shop",
      tag: 'seo',
      access: 'public',
      query: sitemapQuerySchema,
      responses: { 200: { description: 'Sitemap entries', schema: sitemapPageSchema } },
    },
    async (req, res) => {
      const { page } = parseQuery(req, sitemapQuerySchema);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue', 'sitemap'] }).json(
        await sitemapPage(db, config.shop, page),
      );
    },
  );

  return routes;
}
