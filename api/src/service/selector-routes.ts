import {
  selectorDataQuerySchema,
  serviceCentresSchema,
  serviceOperationsSchema,
  serviceSearchProductQuerySchema,
  serviceSearchQuerySchema,
  serviceSearchResultSchema,
  serviceSelectorDataSchema,
} from 'shared-domain/contracts';
import { addDeviceChoiceRoutes } from '../devices/choice-routes.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseQuery } from '../platform/http/validate.ts';
import type { Mailer } from '../platform/mailer.ts';
import { getSearchProductData } from './get-search-product-data.ts';
import { getServiceOperations } from './get-service-operations.ts';
import { getServiceSelectorData } from './get-service-selector-data.ts';
import { listServiceCentres } from './list-service-centres.ts';
import { searchServiceModels } from './search-service-models.ts';
import { serviceDeviceOffer as offer } from './service-device-offer.ts';

export const SERVICE_API = '/api/new/service';

// Service (issue 7): the device selector (the buyout's, offering the models
// with service operations), the operations of a device, the smart search and service centres.
// All public and the same for every visitor.
export function serviceSelectorRoutes(deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();

  // ── selector ───────────────────────────────────────────────────────────────────────────────
  addDeviceChoiceRoutes(routes, {
    db,
    shop,
    offer,
    base: SERVICE_API,
    tag: 'service',
    offers: 'the service repairs',
    offered: 'repaired',
    typesNote: 'those with service operations',
  });

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/selector-data/`,
      summary:
        'The selection a URL names (seo names, resolved as far as they match), its choices and, with a colour, the operations',
      tag: 'service',
      access: 'public',
      query: selectorDataQuerySchema,
      responses: { 200: { description: 'Selector data', schema: serviceSelectorDataSchema } },
    },
    async (req, res) => {
      res.json(await getServiceSelectorData(db, shop, parseQuery(req, selectorDataQuerySchema)));
    },
  );

  // ── operations ─────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/operations/:colourId/`,
      summary: 'The service operations of a device (model colour): price, duration, parts availability',
      tag: 'service',
      access: 'public',
      responses: { 200: { description: 'The device and its operations', schema: serviceOperationsSchema } },
      errors: { 404: 'Unknown colour or one the service does not repair (`colour_not_found`).' },
    },
    async (req, res) => {
      res.json(await getServiceOperations(db, shop, pathId(req.params.colourId)));
    },
  );

  // ── smart search ───────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/search/`,
      summary: 'Models the service repairs matching every word of the term (accent- and case-insensitive)',
      tag: 'service',
      access: 'public',
      query: serviceSearchQuerySchema,
      responses: { 200: { description: 'Suggestions, best first', schema: serviceSearchResultSchema } },
    },
    async (req, res) => {
      res.json(await searchServiceModels(db, shop, parseQuery(req, serviceSearchQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/search/product-data/`,
      summary: 'Selector data of a model found by search (selected down to the model) with its operations',
      tag: 'service',
      access: 'public',
      query: serviceSearchProductQuerySchema,
      responses: { 200: { description: 'Selector data', schema: serviceSelectorDataSchema } },
      errors: { 404: 'Unknown model or one without operations (`model_not_found`).' },
    },
    async (req, res) => {
      res.json(await getSearchProductData(db, shop, parseQuery(req, serviceSearchProductQuerySchema)));
    },
  );

  // ── centres ────────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/centres/`,
      summary: 'Service centres of the shop with opening hours and hand-over windows',
      tag: 'service',
      access: 'public',
      responses: { 200: { description: 'Service centres', schema: serviceCentresSchema } },
    },
    async (_req, res) => {
      res.json(await listServiceCentres(db, shop, new Date()));
    },
  );

  return routes;
}
