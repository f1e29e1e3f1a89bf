import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';

// Product reviews (literal paths of spec §7) (issue 4).
export function reviewsRoutes(_deps: { db: Db; config: Config }): ApiRoutes {
  return new ApiRoutes();
}
