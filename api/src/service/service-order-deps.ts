import type { Logger } from 'pino';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { Mailer } from '../platform/mailer.ts';

/** What the service order use cases that write or send e-mail need. */
export interface ServiceOrderDeps {
  db: Db;
  shop: ShopCode;
  mailer: Mailer;
  /** PUBLIC_URL: the shop as customers reach it, for links in e-mails. */
  publicUrl: string;
  /** The request's logger: failures of best-effort e-mails are logged, not answered. */
  log: Logger;
}
