import { storeListSchema } from 'shared-domain/contracts';
import {
  companyContactsSchema,
  nearestStoresQuerySchema,
  nearestStoresSchema,
  storeDetailSchema,
  storePageListSchema,
  storePageQuerySchema,
} from 'shared-domain/contracts/content.ts';
import { companies } from '../platform/company.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { listStores } from './list-stores.ts';
import { selectStorePage } from './store-page-repository.ts';
import { getStorePage, listStorePages, nearestStores, SHOWROOMS } from './store-pages.ts';
import { renderStorePhoto } from './store-photo.ts';

/** The buyout centres' literal path, kept exactly (trailing slash included; Express also answers without it). */
export const STORES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';
/** "Open now" moves with the clock: shared caches keep the pages a minute at most. */
const PAGE_CACHE = { seconds: 60, keys: ['stores'] };
const slugPattern = /^[a-z0-9-]{1,80}$/;

export function storesRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();
  routes.add(
    {
      method: 'get',
      path: STORES_PATH,
      summary: 'Stores, buyout centres and service centres with addresses, coordinates and opening hours',
      tag: 'stores',
      access: 'public',
      responses: { 200: { description: 'Places', schema: storeListSchema } },
    },
    async (_req, res) => {
      res.json(await listStores(db, shop));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/stores/contacts',
      summary:
        "The company's contacts for the contacts page: name, registered address, numbers, hotline, e-mail",
      tag: 'stores',
      access: 'public',
      responses: { 200: { description: 'The company', schema: companyContactsSchema } },
    },
    (_req, res) => {
      const { name, address, registration, hotline, email } = companies[shop];
      sharedCache(res, { seconds: 3600, keys: ['contacts'] }).json({
        name,
        address,
        registration,
        hotline,
        email,
      });
    },
  );

  routes.add(
    {
      method: 'get',
      path: SHOWROOMS,
      summary:
        'The stores pages: each place with photo, services, hours with holiday exceptions and whether it is open now (shop time zone)',
      tag: 'stores',
      access: 'public',
      query: storePageQuerySchema,
      responses: { 200: { description: 'Places and the map settings', schema: storePageListSchema } },
    },
    async (req, res) => {
      const { service } = parseQuery(req, storePageQuerySchema);
      const list = await listStorePages(
        db,
        shop,
        { service, tileUrl: config.mapTileUrl ?? null },
        new Date(),
      );
      sharedCache(res, PAGE_CACHE).json(list);
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SHOWROOMS}/nearest`,
      summary:
        'Places by distance from the visitor: coordinates (lat, lng) or a town or postcode (q) of the built-in gazetteer',
      tag: 'stores',
      access: 'public',
      query: nearestStoresQuerySchema,
      responses: {
        200: { description: 'The place found and the stores, nearest first', schema: nearestStoresSchema },
      },
      errors: {
        400: 'Neither coordinates nor q, or a town or postcode the gazetteer does not know (`place_not_found`)',
      },
    },
    noStore,
    async (req, res) => {
      res.json(await nearestStores(db, shop, parseQuery(req, nearestStoresQuerySchema), new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SHOWROOMS}/:slug`,
      summary: 'A store: address, contacts, description, services, hours, exceptions and open now',
      tag: 'stores',
      access: 'public',
      responses: { 200: { description: 'The store', schema: storeDetailSchema } },
      errors: { 404: '`store_not_found`' },
    },
    async (req, res) => {
      const slug = String(req.params.slug);
      if (!slugPattern.test(slug)) throw notFound('store_not_found');
      sharedCache(res, PAGE_CACHE).json(await getStorePage(db, shop, slug, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SHOWROOMS}/:slug/photo.svg`,
      summary: 'The generated placeholder photo of a store',
      tag: 'stores',
      access: 'public',
      responses: { 200: { description: 'An SVG image' } },
      errors: { 404: '`store_not_found`' },
    },
    async (req, res) => {
      const slug = String(req.params.slug);
      const store = slugPattern.test(slug) ? await selectStorePage(db, shop, slug) : undefined;
      if (!store) throw notFound('store_not_found');
      const kind =
        store.kind === 'buyout_centre' ? 'buyout' : store.kind === 'service_centre' ? 'service' : 'store';
      res
        .status(200)
        .set({
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .send(renderStorePhoto({ name: store.name, city: store.city, kind }));
    },
  );
  return routes;
}
