import { setTimeout as wait } from 'node:timers/promises';
import { mailerOf } from './app.ts';
import { handleAllJobs } from './job-handlers.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase, databaseTargetOf } from './platform/db/create-database.ts';
import { pendingMigrations } from './platform/db/migrate.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createLogger } from './platform/logger.ts';
import { scheduleRecurringJobs } from './recurring-jobs.ts';

// A job worker apart from the api (README, "Workers and uploads"): with JOB_WORKERS=off the api
// only queues jobs, and as many of these as the load needs do them. Same settings as the api.
// It never migrates: the api owns the schema, so a worker started first waits for it.

const MIGRATION_CHECK_INTERVAL_MS = 2_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  // The embedded database belongs to one process: the api's own in-process workers do the jobs.
  logger.error(
    'a separate worker needs DATABASE_URL (PostgreSQL); with PGlite the api works its jobs itself',
  );
  process.exit(1);
}
const db = await createDatabase(databaseTargetOf(config));

// Nothing is in hand yet: a signal meanwhile simply ends the process.
for (;;) {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) break;
  logger.info({ pending }, 'waiting for the api to apply its migrations');
  await wait(MIGRATION_CHECK_INTERVAL_MS);
}

const mailer = mailerOf(config, logger);
const jobs = createJobQueue({ db, logger });
handleAllJobs(jobs, { db, config, mailer });
// A worker runs the schedules' cron pass too (an api with JOB_WORKERS=off does not).
scheduleRecurringJobs(jobs, config.shop);
await jobs.start();
logger.info({ shop: config.shop }, 'job worker started');

let stopping = false;
async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping: finishing the jobs in hand');
  // A job cut short by the grace period stays queued and is done again by another worker.
  await jobs.stop();
  mailer.close();
  await db.destroy();
  logger.info('worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
