import type { AddressInfo } from 'node:net';
import { createApp, mailerOf } from './app.ts';
import { handleAllJobs } from './job-handlers.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase, databaseTargetOf } from './platform/db/create-database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { seedIfEmpty } from './platform/db/seed/seed-database.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createLogger } from './platform/logger.ts';
import { scheduleRecurringJobs } from './recurring-jobs.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const target = databaseTargetOf(config);
const db = await createDatabase(target);
logger.info(
  { database: target.kind === 'pglite' ? target.dir : 'postgres (DATABASE_URL)' },
  'database opened',
);

const applied = await migrateToLatest(db);
if (applied.length > 0)
  logger.info({ migrations: applied.map((m) => m.migrationName) }, 'migrations applied');
if (await seedIfEmpty(db)) logger.info('empty database: demo data seeded for both shops');

const mailer = mailerOf(config, logger);
// The job worker runs in the api process by default: the mails requests queue (and any left by a
// crash) are sent from here while the api serves. JOB_WORKERS=off leaves them to worker.ts.
const jobs = createJobQueue({ db, logger, work: config.jobWorkers !== 'off' });
handleAllJobs(jobs, { db, config, mailer });
// Housekeeping and the other periodic work: one run per period for all instances and workers.
scheduleRecurringJobs(jobs, config.shop);
await jobs.start();
const app = createApp({ config, db, logger, mailer, jobs });
const server = app.listen(config.port, config.host, () => {
  const { address, port } = server.address() as AddressInfo;
  logger.info(
    { shop: config.shop, host: address, port },
    `api (shop ${config.shop}) listening on http://${address.includes(':') ? `[${address}]` : address}:${port}`,
  );
});

let stopping = false;
function shutDown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('requests still running after the grace period; closing them');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(async () => {
    // Jobs in hand finish first; one cut short stays queued for the next start.
    await jobs.stop();
    mailer.close();
    await db.destroy();
    logger.info('stopped');
    process.exit(0);
  });
  // Keep-alive connections that are idle would otherwise hold server.close() open.
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
