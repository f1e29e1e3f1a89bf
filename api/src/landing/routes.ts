import type { Request } from 'express';
import {
  brandComparisonParamsSchema,
  brandComparisonSchema,
  compareQuerySchema,
  comparisonSchema,
  componentPkParamsSchema,
  limitedOffersSchema,
  preorderCreatedSchema,
  preorderRequestSchema,
  warrantyRegisteredSchema,
  warrantyRegistrationSchema,
} from 'shared-domain/contracts/landing.ts';
import type { z } from 'zod';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { InvalidRequestError } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { HOUR_MS } from '../platform/rate-limit.ts';
import { compareBrands } from './compare-brands.ts';
import { compareProducts } from './compare-products.ts';
import { getLimitedOffers } from './limited-offers.ts';
import { preorderProduct } from './preorder-product.ts';
import { registerWarranty } from './register-warranty.ts';

/** The time-limited offers' literal path, kept exactly (trailing slash included). */
export const LIMITED_OFFERS_PATH = '/api/new/leases/time-limited-offer/limited-offers-lease/:component_pk/';
export const COMPARE_PATH = '/api/new/catalogue/compare';
export const WARRANTIES_PATH = '/api/new/landing/warranties';
export const PREORDERS_PATH = '/api/new/landing/preorders';

// A registration mails its confirmation and looks invoices up by number: nobody registers 10
// devices an hour to one e-mail, nor 30 from one address, but a script guessing invoices does.
const warrantyLimits = [
  perRecipient('landing.warranty.recipient', 10, HOUR_MS, ['email']),
  perClientAddress('landing.warranty.address', 30, HOUR_MS),
];
// A reservation stores an e-mail that will be mailed: a handful per address and hour is plenty.
const preorderLimits = [
  perRecipient('landing.preorder.recipient', 20, HOUR_MS, ['email']),
  perClientAddress('landing.preorder.address', 30, HOUR_MS),
];

// Landing pages (issue 19): device and brand comparisons, extended warranty registration,
// preorders of expected products, and the offers of time-limited offer and lease components.
export function landingRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  routes.router.use([WARRANTIES_PATH, PREORDERS_PATH], noStore);

  routes.add(
    {
      method: 'get',
      path: COMPARE_PATH,
      summary: 'Up to 4 products side by side: their attributes by group with units, and which differ',
      tag: 'catalogue',
      access: 'public',
      query: compareQuerySchema,
      responses: { 200: { description: 'The comparison', schema: comparisonSchema } },
      errors: {
        400: 'No product, more than 4, a repeated or malformed seo name (`invalid_request`, at `query.products`).',
        404: 'A product the shop does not sell (`product_not_found`).',
      },
    },
    async (req, res) => {
      const { products } = parseQuery(req, compareQuerySchema);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(
        await compareProducts(db, shop, products),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${COMPARE_PATH}/brands/:type`,
      summary: 'Brands of a product type side by side: models, price range and best rated models',
      tag: 'catalogue',
      access: 'public',
      responses: {
        200: {
          description: 'The brands (none when the type has no products)',
          schema: brandComparisonSchema,
        },
      },
      errors: { 400: 'Not one of phones, watches, tablets, computers (`invalid_request`, at `path.type`).' },
    },
    async (req, res) => {
      const { type } = pathParams(req, brandComparisonParamsSchema);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(
        await compareBrands(db, shop, type),
      );
    },
  );

  routes.add(
    {
      method: 'post',
      path: WARRANTIES_PATH,
      summary:
        'Registers an extended warranty (IMEI, purchase date, invoice number) and mails its confirmation',
      tag: 'landing',
      access: 'public',
      limits: warrantyLimits,
      body: warrantyRegistrationSchema,
      responses: { 201: { description: 'Registered', schema: warrantyRegisteredSchema } },
      errors: { 400: 'Invalid fields, under `form` (`invalid_request`).' },
    },
    async (req, res) => {
      const body = parseBody(req, warrantyRegistrationSchema);
      res.status(201).json(await registerWarranty({ db, shop, config, jobs: deps.jobs }, body));
    },
  );

  routes.add(
    {
      method: 'post',
      path: PREORDERS_PATH,
      summary: 'Reserves an expected product for an e-mail, told once when it is in stock',
      tag: 'landing',
      access: 'public',
      limits: preorderLimits,
      body: preorderRequestSchema,
      responses: {
        201: { description: 'Reserved', schema: preorderCreatedSchema },
        200: {
          description: 'This e-mail had reserved it already: the same reservation',
          schema: preorderCreatedSchema,
        },
      },
      errors: {
        400: 'Invalid fields, under `form` (`invalid_request`).',
        404: 'A product the shop does not sell (`product_not_found`).',
        409: 'The product is in stock or not announced (`product_not_expected`).',
      },
    },
    async (req, res) => {
      const result = await preorderProduct(db, shop, parseBody(req, preorderRequestSchema));
      res.status(result.created ? 201 : 200).json(result);
    },
  );

  routes.add(
    {
      method: 'get',
      path: LIMITED_OFFERS_PATH,
      summary:
        "The running offers of a published page's time-limited offers or lease tabs component, timed by the server's clock",
      tag: 'landing',
      access: 'public',
      responses: { 200: { description: 'Offers with the server time', schema: limitedOffersSchema } },
      errors: {
        400: 'Not a component id (`invalid_request`, at `path.component_pk`).',
        404: 'No such component on a page published now (`limited_offer_not_found`).',
      },
    },
    async (req, res) => {
      const { component_pk } = pathParams(req, componentPkParamsSchema);
      // Never cached: the running offers and the seconds left are of this very moment.
      res.set('Cache-Control', 'no-store');
      res.json(await getLimitedOffers(db, shop, component_pk, new Date()));
    },
  );

  return routes;
}

function pathParams<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const result = schema.safeParse(req.params, { reportInput: true });
  if (!result.success) throw new InvalidRequestError(result.error.issues, 'path', {});
  return result.data;
}
