import type { Logger } from 'pino';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';

/** What the service order use cases that write or send e-mail need. */
export interface ServiceOrderDeps {
  db: Db;
  shop: ShopCode;
  jobs: JobQueue;
  /** PUBLIC_URL: the shop as customers reach it, for links in e-mails. */
  publicUrl: string;
  log: Logger;
}
