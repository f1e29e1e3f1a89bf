import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** Attributes and groups, meta masters, buy-and-sell bonuses, accessory fits (staff only; filled by its issue 15 work). */
export function masterDataRoutes(_deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  return new ApiRoutes();
}
