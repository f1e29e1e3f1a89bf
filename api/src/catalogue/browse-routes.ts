import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';

// Category filters and search (issue 4).
export function browseRoutes(_deps: { db: Db; config: Config }): ApiRoutes {
  return new ApiRoutes();
}
