import { storeListSchema } from 'shared-domain/contracts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { listStores } from './list-stores.ts';

/** The literal path of spec §7, kept exactly (trailing slash included; Express also answers without it). */
export const STORES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';

export function storesRoutes(deps: { db: Db; config: Config }): ApiRoutes {
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
      res.json(await listStores(deps.db, deps.config.shop));
    },
  );
  return routes;
}
