import type { Logger } from 'pino';
import type { ShopCode } from 'shared-domain';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';

export interface OrderDeps {
  db: Db;
  shop: ShopCode;
  config: Config;
  jobs: JobQueue;
  log: Logger;
}
