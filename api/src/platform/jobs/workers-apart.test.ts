import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import type { Db } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createJobQueue, type JobQueue, type RetryPolicy } from './job-queue.ts';
import { handleTrackedJob, startTrackedJob, trackedJobKind } from './tracked-jobs.ts';

// JOB_WORKERS=off: the api only queues; a worker process (worker.ts) does the jobs. Here the two
// processes are two queues on two handles of one database, as two processes would be.

/** A retry a second after a crash, so the test waits a second, not the production minutes. */
const quickRetry: RetryPolicy = { retries: 2, delaySeconds: 1, maxDelaySeconds: 1, timeoutSeconds: 60 };
const countKind = trackedJobKind<{ upTo: number }, { sum: number; by: string }>('test.count', quickRetry);

let database: TestDatabase;
let workerDb: Db;
let api: JobQueue;
let worker: JobQueue;
/** Attempts, per run, that crash before the work is done. */
const crashes = new Map<string, number>();

function sumUpTo(by: string) {
  return async ({
    input,
    runId,
    progress,
  }: {
    input: { upTo: number };
    runId: string;
    progress: (done: number) => Promise<void>;
  }) => {
    const left = crashes.get(runId) ?? 0;
    if (left > 0) {
      crashes.set(runId, left - 1);
      throw new Error('worker crashed');
    }
    await progress(input.upTo);
    return { sum: (input.upTo * (input.upTo + 1)) / 2, by };
  };
}

before(async () => {
  database = await openTestDatabase();
  // PGlite is one embedded connection: both queues share it; on PostgreSQL each has its own pool.
  workerDb = database.target.kind === 'pglite' ? database.db : await database.openAnotherHandle();
  const logger = createLogger('silent');
  api = createJobQueue({ db: database.db, logger, pollingIntervalSeconds: 0.5, work: false });
  handleTrackedJob(api, database.db, countKind, sumUpTo('api'));
  await api.start();
  worker = createJobQueue({ db: workerDb, logger, pollingIntervalSeconds: 0.5 });
  handleTrackedJob(worker, workerDb, countKind, sumUpTo('worker'));
  await worker.start();
});
after(async () => {
  await worker?.stop();
  await api?.stop();
  if (workerDb && workerDb !== database.db) await workerDb.destroy();
  await database?.close();
});

async function runOf(runId: string) {
  return database.db.selectFrom('job_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
}

describe('workers apart', () => {
  test('a job queued by an api with workers off is done by the separate worker', async () => {
    const runId = await database.db
      .transaction()
      .execute((trx) =>
        startTrackedJob(trx, api, countKind, { shop: 'cz', createdBy: null, input: { upTo: 10 } }),
      );
    await worker.settled();
    const run = await runOf(runId);
    assert.equal(run.status, 'done');
    assert.deepEqual(run.result, { sum: 55, by: 'worker' });
    assert.equal(run.done, 10);
    assert.equal(run.attempts, 1);
  });

  test('a worker that crashed on the first attempt: the job is retried and done on the second', async () => {
    const runId = await database.db.transaction().execute(async (trx) => {
      const id = await startTrackedJob(trx, api, countKind, {
        shop: 'cz',
        createdBy: null,
        input: { upTo: 4 },
      });
      crashes.set(id, 1);
      return id;
    });
    await worker.settled();
    const run = await runOf(runId);
    assert.equal(run.status, 'done');
    assert.equal(run.attempts, 2);
    assert.equal(run.error, null);
    assert.deepEqual(run.result, { sum: 10, by: 'worker' });
  });

  test('a job that crashes on every attempt fails for good with the error, after all its attempts', async () => {
    const runId = await database.db.transaction().execute(async (trx) => {
      const id = await startTrackedJob(trx, api, countKind, {
        shop: 'cz',
        createdBy: null,
        input: { upTo: 1 },
      });
      crashes.set(id, 99);
      return id;
    });
    await worker.settled();
    const run = await runOf(runId);
    assert.equal(run.status, 'failed');
    assert.equal(run.attempts, 3);
    assert.equal(run.error, 'worker crashed');
  });
});
