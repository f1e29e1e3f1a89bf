import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import type { Mailer } from '../platform/mailer.ts';

export const SERVICE_API = '/api/new/service';

// Service (issue 7): the device selector, operations, smart search and service centres.
export function serviceSelectorRoutes(_deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  return new ApiRoutes();
}
