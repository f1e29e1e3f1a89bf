import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';

// The signed-in customer's own data (issue 6): personal data and delivery addresses.
export function profileRoutes(_deps: { db: Db; config: Config }): ApiRoutes {
  const routes = new ApiRoutes();
  routes.router.use('/api/new/accounts/me', noStore);
  return routes;
}
