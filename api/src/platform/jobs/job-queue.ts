import { setTimeout as wait } from 'node:timers/promises';
import { fromKysely, type Job, type JobResult, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { openedDatabaseOf } from '../db/create-database.ts';
import type { Db } from '../db/schema.ts';
import { jobDatabaseOptions, jobsSchemaOf } from './job-database.ts';
import { findUnfinishedJobs } from './pg-boss-job-repository.ts';

// The api's job queue on PostgreSQL (pg-boss): work a request promises (a mail today; imports,
// exports and invoices later) is recorded in the request's own transaction and done by a worker,
// retried with backoff, so a crash delays it but never loses it. Delivery is at least once: a
// handler must tolerate running again after a crash in the middle of it.

export interface RetryPolicy {
  /** Attempts after the first one before the job is given up. */
  retries: number;
  /** Wait before the first retry; each next one waits about twice as long, up to `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds: number;
  /** An attempt running longer than this is taken as lost (its process died) and retried. */
  timeoutSeconds: number;
}

/** A kind of job: its queue's name, its retries, and (as a type) what its payload is. */
export interface JobType<Payload> {
  readonly name: string;
  readonly retry: RetryPolicy;
  /** How long a done job stays in the table; a payload carrying secrets (links) is kept briefly. */
  readonly keepDoneSeconds: number;
  /** Never set: carries the payload's type from `enqueue` to the handler. */
  readonly payload?: Payload;
}

export function jobType<Payload>(
  name: string,
  settings: { retry: RetryPolicy; keepDoneSeconds?: number },
): JobType<Payload> {
  return {
    name,
    retry: settings.retry,
    keepDoneSeconds: settings.keepDoneSeconds ?? DEFAULT_KEEP_DONE_SECONDS,
  };
}

export interface JobAttempt {
  jobId: string;
  /** 0 for the first attempt. */
  retry: number;
  /** No retry follows when this attempt fails: the job goes to its dead letter queue. */
  last: boolean;
}

export type JobHandler<Payload> = (payload: Payload, attempt: JobAttempt) => Promise<void>;

export interface JobQueue {
  /** Who does a kind of job; before start(). `retry` replaces the kind's own policy (tests). */
  handle<Payload>(
    type: JobType<Payload>,
    handler: JobHandler<Payload>,
    options?: { retry?: RetryPolicy },
  ): void;
  /**
   * Records a job in the caller's transaction: it exists (and is worked) only if that commits.
   * `trx` may also be the database itself for a job that needs no transaction around it.
   */
  enqueue<Payload>(trx: Db, type: JobType<Payload>, payload: Payload): Promise<void>;
  /** Installs or upgrades pg-boss's tables, creates the queues and starts the workers (unless `work: false`). */
  start(): Promise<void>;
  /** Stops fetching, waits for the jobs in hand (a job cut short is worked again later). */
  stop(): Promise<void>;
  /** Resolves once no job of a handled kind waits, waits for a retry or runs, in any process. */
  settled(): Promise<void>;
  /** The jobs of a kind given up after their last retry, oldest first, for staff to look at. */
  deadLetters<Payload>(type: JobType<Payload>): Promise<{ jobId: string; payload: Payload; since: Date }[]>;
  /** Whether this process registered a handler for the queue (it may then queue jobs there). */
  handles(name: string): boolean;
  /**
   * Cancels the kind's jobs not yet finished whose payload contains `match` (a handler already
   * running one is not interrupted: it finds out by itself). Answers how many were cancelled.
   */
  cancel<Payload>(type: JobType<Payload>, match: Partial<Payload>): Promise<number>;
  /**
   * A job queued on a schedule, before start(): one job per occurrence for the whole database,
   * whichever process's turn it is (pg-boss's cron pass), instead of a timer in every process.
   * `key` tells apart schedules of one queue (the shop). start() stores or updates it.
   */
  recur<Payload>(type: JobType<Payload>, schedule: RecurringSchedule<Payload>): void;
  /** The schedules stored in the database (by any process), for staff to look at. */
  schedules(): Promise<{ name: string; key: string; cron: string; timezone: string }[]>;
  /** When a cron expression next comes due after `from`, or null if never. */
  nextOccurrence(cron: string, timezone: string, from: Date): Date | null;
}

export interface RecurringSchedule<Payload> {
  key: string;
  /** A cron expression (minute hour day month weekday), read in `timezone`. */
  cron: string;
  timezone: string;
  payload: Payload;
}

export interface JobQueueOptions {
  /** A handle made by createDatabase: pg-boss keeps its tables in the same database. */
  db: Db;
  logger: Logger;
  /** How often an idle worker looks for due jobs (a commit wakes it at once; retries become due). */
  pollingIntervalSeconds?: number;
  /**
   * False: this process only queues jobs (the api with JOB_WORKERS=off); separate worker
   * processes (worker.ts) do them. Handlers are still registered: they name the queues it sends to.
   */
  work?: boolean;
}

const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
const DEFAULT_KEEP_DONE_SECONDS = 7 * 24 * 3600;
/** How often done jobs past their keeping time are deleted. */
const CLEAN_UP_INTERVAL_SECONDS = 3600;
/**
 * Jobs fetched at once. They run one after the other, in the order they were queued (a repair's
 * "received" mail before its "diagnosed" one); a kind's timeout covers waiting for those before it.
 */
const BATCH_SIZE = 5;
/** How long a job given up stays in its dead letter queue for staff to look at. */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 3600;
/** How long `settled()` waits between two looks at the queues. */
const SETTLED_CHECK_INTERVAL_MS = 50;
/** On shutdown, how long the jobs in hand may take before they are left to a later attempt. */
const STOP_GRACE_MS = 8_000;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, logger } = options;
  const opened = openedDatabaseOf(db);
  const schema = jobsSchemaOf(opened.target);
  const polling = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  const handlers = new Map<
    string,
    { handler: JobHandler<unknown>; retry: RetryPolicy; keepDoneSeconds: number }
  >();
  const recurring: { name: string; schedule: RecurringSchedule<unknown> }[] = [];
  let boss: PgBoss | undefined;

  return {
    handle(type, handler, handleOptions = {}) {
      if (boss) throw new Error(`job "${type.name}": handlers are registered before start()`);
      handlers.set(type.name, {
        handler: handler as JobHandler<unknown>,
        retry: handleOptions.retry ?? type.retry,
        keepDoneSeconds: type.keepDoneSeconds,
      });
    },

    async enqueue(trx, type, payload) {
      // An unknown queue would make pg-boss look it up on its own connection, which on PGlite
      // waits for the very transaction that is asking.
      if (!boss || !handlers.has(type.name))
        throw new Error(`job "${type.name}" has no handler on a started queue`);
      await boss.send(type.name, payload as object, { db: fromKysely(trx) });
    },

    async start() {
      const started = new PgBoss({
        ...jobDatabaseOptions(opened),
        useListenNotify: true,
        // The cron pass runs in the processes that work jobs, and only if there is anything to send.
        schedule: recurring.length > 0 && options.work !== false,
        registerInstance: false,
        openTelemetry: { enabled: false },
        maintenanceIntervalSeconds: CLEAN_UP_INTERVAL_SECONDS,
      });
      started.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      started.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
      await started.start();
      boss = started;
      for (const [name, settings] of handlers) await ensureQueue(started, name, settings);
      for (const { name, schedule } of recurring)
        await started.schedule(name, schedule.cron, schedule.payload as object, {
          key: schedule.key,
          tz: schedule.timezone,
        });
      if (options.work === false) return;
      if (opened.target.kind === 'pglite') await requeueInterruptedJobs(started);
      for (const [name, { handler, retry }] of handlers) {
        await started.work(
          name,
          {
            pollingIntervalSeconds: polling,
            notifyPollingIntervalSeconds: polling,
            // A backlog (a burst of orders, a restart after an outage) is fetched batch after batch
            // without waiting a polling interval between them; each job succeeds or fails alone.
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
            // For the time each job was queued: a batch does not come back in that order.
            includeMetadata: true,
          },
          (jobs) => runInOrder(byQueueTime(jobs), (job) => runJob(name, job, handler, retry)),
        );
      }
    },

    async stop() {
      await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
      boss = undefined;
    },

    async settled() {
      while ((await unfinishedJobs()).length > 0) await wait(SETTLED_CHECK_INTERVAL_MS);
    },

    async deadLetters<Payload>(type: JobType<Payload>) {
      if (!boss) throw new Error('the job queue is not started');
      const jobs = await boss.findJobs<Payload>(deadLetterOf(type.name));
      return jobs.map((job) => ({ jobId: job.id, payload: job.data, since: job.createdOn }));
    },

    handles(name) {
      return handlers.has(name);
    },

    async cancel(type, match) {
      if (!boss) throw new Error('the job queue is not started');
      const found = await boss.findJobs(type.name, { data: match as object });
      const ids = found.filter((job) => UNFINISHED.has(job.state)).map((job) => job.id);
      if (ids.length === 0) return 0;
      await boss.cancel(type.name, ids);
      return ids.length;
    },

    recur(type, schedule) {
      if (boss) throw new Error(`job "${type.name}": schedules are registered before start()`);
      if (!handlers.has(type.name)) throw new Error(`job "${type.name}": a schedule needs its handler first`);
      recurring.push({ name: type.name, schedule });
    },

    async schedules() {
      if (!boss) throw new Error('the job queue is not started');
      const stored = await boss.getSchedules();
      return stored.map(({ name, key, cron, timezone }) => ({ name, key, cron, timezone }));
    },

    nextOccurrence(cron, timezone, from) {
      if (!boss) throw new Error('the job queue is not started');
      return boss.previewSchedule(cron, { tz: timezone, from, count: 1 })[0] ?? null;
    },
  };

  async function runJob(
    name: string,
    job: Job<unknown>,
    handler: JobHandler<unknown>,
    retry: RetryPolicy,
  ): Promise<JobResult> {
    const attempt = { jobId: job.id, retry: job.retryCount, last: job.retryCount >= retry.retries };
    try {
      await handler(job.data, attempt);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const context = { err: error, job: name, jobId: job.id, retry: job.retryCount };
      if (attempt.last) logger.error(context, 'job failed for good; kept in its dead letter queue for staff');
      else logger.warn(context, 'job failed; it will be retried');
      return { id: job.id, status: 'failed', output: { message: (error as Error).message } };
    }
  }

  /** Jobs of the handled queues not yet done or given up. */
  async function unfinishedJobs(): Promise<{ id: string; name: string; state: string }[]> {
    if (handlers.size === 0) return [];
    return findUnfinishedJobs(db, schema, [...handlers.keys()]);
  }

  /**
   * An embedded database belongs to this one process, so a job still active when it starts was
   * cut short by a crash of its last run: it goes back to the queue at once, in one transaction
   * (a crash meanwhile leaves it active for the next start), instead of waiting out its timeout.
   */
  async function requeueInterruptedJobs(started: PgBoss) {
    const interrupted = (await unfinishedJobs()).filter((job) => job.state === 'active');
    for (const name of new Set(interrupted.map((job) => job.name))) {
      const ids = interrupted.filter((job) => job.name === name).map((job) => job.id);
      await db.transaction().execute(async (trx) => {
        const inTransaction = { db: fromKysely(trx) };
        await started.cancel(name, ids, inTransaction);
        await started.resume(name, ids, inTransaction);
      });
      logger.warn({ job: name, count: ids.length }, 'jobs interrupted by a crash are queued again');
    }
  }
}

const deadLetterOf = (name: string) => `${name}.dead`;
/** pg-boss's states of a job that may still run. */
const UNFINISHED = new Set(['created', 'retry', 'active']);

function byQueueTime<T extends { createdOn: Date }>(jobs: T[]): T[] {
  return [...jobs].sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());
}

async function runInOrder<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await run(item));
  return results;
}

/** The queue with its retries, and its dead letter queue where a job given up is kept. */
async function ensureQueue(
  boss: PgBoss,
  name: string,
  { retry, keepDoneSeconds }: { retry: RetryPolicy; keepDoneSeconds: number },
): Promise<void> {
  const deadLetter = deadLetterOf(name);
  if (!(await boss.getQueue(deadLetter)))
    await boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
  const settings = {
    retryLimit: retry.retries,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.maxDelaySeconds,
    expireInSeconds: retry.timeoutSeconds,
    deleteAfterSeconds: keepDoneSeconds,
    deadLetter,
    notify: true,
  };
  if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
  else await boss.createQueue(name, settings);
}
