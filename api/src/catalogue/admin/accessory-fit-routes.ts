import {
  accessoryFitBodySchema,
  accessoryFitPageSchema,
  accessoryFitQuerySchema,
  accessoryFitRowSchema,
  masterProductRefSchema,
  masterProductSearchQuerySchema,
} from 'shared-domain/contracts/staff.ts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ApiRoutes } from '../../platform/http/api-routes.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import { accessoryFitPage, setAccessoryFits } from './accessory-fit-admin.ts';
import { accessoryBrands } from './accessory-fit-repository.ts';
import { notFoundError } from './attribute-errors.ts';
import { searchModels } from './model-search-repository.ts';

export const ACCESSORY_FITS_API = '/api/new/catalogue/admin/accessory-fits';
const tag = 'catalogue-admin';

export function addAccessoryFitRoutes(routes: ApiRoutes, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const shop = deps.config.shop;
  routes.add(
    {
      method: 'get',
      path: ACCESSORY_FITS_API,
      summary: 'A page of accessories with the devices each fits (q: name, brand: manufacturer id)',
      tag,
      access: ['staff'],
      query: accessoryFitQuerySchema,
      responses: { 200: { description: 'The page', schema: accessoryFitPageSchema } },
    },
    async (req, res) => {
      res.json(await accessoryFitPage(db, shop, parseQuery(req, accessoryFitQuerySchema)));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${ACCESSORY_FITS_API}/brands`,
      summary: 'Manufacturers of accessories, for the brand filter',
      tag,
      access: ['staff'],
      responses: {
        200: {
          description: 'By name',
          schema: z.array(z.object({ id: z.number().int(), name: storableString() })),
        },
      },
    },
    async (_req, res) => {
      res.json(await accessoryBrands(db));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${ACCESSORY_FITS_API}/devices`,
      summary: 'Device master products for the picker (q: part of "manufacturer model")',
      tag,
      access: ['staff'],
      query: masterProductSearchQuerySchema,
      responses: { 200: { description: 'At most 20 devices', schema: z.array(masterProductRefSchema) } },
    },
    async (req, res) => {
      const { q } = parseQuery(req, masterProductSearchQuerySchema);
      const found = await searchModels(db, shop, { q, kind: 'device' });
      res.json(found.map(({ typeCode: _typeCode, ...device }) => device));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${ACCESSORY_FITS_API}/:accessoryId`,
      summary: 'Set every device an accessory fits',
      tag,
      access: ['staff'],
      body: accessoryFitBodySchema,
      responses: { 200: { description: 'The accessory with its devices', schema: accessoryFitRowSchema } },
      errors: { 404: 'not_an_accessory or model_not_found', 409: 'not_a_device' },
    },
    async (req, res) => {
      const accessoryId = pathId(req.params.accessoryId);
      if (accessoryId === undefined) throw notFoundError('not_an_accessory');
      const { deviceIds } = parseBody(req, accessoryFitBodySchema);
      res.json(await setAccessoryFits(db, shop, staffActorOf(req), accessoryId, deviceIds));
    },
  );
}
