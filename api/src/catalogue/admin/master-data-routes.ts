import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { ACCESSORY_FITS_API, addAccessoryFitRoutes } from './accessory-fit-routes.ts';
import { ATTRIBUTE_GROUPS_API, ATTRIBUTES_API, addAttributeRoutes } from './attribute-routes.ts';
import { addBonusRoutes } from './bonus-routes.ts';
import { addMetaMasterRoutes } from './meta-master-routes.ts';

/** Attributes and groups, meta masters, buy-and-sell bonuses, accessory fits (staff only). */
export function masterDataRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const routes = new ApiRoutes();
  for (const prefix of [ATTRIBUTES_API, ATTRIBUTE_GROUPS_API, ACCESSORY_FITS_API])
    routes.router.use(prefix, noStore);
  addAttributeRoutes(routes, deps);
  addMetaMasterRoutes(routes, deps);
  addBonusRoutes(routes, deps);
  addAccessoryFitRoutes(routes, deps);
  return routes;
}
