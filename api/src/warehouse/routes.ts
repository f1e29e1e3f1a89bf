import { stockSummarySchema } from 'shared-domain/contracts/staff.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { addCrateRoutes } from './crates/crate-routes.ts';
import { addPickingRoutes } from './picking/picking-routes.ts';
import { addStockRoutes } from './stock/stock-routes.ts';
import { summarizeStock } from './summarize-stock.ts';

export function warehouseRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  // The picking routes limit look-ups by order number, counted in the database.
  const routes = new ApiRoutes({ db, shop: config.shop });
  routes.router.use('/api/new/warehouse', noStore);
  routes.add(
    {
      method: 'get',
      path: '/api/new/warehouse/stock-summary',
      summary: 'Stock per sales store',
      tag: 'warehouse',
      access: ['warehouse', 'staff'],
      responses: { 200: { description: 'Stock per store', schema: stockSummarySchema } },
    },
    async (_req, res) => {
      res.json(await summarizeStock(deps.db, deps.config.shop));
    },
  );
  // Picking, crates, recounts and stock movements.
  addPickingRoutes(routes, { db, shop: config.shop });
  addCrateRoutes(routes, { db, shop: config.shop });
  addStockRoutes(routes, { db, shop: config.shop });
  return routes;
}
