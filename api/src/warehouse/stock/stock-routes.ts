import type { ShopCode } from 'shared-domain';
import {
  recountRequestSchema,
  recountsSchema,
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Access, ApiRoutes } from '../../platform/http/api-routes.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import { recordRecount, selectRecounts } from './recounts.ts';
import { selectStockMovements } from './stock-movements-page.ts';

const access: Access = ['warehouse', 'staff'];

/** Recounts of stock a picker missed, and the stock movements (warehouse and staff). */
export function addStockRoutes(routes: ApiRoutes, deps: { db: Db; shop: ShopCode }): void {
  routes.add(
    {
      method: 'get',
      path: '/api/new/warehouse/recounts',
      summary: 'The stock flagged for a recount, the oldest request first',
      tag: 'warehouse',
      access,
      responses: { 200: { description: 'The flagged stock rows', schema: recountsSchema } },
    },
    async (_req, res) => {
      res.json(await selectRecounts(deps.db, deps.shop));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/warehouse/recounts',
      summary: 'The counted pieces become the stock; the difference is recorded as a recount movement',
      tag: 'warehouse',
      access,
      body: recountRequestSchema,
      responses: { 200: { description: 'The stock still flagged for a recount', schema: recountsSchema } },
      errors: { 409: 'That stock is not flagged for a recount (`recount_not_needed`)' },
    },
    async (req, res) => {
      const count = parseBody(req, recountRequestSchema);
      await recordRecount(deps.db, deps.shop, staffActorOf(req), count);
      res.json(await selectRecounts(deps.db, deps.shop));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/warehouse/stock-movements',
      summary: 'The stock movements, newest first, 50 a page; by product code or EAN and by kind',
      tag: 'warehouse',
      access,
      query: stockMovementsQuerySchema,
      responses: { 200: { description: 'A page of movements', schema: stockMovementsPageSchema } },
    },
    async (req, res) => {
      res.json(await selectStockMovements(deps.db, deps.shop, parseQuery(req, stockMovementsQuerySchema)));
    },
  );
}
