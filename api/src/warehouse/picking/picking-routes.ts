import type { Request } from 'express';
import {
  pickedRequestSchema,
  pickingListQuerySchema,
  pickingListSchema,
  pickingOrderSchema,
  pickingProblemRequestSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Access, ApiRoutes } from '../../platform/http/api-routes.ts';
import { lookupGuessLimits } from '../../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import type { PickingDeps } from './change-picking.ts';
import { finishPicking, reportPickingProblem, resetPicking, startPicking } from './change-picking.ts';
import { pickingListOf } from './picking-list.ts';

export const PICKING = '/api/new/warehouse/picking';

const tag = 'warehouse';
const access: Access = ['warehouse', 'staff'];
const changed = {
  200: { description: 'The order as the picking list shows it', schema: pickingOrderSchema },
};
/** Order numbers are sequential: a session probing unknown ones is stopped like any look-up. */
const limits = lookupGuessLimits('warehouse.picking.lookup');
const orderErrors = {
  404: 'No such order in the shop (`picking_order_not_found`)',
  409: 'Not in a status that allows it, or not for picking: cancelled, shipped, packed, unpaid (`picking_not_allowed`)',
};

/** The picking list of a store and the picking statuses of its orders (warehouse and staff). */
export function addPickingRoutes(routes: ApiRoutes, deps: { db: Db; shop: PickingDeps['shop'] }): void {
  const numberOf = (req: Request) => String(req.params.number ?? '');

  routes.add(
    {
      method: 'get',
      path: PICKING,
      summary:
        "A store's picking list: orders to ship or prepare for pickup, their lines with shelf and barcode, and one walk over the shelves",
      tag,
      access,
      query: pickingListQuerySchema,
      responses: { 200: { description: 'The picking list', schema: pickingListSchema } },
      errors: { 404: 'Not a sales store of the shop (`store_not_found`)' },
    },
    async (req, res) => {
      const { storeId } = parseQuery(req, pickingListQuerySchema);
      res.json(await pickingListOf(deps.db, deps.shop, storeId));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PICKING}/:number/start`,
      limits,
      summary: 'Starts picking the order: waiting → in progress, the caller picks it',
      tag,
      access,
      responses: changed,
      errors: orderErrors,
    },
    async (req, res) => {
      res.json(await startPicking(deps, staffActorOf(req), numberOf(req), new Date()));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PICKING}/:number/picked`,
      limits,
      summary: 'The order is picked into a crate (held by the caller); its pieces are recorded as picked',
      tag,
      access,
      body: pickedRequestSchema,
      responses: changed,
      errors: {
        ...orderErrors,
        404: `${orderErrors[404]}, or no such crate in the shop (\`crate_not_found\`)`,
      },
    },
    async (req, res) => {
      const { crateCode } = parseBody(req, pickedRequestSchema);
      res.json(await finishPicking(deps, staffActorOf(req), numberOf(req), crateCode, new Date()));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PICKING}/:number/problem`,
      limits,
      summary:
        'A piece is not found or not available: the order is blocked and the stock flagged for a recount (not found: out of sellable stock)',
      tag,
      access,
      body: pickingProblemRequestSchema,
      responses: { 200: { description: 'The order, now blocked', schema: pickingOrderSchema } },
      errors: { ...orderErrors, 400: 'The product is not in the order (`picking_product_not_in_order`)' },
    },
    async (req, res) => {
      const problem = parseBody(req, pickingProblemRequestSchema);
      res.json(await reportPickingProblem(deps, staffActorOf(req), numberOf(req), problem, new Date()));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PICKING}/:number/reset`,
      limits,
      summary: 'Resets picking after a confirmation: back to waiting, out of its crate',
      tag,
      access,
      responses: changed,
      errors: orderErrors,
    },
    async (req, res) => {
      res.json(await resetPicking(deps, staffActorOf(req), numberOf(req), new Date()));
    },
  );
}
