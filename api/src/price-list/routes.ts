import { priceListQuerySchema, priceListSchema } from 'shared-domain/contracts/content.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { getPriceList } from './price-list.ts';

export const PRICE_LIST = '/api/new/content/price-list';

export function priceListRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();
  routes.add(
    {
      method: 'get',
      path: PRICE_LIST,
      summary:
        'Repair prices (service operations) and buyout prices (current buyout price list) per device, by device type or name',
      tag: 'price list',
      access: 'public',
      query: priceListQuerySchema,
      responses: {
        200: { description: 'Device types and devices with their prices', schema: priceListSchema },
      },
    },
    async (req, res) => {
      const query = parseQuery(req, priceListQuerySchema);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['price-list'] }).json(
        await getPriceList(db, shop, query),
      );
    },
  );
  return routes;
}
