import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import type { Mailer } from '../platform/mailer.ts';

// Routes of the orders component (issue 5).
export function ordersRoutes(deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  const routes = new ApiRoutes();
  void deps;
  return routes;
}
