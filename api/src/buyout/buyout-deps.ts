import type { Logger } from 'pino';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Mailer } from '../platform/mailer.ts';

/** What the buyout's use cases that write or send e-mail need. */
export interface BuyoutDeps {
  db: Db;
  shop: ShopCode;
  /** Sends the quote while the request waits: the answer says whether it went out. */
  mailer: Mailer;
  /** Queues the e-mails a sale or a status change owes, in its transaction. */
  jobs: JobQueue;
  /** PUBLIC_URL: the shop as customers reach it, for links in e-mails. */
  publicUrl: string;
  /** The request's logger: a quote that could not be mailed is logged. */
  log: Logger;
}
