import type { Request } from 'express';
import {
  bySeoQuerySchema,
  expectedProductListSchema,
  listLimitQuerySchema,
  menuSchema,
  offerProductListSchema,
  productIdParamsSchema,
  productListSchema,
} from 'shared-domain/contracts';
import type { z } from 'zod';
import { menuCacheKey } from '../content/pages/content-menus.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { InvalidRequestError, notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { currentSession, ensureSession } from '../platform/session.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourite-use-cases.ts';
import { googleMerchantFeed, heurekaFeed, zboziFeed } from './feed-formats.ts';
import { streamFeed } from './feed-stream.ts';
import { buildMenu } from './menu-tree.ts';
import { listBySeo, listExpected, listNewlyStocked, listTimeLimitedOffers } from './storefront-lists.ts';

const LISTS = '/api/new/catalogue/lists';
const FAVOURITES = '/api/new/catalogue/favourites';
const FEEDS = '/api/new/catalogue/feeds';
/** Lists change when stock does; a minute in shared caches is plenty. */
const LIST_CACHE = { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] };
/** The megamenu changes when staff edit the tree or its links; a purge shows it at once. */
const MENU_SECONDS = 300;

// Megamenu, favourites, product lists and the product feed (issue 4).
export function storefrontRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();
  routes.router.use(FAVOURITES, noStore);

  routes.add(
    {
      method: 'get',
      path: '/api/new/mp-menu/hamburger/hamburger/',
      summary: 'The megamenu: product types with their brands and product counts',
      tag: 'catalogue',
      access: 'public',
      responses: {
        200: {
          description: 'Menu tree',
          schema: menuSchema,
          headers: {
            'Cache-Control': 'public, max-age=0, s-maxage=300',
            'Surrogate-Key': 'endpoint menu catalogue content-menu-megamenu',
          },
        },
      },
    },
    async (_req, res) => {
      sharedCache(res, { seconds: MENU_SECONDS, keys: ['menu', 'catalogue', menuCacheKey('megamenu')] }).json(
        await buildMenu(db, shop),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${FAVOURITES}/`,
      summary: "The caller's favourite products (a visitor's live with the session)",
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'Favourites, most recently added first', schema: productListSchema } },
    },
    async (req, res) => {
      res.json({ items: await listFavourites(db, shop, currentSession(req)) });
    },
  );

  routes.add(
    {
      method: 'put',
      path: `${FAVOURITES}/:productId`,
      summary: 'Adds a product to the favourites (idempotent; starts a session when there is none)',
      tag: 'catalogue',
      access: 'public',
      responses: { 204: { description: 'The product is a favourite' } },
      errors: { 400: 'Not a product id.', 404: 'No such product in this shop (`product_not_found`).' },
    },
    async (req, res) => {
      await addFavourite(db, shop, productIdOf(req), () =>
        ensureSession(req, res, { db, shop, cookieSecure: config.cookieSecure }),
      );
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'delete',
      path: `${FAVOURITES}/:productId`,
      summary: 'Removes a product from the favourites (idempotent)',
      tag: 'catalogue',
      access: 'public',
      responses: { 204: { description: 'The product is no favourite' } },
      errors: { 400: 'Not a product id.' },
    },
    async (req, res) => {
      await removeFavourite(db, shop, currentSession(req), productIdOf(req));
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${LISTS}/newly-stocked/`,
      summary: 'Products in stock, the most recently stocked first',
      tag: 'catalogue',
      access: 'public',
      query: listLimitQuerySchema,
      responses: { 200: { description: 'Products', schema: productListSchema } },
    },
    async (req, res) => {
      const { limit } = parseQuery(req, listLimitQuerySchema);
      sharedCache(res, LIST_CACHE).json({ items: await listNewlyStocked(db, shop, limit) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${LISTS}/expected/`,
      summary: 'Products announced but not in stock yet, with the day they are expected',
      tag: 'catalogue',
      access: 'public',
      query: listLimitQuerySchema,
      responses: { 200: { description: 'Products', schema: expectedProductListSchema } },
    },
    async (req, res) => {
      const { limit } = parseQuery(req, listLimitQuerySchema);
      sharedCache(res, LIST_CACHE).json({ items: await listExpected(db, shop, limit) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${LISTS}/by-seo/`,
      summary: 'Products by seo name, in the order asked (last visited, at most 4)',
      tag: 'catalogue',
      access: 'public',
      query: bySeoQuerySchema,
      responses: { 200: { description: 'Products', schema: productListSchema } },
    },
    async (req, res) => {
      const { seo } = parseQuery(req, bySeoQuerySchema);
      sharedCache(res, LIST_CACHE).json({ items: await listBySeo(db, shop, seo) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${LISTS}/time-limited-offers/`,
      summary: 'Products on a time-limited offer: offer price, regular price and when the offer ends',
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'Offers, the soonest to end first', schema: offerProductListSchema } },
    },
    async (_req, res) => {
      sharedCache(res, LIST_CACHE).json({ items: await listTimeLimitedOffers(db, shop) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${FEEDS}/heureka.xml`,
      summary: 'Heureka product feed (XML) of the products in stock; Czech shop only',
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'Heureka SHOP/SHOPITEM XML, streamed' } },
      errors: { 404: 'The Romanian shop has no Heureka feed (`feed_not_found`).' },
    },
    async (_req, res) => {
      if (shop !== 'cz') throw notFound('feed_not_found');
      await streamFeed(res, { db, shop, publicUrl: config.publicUrl, format: heurekaFeed });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${FEEDS}/zbozi.xml`,
      summary: 'Zboží.cz offer feed (XML) of the products in stock; Czech shop only',
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'Zboží.cz SHOP/SHOPITEM XML, streamed' } },
      errors: { 404: 'The Romanian shop has no Zboží.cz feed (`feed_not_found`).' },
    },
    async (_req, res) => {
      if (shop !== 'cz') throw notFound('feed_not_found');
      await streamFeed(res, { db, shop, publicUrl: config.publicUrl, format: zboziFeed });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${FEEDS}/google-merchant.xml`,
      summary: 'Google Merchant product feed (RSS 2.0, g: namespace) of the products in stock',
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'RSS 2.0 XML, streamed' } },
    },
    async (_req, res) => {
      await streamFeed(res, { db, shop, publicUrl: config.publicUrl, format: googleMerchantFeed });
    },
  );

  return routes;
}

function productIdOf(req: Request): number {
  const result = productIdParamsSchema.safeParse(req.params, { reportInput: true });
  if (!result.success) throw new InvalidRequestError(result.error.issues, 'path', {});
  return (result.data as z.output<typeof productIdParamsSchema>).productId;
}
