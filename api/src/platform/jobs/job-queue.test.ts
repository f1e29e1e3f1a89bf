import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { createLogger } from '../logger.ts';
import { createJobQueue, type JobAttempt, type JobQueue, jobType, type RetryPolicy } from './job-queue.ts';

// The platform's job queue itself, on the test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): what a transaction records is worked once it commits and never when it
// rolls back; a failing attempt is retried; a job that keeps failing is logged and kept.

interface Note {
  text: string;
}

/** Fast retries, so a test waits a second or two instead of the production backoff. */
const quickRetry: RetryPolicy = { retries: 2, delaySeconds: 1, maxDelaySeconds: 1, timeoutSeconds: 60 };
const noteJob = jobType<Note>('test.note', { retry: quickRetry });

let database: TestDatabase;
let queue: JobQueue;
const logLines: Record<string, unknown>[] = [];
/** What the handler was given, attempt by attempt. */
const attempts: { text: string; attempt: JobAttempt }[] = [];
/** Texts whose attempts fail, with how many more times each fails. */
const failures = new Map<string, number>();

before(async () => {
  database = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  queue = createJobQueue({
    db: database.db,
    logger: createLogger('info', sink),
    pollingIntervalSeconds: 0.5,
  });
  queue.handle(noteJob, async (note, attempt) => {
    attempts.push({ text: note.text, attempt });
    const left = failures.get(note.text) ?? 0;
    if (left > 0) {
      failures.set(note.text, left - 1);
      throw new Error(`cannot take note "${note.text}" now`);
    }
  });
  await queue.start();
});
after(async () => {
  await queue?.stop();
  await database?.close();
});

const attemptsOf = (text: string) => attempts.filter((entry) => entry.text === text);

describe('job queue', () => {
  test('a job recorded in a committed transaction is worked once', async () => {
    await database.db.transaction().execute((trx) => queue.enqueue(trx, noteJob, { text: 'committed' }));
    await queue.settled();
    assert.equal(attemptsOf('committed').length, 1);
    assert.equal(attemptsOf('committed')[0].attempt.retry, 0);
  });

  test('a job recorded in a transaction that rolls back is never worked', async () => {
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, noteJob, { text: 'rolled back' });
        throw new Error('the change fails after the job was recorded');
      }),
      /the change fails/,
    );
    await queue.enqueue(database.db, noteJob, { text: 'after the rollback' });
    await queue.settled();
    assert.equal(attemptsOf('after the rollback').length, 1);
    assert.equal(attemptsOf('rolled back').length, 0);
  });

  test('a failing attempt is retried after a delay, and the retry succeeds', async () => {
    failures.set('flaky', 1);
    await queue.enqueue(database.db, noteJob, { text: 'flaky' });
    await queue.settled();
    const tries = attemptsOf('flaky');
    assert.deepEqual(
      tries.map((entry) => entry.attempt.retry),
      [0, 1],
    );
    assert.ok(
      logLines.some((line) => line.msg === 'job failed; it will be retried' && line.job === 'test.note'),
    );
  });

  test('a job failing every attempt is logged and kept in its dead letter queue', async () => {
    failures.set('hopeless', quickRetry.retries + 1);
    await queue.enqueue(database.db, noteJob, { text: 'hopeless' });
    await queue.settled();
    const tries = attemptsOf('hopeless');
    assert.equal(tries.length, quickRetry.retries + 1);
    assert.deepEqual(
      tries.map((entry) => entry.attempt.last),
      [false, false, true],
    );
    const given = logLines.find(
      (line) => line.msg === 'job failed for good; kept in its dead letter queue for staff',
    );
    assert.ok(given, 'the final failure is logged as an error');
    assert.equal(given.level, 50);
    const dead = await queue.deadLetters(noteJob);
    assert.deepEqual(
      dead.map((job) => job.payload),
      [{ text: 'hopeless' }],
    );
  });
});
