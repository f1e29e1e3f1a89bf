import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';

// Product detail, images, stock and offers (issue 4).
export function productRoutes(_deps: { db: Db; config: Config }): ApiRoutes {
  return new ApiRoutes();
}
