import type { Logger } from 'pino';
import { handleAllJobs } from '../job-handlers.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { createJobQueue, type JobQueue, type RetryPolicy } from '../platform/jobs/job-queue.ts';
import type { Mailer } from '../platform/mailer.ts';
import { waitBeforeReadingFor } from './outbox.ts';

// One job queue per test database, shared by every app a test starts on it, as the api instances
// of one deployment share their database's queue; its mail worker sends with the mailer of the
// first app (by default the outbox of its DATA_DIR).

/** Retries a second apart, so a test waiting for the queue waits seconds, not the production hours. */
export const TEST_MAIL_RETRY: RetryPolicy = {
  retries: 2,
  delaySeconds: 1,
  maxDelaySeconds: 1,
  timeoutSeconds: 60,
};

const queues = new Map<Db, { jobs: JobQueue; users: number }>();

/** The database's queue, started on first use; release it when the app that asked closes. */
export async function useJobQueue(
  db: Db,
  config: Config,
  mailer: Mailer,
  logger: Logger,
): Promise<{ jobs: JobQueue; release(): Promise<void> }> {
  let entry = queues.get(db);
  if (!entry) {
    const jobs = createJobQueue({ db, logger, pollingIntervalSeconds: 0.5 });
    handleAllJobs(jobs, { db, config, mailer }, { mailRetry: TEST_MAIL_RETRY });
    entry = { jobs, users: 0 };
    queues.set(db, entry);
    await jobs.start();
  }
  entry.users += 1;
  const used = entry;
  return {
    jobs: used.jobs,
    async release() {
      used.users -= 1;
      if (used.users > 0) return;
      queues.delete(db);
      await used.jobs.stop();
    },
  };
}

/** Waits until the queues of every test database of this process have done what was queued. */
export async function jobQueuesSettled(): Promise<void> {
  await Promise.all([...queues.values()].map(({ jobs }) => jobs.settled()));
}

waitBeforeReadingFor(jobQueuesSettled);
