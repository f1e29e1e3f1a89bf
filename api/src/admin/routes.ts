import { adminOverviewSchema } from 'shared-domain/contracts/staff.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { getOverview } from './get-overview.ts';

export function adminRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const routes = new ApiRoutes();
  routes.router.use('/api/new/admin', noStore);
  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/overview',
      summary: 'Dashboard counts of the shop',
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'Counts', schema: adminOverviewSchema } },
    },
    async (_req, res) => {
      res.json(await getOverview(deps.db, deps.config.shop));
    },
  );
  return routes;
}
