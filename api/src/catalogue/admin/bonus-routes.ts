import {
  bonusDeviceTypesSchema,
  bonusManufacturersSchema,
  bonusQualityTypesSchema,
  usedProductBonusesBodySchema,
  usedProductBonusesQuerySchema,
  usedProductBonusesSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import { bonusQualityTypeChoices, readBonuses, saveBonuses } from './bonus-admin.ts';
import { bonusDeviceTypes, bonusManufacturers } from './bonus-repository.ts';

/** The three choice lists at their literal paths (kept exactly), plus reading and setting the percents. */
export const BONUS_API = '/api/new/product/admin-bonuses-for-used-product';
const tag = 'bonus-admin';

export function addBonusRoutes(routes: ApiRoutes, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const shop = deps.config.shop;
  routes.router.use(BONUS_API, noStore);
  routes.add(
    {
      method: 'get',
      path: `${BONUS_API}/bonuses_manufacturers`,
      summary: 'Manufacturers a bonus can be set for',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'By name', schema: bonusManufacturersSchema } },
    },
    async (_req, res) => {
      res.json(await bonusManufacturers(db));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${BONUS_API}/quality_types`,
      summary: "Quality types: 'new' and the used grades",
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Best first', schema: bonusQualityTypesSchema } },
    },
    (_req, res) => {
      res.json(bonusQualityTypeChoices(shop));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${BONUS_API}/types_devices`,
      summary: "Device kinds (product types) in the shop's language",
      tag,
      access: ['staff'],
      responses: { 200: { description: 'In catalogue order', schema: bonusDeviceTypesSchema } },
    },
    async (_req, res) => {
      res.json(await bonusDeviceTypes(db, shop));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${BONUS_API}/bonuses`,
      summary: "The shop's bonus percents (optionally of one manufacturer) and its default",
      tag,
      access: ['staff'],
      query: usedProductBonusesQuerySchema,
      responses: { 200: { description: 'The set cells', schema: usedProductBonusesSchema } },
    },
    async (req, res) => {
      const { manufacturerId } = parseQuery(req, usedProductBonusesQuerySchema);
      res.json(await readBonuses(db, shop, manufacturerId));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${BONUS_API}/bonuses`,
      summary: 'Set bonus percents (0–100) of cells; null takes a cell back to the default',
      tag,
      access: ['staff'],
      body: usedProductBonusesBodySchema,
      responses: { 200: { description: 'Every set cell of the shop', schema: usedProductBonusesSchema } },
      errors: { 404: 'manufacturer_not_found or product_type_not_found' },
    },
    async (req, res) => {
      const body = parseBody(req, usedProductBonusesBodySchema);
      res.json(await saveBonuses(db, shop, staffActorOf(req), body));
    },
  );
}
