import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** One master product's admin: variants, categories, stock, images, attributes, SEO, package (staff only; filled by its issue 15 work). */
export function productAdminRoutes(_deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  return new ApiRoutes();
}
