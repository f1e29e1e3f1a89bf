import { z } from 'zod';
import { requireRole } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { getOverview } from './get-overview.ts';

export const overviewSchema = z.object({
  products: z.number().int().describe('Products with a price in this shop'),
  orders: z.number().int(),
  customers: z.number().int().describe('Customer and business accounts'),
  stores: z.number().int().describe('Sales stores'),
  lowStock: z.number().int().describe('New products with fewer than 3 pieces in the shop'),
});

export function adminRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const routes = new ApiRoutes();
  routes.router.use('/api/new/admin', noStore, requireRole('staff'));
  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/overview',
      summary: 'Dashboard counts of the shop',
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'Counts', schema: overviewSchema } },
    },
    async (_req, res) => {
      res.json(await getOverview(deps.db, deps.config.shop));
    },
  );
  return routes;
}
