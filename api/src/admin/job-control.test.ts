import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';
import type { ShopCode } from 'shared-domain';
import { createApp, mailerOf } from '../app.ts';
import { housekeepingKind } from '../housekeeping.ts';
import { handleAllJobs } from '../job-handlers.ts';
import { createJobQueue, type JobQueue, type RetryPolicy } from '../platform/jobs/job-queue.ts';
import { handleTrackedJob, startTrackedJob, trackedJobKind } from '../platform/jobs/tracked-jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { scheduleRecurringJobs } from '../recurring-jobs.ts';
import { logIn, request } from '../test-support/http.ts';
import { testConfig } from '../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// The Tasks screen's controls over HTTP: staff cancel a running job (it stops at its next progress
// report) and start a failed one again; the recurring jobs with their schedules. The apps here
// share one queue that also works two test-only kinds, so it is built here, not by withFreshApp.

/** Fails without a retry, so a failing run is failed at once. */
const noRetry: RetryPolicy = { retries: 0, delaySeconds: 1, maxDelaySeconds: 1, timeoutSeconds: 60 };
/** Counts to `steps`, reporting each step; slow enough for a test to cancel it in the middle. */
const slowKind = trackedJobKind<{ steps: number }, { counted: number }>('test.slow-count', noRetry);
/** Fails while `failing` says so, else answers its input doubled. */
const flakyKind = trackedJobKind<{ value: number }, { doubled: number }>('test.flaky', noRetry);

const STEP_MS = 40;
/** A session id as stored (sha256 hex), already expired. */
const EXPIRED_SESSION = 'e'.repeat(64);
let failing = true;
/** The steps each slow run really did, by run id (it must stop once cancelled). */
const stepsDone = new Map<string, number>();
/**
 * Slow runs whose handler returned or threw. Cancelling a run also cancels its pg-boss job, so the
 * queue counts it settled while the handler may still be in its last step: tests wait for this.
 */
const handlerEnded = new Set<string>();

let database: TestDatabase;
let jobs: JobQueue;
const urls: Partial<Record<ShopCode, string>> = {};
const servers: { close(): void; closeAllConnections(): void }[] = [];

before(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const logger = createLogger('silent');
  jobs = createJobQueue({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
  handleAllJobs(jobs, { db: database.db, config, mailer: mailerOf(config, logger) });
  handleTrackedJob(jobs, database.db, slowKind, async ({ runId, input, progress }) => {
    try {
      for (let step = 1; step <= input.steps; step += 1) {
        await wait(STEP_MS);
        stepsDone.set(runId, step);
        await progress(step, input.steps);
      }
      return { counted: input.steps };
    } finally {
      handlerEnded.add(runId);
    }
  });
  handleTrackedJob(jobs, database.db, flakyKind, async ({ input }) => {
    if (failing) throw new Error('the supplier feed is down');
    return { doubled: input.value * 2 };
  });
  // The Czech shop's schedules only: the Romanian one shows its recurring job as not scheduled.
  scheduleRecurringJobs(jobs, 'cz');
  await jobs.start();
  for (const shop of ['cz', 'ro'] as const) {
    const shopConfig = testConfig({ shop });
    const app = createApp({ config: shopConfig, db: database.db, logger, jobs });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    servers.push(server);
    urls[shop] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
after(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await jobs?.stop();
  await database?.close();
});

const url = (shop: ShopCode = 'cz') => urls[shop]!;
const start = <I>(kind: ReturnType<typeof trackedJobKind<I, unknown>>, input: I, shop: ShopCode = 'cz') =>
  database.db
    .transaction()
    .execute((trx) => startTrackedJob(trx, jobs, kind, { shop, createdBy: null, input }));

async function runOf(sid: string, id: string, shop: ShopCode = 'cz') {
  return (await request(`${url(shop)}/api/new/admin/jobs/${id}`, { sid })).body;
}

async function waitForHandlerEnd(runId: string) {
  for (let i = 0; i < 400 && !handlerEnded.has(runId); i += 1) await wait(25);
  assert.ok(handlerEnded.has(runId), `the handler of ${runId} never ended`);
}

async function waitForStatus(sid: string, id: string, status: string) {
  for (let i = 0; i < 200; i += 1) {
    const run = await runOf(sid, id);
    if (run.status === status) return run;
    await wait(25);
  }
  throw new Error(`run ${id} never became ${status}`);
}

const post = (sid: string, path: string, shop: ShopCode = 'cz') =>
  request(`${url(shop)}/api/new/admin/jobs/${path}`, { sid, method: 'POST' });

describe('POST /api/new/admin/jobs/:id/cancel', () => {
  test('a running job stops at its next progress report and ends cancelled, not failed', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    const runId = await start(slowKind, { steps: 200 });
    await waitForStatus(sid, runId, 'running');
    const cancelled = await post(sid, `${runId}/cancel`);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    await waitForHandlerEnd(runId);
    await jobs.settled();
    const run = await runOf(sid, runId);
    assert.equal(run.status, 'cancelled');
    assert.equal(run.error, null);
    assert.equal(run.result, null);
    assert.equal(run.attempts, 1, 'not retried as a failure would be');
    const steps = stepsDone.get(runId) ?? 0;
    assert.ok(steps < 200, `the work stopped (${steps} of 200 steps)`);
    await wait(STEP_MS * 3);
    assert.equal(stepsDone.get(runId), steps, 'no step after the cancellation was seen');
  });

  test('a queued job is never started once cancelled', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    // Queued behind a long run: the queue works a kind's jobs one after the other.
    const blocker = await start(slowKind, { steps: 20 });
    const queued = await start(slowKind, { steps: 5 });
    assert.equal((await post(sid, `${queued}/cancel`)).status, 200);
    await jobs.settled();
    assert.equal((await runOf(sid, blocker)).status, 'done');
    const run = await runOf(sid, queued);
    assert.equal(run.status, 'cancelled');
    assert.equal(run.attempts, 0);
    assert.equal(stepsDone.get(queued), undefined);
  });

  test('409 for a run that is over; 404 for another shop’s run or no run', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    const done = await start(slowKind, { steps: 1 });
    await jobs.settled();
    const again = await post(sid, `${done}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'job_not_cancellable');
    const roRun = await start(slowKind, { steps: 50 }, 'ro');
    const elsewhere = await post(sid, `${roRun}/cancel`);
    assert.equal(elsewhere.status, 404);
    assert.equal(elsewhere.body.code, 'job_not_found');
    assert.equal((await post(sid, 'not-a-run/cancel')).status, 404);
    assert.equal((await post(sid, '00000000-0000-4000-8000-000000000000/cancel')).status, 404);
    const roSid = await logIn(url('ro'), 'admin@example.ro');
    assert.equal((await post(roSid, `${roRun}/cancel`, 'ro')).status, 200);
    await jobs.settled();
  });
});

describe('POST /api/new/admin/jobs/:id/retry', () => {
  test('a failed run starts again with the same input as its next attempt, and succeeds', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    failing = true;
    const runId = await start(flakyKind, { value: 21 });
    await jobs.settled();
    const failed = await runOf(sid, runId);
    assert.deepEqual(
      [failed.status, failed.error, failed.attempts],
      ['failed', 'the supplier feed is down', 1],
    );
    failing = false;
    const retried = await post(sid, `${runId}/retry`);
    assert.equal(retried.status, 200);
    assert.equal(retried.body.status, 'queued');
    assert.equal(retried.body.error, null);
    await jobs.settled();
    const run = await runOf(sid, runId);
    assert.deepEqual(
      { status: run.status, result: run.result, attempts: run.attempts, error: run.error },
      { status: 'done', result: { doubled: 42 }, attempts: 2, error: null },
    );
  });

  test('a cancelled run can be started again; a done or queued one is refused with 409', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    const runId = await start(slowKind, { steps: 100 });
    await waitForStatus(sid, runId, 'running');
    await post(sid, `${runId}/cancel`);
    await waitForHandlerEnd(runId);
    handlerEnded.delete(runId);
    await jobs.settled();
    assert.equal((await post(sid, `${runId}/retry`)).status, 200);
    await jobs.settled();
    const run = await runOf(sid, runId);
    assert.equal(run.status, 'done');
    assert.deepEqual(run.result, { counted: 100 });
    const refused = await post(sid, `${runId}/retry`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'job_not_retryable');
    const blocker = await start(slowKind, { steps: 10 });
    const queued = await start(slowKind, { steps: 1 });
    assert.equal((await post(sid, `${queued}/retry`)).status, 409);
    await jobs.settled();
    assert.equal((await runOf(sid, blocker)).status, 'done');
  });

  test('both are audited on the run’s history, with who did them', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    failing = true;
    const runId = await start(flakyKind, { value: 1 });
    await jobs.settled();
    failing = false;
    await post(sid, `${runId}/retry`);
    await jobs.settled();
    const slow = await start(slowKind, { steps: 100 });
    await waitForStatus(sid, slow, 'running');
    await post(sid, `${slow}/cancel`);
    await waitForHandlerEnd(slow);
    await jobs.settled();
    const retryHistory = await request(`${url()}/api/new/admin/history/job-run/${runId}`, { sid });
    assert.deepEqual(
      retryHistory.body.items.map(
        (entry: { action: string; actor: string; before: unknown; after: unknown }) => [
          entry.action,
          entry.actor,
          entry.before,
          entry.after,
        ],
      ),
      [
        [
          'retry',
          'admin@example.cz',
          { kind: 'test.flaky', status: 'failed', error: 'the supplier feed is down' },
          { kind: 'test.flaky', status: 'queued' },
        ],
      ],
    );
    const cancelHistory = await request(`${url()}/api/new/admin/history/job-run/${slow}`, { sid });
    assert.deepEqual(
      cancelHistory.body.items.map((entry: { action: string; after: unknown }) => [
        entry.action,
        entry.after,
      ]),
      [['cancel', { kind: 'test.slow-count', status: 'cancelled' }]],
    );
  });

  test('customers and the warehouse are refused; anonymous callers must sign in', async () => {
    const runId = await start(slowKind, { steps: 1 });
    await jobs.settled();
    for (const path of [`${runId}/cancel`, `${runId}/retry`, 'schedules'])
      assert.equal(
        (
          await request(`${url()}/api/new/admin/jobs/${path}`, {
            method: path === 'schedules' ? 'GET' : 'POST',
          })
        ).status,
        401,
      );
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
      const sid = await logIn(url(), email);
      assert.equal((await post(sid, `${runId}/cancel`)).status, 403, email);
      assert.equal((await post(sid, `${runId}/retry`)).status, 403, email);
      assert.equal((await request(`${url()}/api/new/admin/jobs/schedules`, { sid })).status, 403, email);
    }
  });
});

describe('GET /api/new/admin/jobs filtered by state and kind', () => {
  test('only runs of the state and kind asked for, counted and paged', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    const list = (query: string) => request(`${url()}/api/new/admin/jobs?${query}`, { sid });
    const failedFlaky = await list('status=failed&kind=test.flaky');
    assert.equal(failedFlaky.status, 200);
    assert.ok(
      failedFlaky.body.items.every((run: { status: string; kind: string }) => run.status === 'failed'),
    );
    const cancelled = await list('status=cancelled&kind=test.slow-count');
    assert.ok(cancelled.body.total >= 2);
    assert.ok(
      cancelled.body.items.every(
        (run: { status: string; kind: string }) =>
          run.status === 'cancelled' && run.kind === 'test.slow-count',
      ),
    );
    const page = await list('kind=test.slow-count&pageSize=2&page=2');
    assert.equal(page.body.items.length, 2);
    assert.equal(page.body.page, 2);
    const bad = await list('status=exploded');
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors?.query?.status, 'a field error on status');
  });
});

describe('GET /api/new/admin/jobs/schedules', () => {
  test('the recurring housekeeping: its cron, what it does, when it runs next; each run listed', async () => {
    const sid = await logIn(url(), 'admin@example.cz');
    const now = Date.now();
    const before = await request(`${url()}/api/new/admin/jobs/schedules`, { sid });
    assert.equal(before.status, 200);
    const [housekeeping] = before.body.items;
    assert.equal(housekeeping.kind, 'platform.housekeeping');
    assert.equal(housekeeping.cron, '*/10 * * * *');
    assert.equal(housekeeping.active, true);
    assert.match(housekeeping.description, /Každých 10 minut smaže/);
    const next = Date.parse(housekeeping.nextRunAt);
    assert.ok(next > now - 1000 && next <= now + 10 * 60_000, 'within the next ten minutes');
    assert.equal(new Date(next).getUTCMinutes() % 10, 0);

    // An expired session for the run to delete; the schedule's job is queued as the cron pass would.
    await database.db
      .insertInto('sessions')
      .values({
        id: EXPIRED_SESSION,
        shop: 'cz',
        expires_at: new Date(now - 60_000),
        absolute_expires_at: new Date(now - 60_000),
      })
      .execute();
    await jobs.enqueue(database.db, housekeepingKind.type, { shop: 'cz' });
    await jobs.settled();
    const after = await request(`${url()}/api/new/admin/jobs/schedules`, { sid });
    assert.equal(after.body.items[0].lastRun.status, 'done');
    const runs = await request(`${url()}/api/new/admin/jobs?kind=platform.housekeeping`, { sid });
    const run = runs.body.items.find((item: { id: string }) => item.id === after.body.items[0].lastRun.id);
    assert.ok(run, 'the scheduled run is in the list');
    assert.equal(run.createdBy, null);
    // The schedule's own tick (every 10 minutes) may have run meanwhile and deleted it first.
    assert.ok(
      runs.body.items.some(
        (item: { result: { sessions: number } | null }) => (item.result?.sessions ?? 0) >= 1,
      ),
      'a housekeeping run deleted the expired session',
    );
    const left = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', EXPIRED_SESSION)
      .executeTakeFirst();
    assert.equal(left, undefined);
  });

  test('in Romanian for the other shop, which has not scheduled it here', async () => {
    const sid = await logIn(url('ro'), 'admin@example.ro');
    const response = await request(`${url('ro')}/api/new/admin/jobs/schedules`, { sid });
    assert.equal(response.status, 200);
    assert.match(response.body.items[0].description, /La fiecare 10 minute/);
    assert.equal(response.body.items[0].active, false);
    assert.equal(response.body.items[0].lastRun, null);
  });
});
