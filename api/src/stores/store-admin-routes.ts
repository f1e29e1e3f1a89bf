import {
  adminStoreInputSchema,
  adminStoreListSchema,
  adminStoreSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../platform/audit/audit-trail.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseBody } from '../platform/http/validate.ts';
import { purgeAfterChange } from './purge-after-change.ts';
import { findAdminStore, updateAdminStore } from './store-admin.ts';
import { listAdminStores } from './store-admin-repository.ts';

export const ADMIN_STORES = '/api/new/admin/stores';
const TAG = 'stores admin';

/** Staff edit of the stores pages: hours, holiday exceptions, services, photo, contacts. */
export function storeAdminRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();
  const purge = purgeAfterChange(deps.config);
  routes.router.use(ADMIN_STORES, noStore);

  routes.add(
    {
      method: 'get',
      path: ADMIN_STORES,
      summary: 'The stores, buyout and service centres of the shop with what their pages show',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Stores', schema: adminStoreListSchema } },
    },
    async (_req, res) => {
      res.json({ items: await listAdminStores(db, shop) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_STORES}/:id`,
      summary: 'A store as the editor shows it',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The store', schema: adminStoreSchema } },
      errors: { 404: '`store_not_found`' },
    },
    async (req, res) => {
      res.json(await findAdminStore(db, shop, pathId(req.params.id)));
    },
  );

  routes.add(
    {
      method: 'put',
      path: `${ADMIN_STORES}/:id`,
      summary:
        "Saves a store's hours, holiday exceptions, services, photo, e-mail and description; purges the cached stores pages",
      tag: TAG,
      access: ['staff'],
      body: adminStoreInputSchema,
      responses: { 200: { description: 'Saved', schema: adminStoreSchema } },
      errors: { 400: 'Invalid input (field errors)', 404: '`store_not_found`' },
    },
    async (req, res) => {
      const input = parseBody(req, adminStoreInputSchema);
      const saved = await updateAdminStore(db, shop, staffActorOf(req), pathId(req.params.id), input);
      await purge(res, ['stores']);
      res.json(saved);
    },
  );
  return routes;
}
