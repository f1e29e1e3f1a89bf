import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import type { Mailer } from '../platform/mailer.ts';

// Service (issue 7): booking, status with the quote approval, the customer's and staff's service orders.
export function serviceOrderRoutes(_deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  return new ApiRoutes();
}
