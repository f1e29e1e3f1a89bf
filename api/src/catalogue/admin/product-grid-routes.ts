import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** The product grid, its category assignment and export (staff only; filled by its issue 15 work). */
export function productGridRoutes(_deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  return new ApiRoutes();
}
