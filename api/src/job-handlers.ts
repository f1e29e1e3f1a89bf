import { handleCategoryAssignments } from './catalogue/admin/category-assignment-job.ts';
import { handleImportJobs } from './catalogue/admin/import-jobs.ts';
import { handleDiscountCodeJobs } from './discounts/admin/discount-codes-job.ts';
import { handleHousekeeping } from './housekeeping.ts';
import { handlePreorderNotifications } from './landing/notify-preorders.ts';
import { handleInvoiceJobs } from './orders/invoices/invoice-documents.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/schema.ts';
import type { JobQueue, RetryPolicy } from './platform/jobs/job-queue.ts';
import { handleQueuedMail } from './platform/mail-queue.ts';
import type { Mailer } from './platform/mailer.ts';

export interface JobHandlerDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * Every kind of background job this process works, registered before the queue starts: by the
 * api process (the default) and by a separate worker (see README, "Workers").
 */
export function handleAllJobs(
  jobs: JobQueue,
  deps: JobHandlerDeps,
  options: { mailRetry?: RetryPolicy } = {},
): void {
  handleQueuedMail(jobs, deps.mailer, { retry: options.mailRetry });
  handleImportJobs(jobs, deps);
  handleInvoiceJobs(jobs, deps);
  handleCategoryAssignments(jobs, deps.db);
  handleDiscountCodeJobs(jobs, deps.db);
  handleHousekeeping(jobs, deps);
  handlePreorderNotifications(jobs, deps);
}
