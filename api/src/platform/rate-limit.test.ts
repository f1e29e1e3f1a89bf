import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cleanUp } from '../housekeeping.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import type { Db } from './db/schema.ts';
import { consumeHit, HOUR_MS, RateLimitedError } from './rate-limit.ts';

// The counting itself, with the clock in the test's hands: the routes' limits are tested over
// HTTP in each component (e.g. buyout/buyout-limits.test.ts).

let database: TestDatabase;
let db: Db;
before(async () => {
  database = await openTestDatabase();
  db = database.db;
});
after(() => database.close());

const rule = { name: 'test.three-an-hour', limit: 3, windowMs: HOUR_MS };
const at = (iso: string) => new Date(iso);

async function refusal(key: string, now: Date): Promise<RateLimitedError> {
  try {
    await consumeHit(db, 'cz', rule, key, now);
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
  assert.fail('expected a 429');
}

describe('rate limit counters', () => {
  test('a window boundary does not double the limit: 3 at 10:59 leave no room at 11:00', async () => {
    for (let i = 0; i < 3; i += 1) await consumeHit(db, 'cz', rule, 'boundary', at('2026-05-01T10:59:00Z'));
    const refused = await refusal('boundary', at('2026-05-01T11:00:30Z'));
    // The previous hour's hits fade as the sliding hour moves on: one fits again after 11:20.
    assert.equal(refused.retryAfterSeconds, 20 * 60 - 30);
    await consumeHit(db, 'cz', rule, 'boundary', at('2026-05-01T11:20:01Z'));
  });

  test('a full current window waits until its own hits fade; refusals are not counted', async () => {
    for (let i = 0; i < 3; i += 1) await consumeHit(db, 'cz', rule, 'full', at('2026-05-01T12:10:00Z'));
    for (let i = 0; i < 5; i += 1) await refusal('full', at('2026-05-01T12:30:00Z'));
    const refused = await refusal('full', at('2026-05-01T12:30:00Z'));
    // 3 hits of the 12:00 window weigh 2 (room for 1 more) once a third of 13:00–14:00 has passed.
    assert.equal(refused.retryAfterSeconds, 30 * 60 + 20 * 60);
    await consumeHit(db, 'cz', rule, 'full', at('2026-05-01T13:20:00Z'));
  });

  test('keys and shops count apart', async () => {
    for (let i = 0; i < 3; i += 1) await consumeHit(db, 'cz', rule, 'one', at('2026-05-01T15:00:00Z'));
    await consumeHit(db, 'cz', rule, 'two', at('2026-05-01T15:00:00Z'));
    await consumeHit(db, 'ro', rule, 'one', at('2026-05-01T15:00:00Z'));
    await refusal('one', at('2026-05-01T15:00:01Z'));
  });

  test('housekeeping deletes the counters that no longer count, keeping the previous window', async () => {
    await consumeHit(db, 'cz', rule, 'kept', at('2026-06-01T09:30:00Z'));
    await consumeHit(db, 'cz', rule, 'gone', at('2026-06-01T08:30:00Z'));
    await cleanUp(db, at('2026-06-01T10:15:00Z'));
    const keys = await db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'in', ['kept', 'gone'])
      .execute();
    assert.deepEqual(
      keys.map((row) => row.key),
      ['kept'],
    );
  });
});
