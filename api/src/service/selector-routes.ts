import {
  colourChoicesQuerySchema,
  manufacturerChoicesQuerySchema,
  modelChoicesQuerySchema,
  selectorChoicesSchema,
  selectorDataQuerySchema,
  selectorUrlQuerySchema,
  serviceCentresSchema,
  serviceOperationsSchema,
  serviceSearchProductQuerySchema,
  serviceSearchQuerySchema,
  serviceSearchResultSchema,
  serviceSelectorDataSchema,
} from 'shared-domain/contracts';
import { z } from 'zod';
import {
  getSelectorUrl,
  listColourChoices,
  listManufacturerChoices,
  listModelChoices,
  listProductTypeChoices,
} from '../devices/list-selector-choices.ts';
import type { Config } from '../platform/config.ts';
import { isInt4Id } from '../platform/db/int4.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { parseQuery } from '../platform/http/validate.ts';
import type { Mailer } from '../platform/mailer.ts';
import { getSearchProductData } from './get-search-product-data.ts';
import { getServiceOperations } from './get-service-operations.ts';
import { getServiceSelectorData } from './get-service-selector-data.ts';
import { listServiceCentres } from './list-service-centres.ts';
import { searchServiceModels } from './search-service-models.ts';
import { serviceDeviceOffer as offer } from './service-device-offer.ts';

export const SERVICE_API = '/api/new/service';

/** A path id: a positive int4, else undefined (the use case answers its 404, never a 500). */
function pathId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isInt4Id(id) ? id : undefined;
}

const choices = { 200: { description: 'Choices and the selection URL', schema: selectorChoicesSchema } };

// Service (issue 7, spec §7 "Service"): the device selector (the buyout's, offering the models
// with service operations), the operations of a device, the smart search and service centres.
// All public and the same for every visitor.
export function serviceSelectorRoutes(deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();

  // ── selector ───────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/product-types/`,
      summary: 'Product types the service repairs (those with service operations)',
      tag: 'service',
      access: 'public',
      responses: choices,
    },
    async (_req, res) => {
      res.json(await listProductTypeChoices(db, shop, offer));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/manufacturers/`,
      summary: 'Manufacturers of a product type the service repairs',
      tag: 'service',
      access: 'public',
      query: manufacturerChoicesQuerySchema,
      responses: choices,
      errors: { 404: 'The type is not repaired (`product_type_not_found`).' },
    },
    async (req, res) => {
      res.json(
        await listManufacturerChoices(db, shop, offer, parseQuery(req, manufacturerChoicesQuerySchema)),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/models/`,
      summary: 'Models of a type and manufacturer the service repairs, newest first',
      tag: 'service',
      access: 'public',
      query: modelChoicesQuerySchema,
      responses: choices,
      errors: { 404: 'Unknown type or manufacturer (`product_type_not_found`, `manufacturer_not_found`).' },
    },
    async (req, res) => {
      res.json(await listModelChoices(db, shop, offer, parseQuery(req, modelChoicesQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/colours/`,
      summary: 'Colours of a model the service repairs (with their swatch colour)',
      tag: 'service',
      access: 'public',
      query: colourChoicesQuerySchema,
      responses: choices,
      errors: { 404: 'The model is not repaired (`model_not_found`).' },
    },
    async (req, res) => {
      res.json(await listColourChoices(db, shop, offer, parseQuery(req, colourChoicesQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/selector-url/`,
      summary: 'The URL of a selection given by ids (levels after the first missing one are ignored)',
      tag: 'service',
      access: 'public',
      query: selectorUrlQuerySchema,
      responses: { 200: { description: 'The URL', schema: z.object({ url: z.string() }) } },
      errors: {
        404: 'An id is not one of its level’s choices (`product_type_not_found`, `manufacturer_not_found`, `model_not_found`, `colour_not_found`).',
      },
    },
    async (req, res) => {
      res.json(await getSelectorUrl(db, shop, offer, parseQuery(req, selectorUrlQuerySchema)));
    },
  );

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
