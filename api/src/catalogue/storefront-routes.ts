import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';

// Megamenu, favourites, product lists and the product feed (issue 4).
export function storefrontRoutes(_deps: { db: Db; config: Config }): ApiRoutes {
  return new ApiRoutes();
}
