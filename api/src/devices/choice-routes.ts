import type { ShopCode } from 'shared-domain';
import {
  colourChoicesQuerySchema,
  manufacturerChoicesQuerySchema,
  modelChoicesQuerySchema,
  selectorChoicesSchema,
  selectorUrlQuerySchema,
} from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import type { Db } from '../platform/db/schema.ts';
import type { ApiRoutes } from '../platform/http/api-routes.ts';
import { parseQuery } from '../platform/http/validate.ts';
import type { DeviceOffer } from './device-offer.ts';
import {
  getSelectorUrl,
  listColourChoices,
  listManufacturerChoices,
  listModelChoices,
  listProductTypeChoices,
} from './list-selector-choices.ts';

export interface DeviceChoiceRoutesOptions {
  db: Db;
  shop: ShopCode;
  offer: DeviceOffer;
  /** The area's api base, e.g. "/api/new/buyout". */
  base: string;
  /** OpenAPI tag of the area. */
  tag: string;
  /** How the documentation says what the area offers: "the shop buys", "the service repairs". */
  offers: string;
  /** …and what an unknown type or model is: "bought", "repaired". */
  offered: string;
  /** Which devices the first level lists, e.g. "those with buyout prices". */
  typesNote: string;
}

const choices = { 200: { description: 'Choices and the selection URL', schema: selectorChoicesSchema } };

/**
 * The choice lists of the device selector ("GET type, manufacturer, model, colour choices",
 * "GET selector url") under an area's base: the buyout and the service offer the same five routes,
 * each with its own offer of devices.
 */
export function addDeviceChoiceRoutes(routes: ApiRoutes, options: DeviceChoiceRoutesOptions): void {
  const { db, shop, offer, base, tag, offers, offered } = options;

  routes.add(
    {
      method: 'get',
      path: `${base}/product-types/`,
      summary: `Product types ${offers} (${options.typesNote})`,
      tag,
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
      path: `${base}/manufacturers/`,
      summary: `Manufacturers of a product type ${offers}`,
      tag,
      access: 'public',
      query: manufacturerChoicesQuerySchema,
      responses: choices,
      errors: { 404: `The type is not ${offered} (\`product_type_not_found\`).` },
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
      path: `${base}/models/`,
      summary: `Models of a type and manufacturer ${offers}, newest first`,
      tag,
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
      path: `${base}/colours/`,
      summary: `Colours of a model ${offers} (with their swatch colour)`,
      tag,
      access: 'public',
      query: colourChoicesQuerySchema,
      responses: choices,
      errors: { 404: `The model is not ${offered} (\`model_not_found\`).` },
    },
    async (req, res) => {
      res.json(await listColourChoices(db, shop, offer, parseQuery(req, colourChoicesQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${base}/selector-url/`,
      summary: 'The URL of a selection given by ids (levels after the first missing one are ignored)',
      tag,
      access: 'public',
      query: selectorUrlQuerySchema,
      responses: { 200: { description: 'The URL', schema: z.object({ url: storableString() }) } },
      errors: {
        404: 'An id is not one of its level’s choices (`product_type_not_found`, `manufacturer_not_found`, `model_not_found`, `colour_not_found`).',
      },
    },
    async (req, res) => {
      res.json(await getSelectorUrl(db, shop, offer, parseQuery(req, selectorUrlQuerySchema)));
    },
  );
}
