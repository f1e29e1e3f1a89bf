import type { Config } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { ApiRoutes } from '../http/api-routes.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** Uploading files and serving them (staff only; filled by its issue 15 work). */
export function uploadRoutes(_deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  return new ApiRoutes();
}
