import type { ShopCode } from 'shared-domain';
import { cratesOverviewSchema } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ApiRoutes } from '../../platform/http/api-routes.ts';
import { cratesOverview } from './crates-overview.ts';

/** The crates overview (warehouse and staff). */
export function addCrateRoutes(routes: ApiRoutes, deps: { db: Db; shop: ShopCode }): void {
  routes.add(
    {
      method: 'get',
      path: '/api/new/warehouse/crates',
      summary:
        'The crates: last change, the orders picked into each and not packed yet, who holds it, its station',
      tag: 'warehouse',
      access: ['warehouse', 'staff'],
      responses: { 200: { description: 'Every crate of the shop, by code', schema: cratesOverviewSchema } },
    },
    async (_req, res) => {
      res.json(await cratesOverview(deps.db, deps.shop));
    },
  );
}
