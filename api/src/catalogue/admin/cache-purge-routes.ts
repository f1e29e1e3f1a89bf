import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** The cache purge (staff only; filled by its issue 15 work). */
export function cachePurgeRoutes(_deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  return new ApiRoutes();
}
