import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { executePrepared, statementNameOf } from './prepared-statements.ts';

// Statements run through executePrepared answer exactly what the same statement answers unprepared,
// on PGlite and (TEST_DATABASE_URL) PostgreSQL, are prepared once per connection, and leave the
// connection usable after an error and inside transactions.

interface Tables {
  entries: { id: number; label: string | null; happened_at: Date; done: boolean; amount: string };
}

let database: TestDatabase;
let db: Kysely<Tables>;

before(async () => {
  database = await openTestDatabase({ empty: true });
  db = database.db as unknown as Kysely<Tables>;
  await sql`create table entries (
    id integer primary key, label text, happened_at timestamptz not null, done boolean not null,
    amount numeric not null)`.execute(db);
  await db
    .insertInto('entries')
    .values([
      {
        id: 1,
        label: 'first',
        happened_at: new Date('2026-01-02T03:04:05.678Z'),
        done: true,
        amount: '1.50',
      },
      { id: 2, label: null, happened_at: new Date('2026-02-03T04:05:06.789Z'), done: false, amount: '2' },
      { id: 3, label: 'third', happened_at: new Date('2026-03-04T05:06:07.890Z'), done: false, amount: '3' },
    ])
    .execute();
});
after(async () => {
  await database.close();
});

const entriesAmong = (ids: number[], since: Date) =>
  db
    .selectFrom('entries')
    .selectAll()
    .select((eb) => eb.fn.countAll().over().as('total'))
    .where('id', '=', sql<number>`any(${ids})`)
    .where('happened_at', '>=', since)
    .orderBy('id');

describe('prepared statements', () => {
  test('answer the same rows, typed the same, as the unprepared statement', async () => {
    const query = entriesAmong([2, 3, 4], new Date('2026-01-31T00:00:00Z'));
    const prepared = await executePrepared(db, query);
    assert.deepEqual(prepared, await query.execute());
    assert.equal(prepared.length, 2);
    assert.ok(prepared[0].happened_at instanceof Date, 'timestamps come back as dates');
    assert.equal(prepared[0].label, null);
    assert.equal(typeof prepared[0].total, 'number', 'bigint counts as numbers, as unprepared');
    assert.deepEqual(
      await executePrepared(db, entriesAmong([1], new Date(0))),
      await entriesAmong([1], new Date(0)).execute(),
    );
  });

  test('are prepared once per connection under a name of their text', async () => {
    await db.connection().execute(async (connection) => {
      const query = entriesAmong([1, 2], new Date(0));
      for (let run = 0; run < 7; run++) assert.equal((await executePrepared(connection, query)).length, 2);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where statement like ${'/* prepared */%'}
      `.execute(connection);
      assert.equal(rows.length, 1, 'one statement for seven runs with other values');
      assert.equal(rows[0].name, statementNameOf(rows[0].statement));
    });
  });

  test('fail like the unprepared statement and leave the connection usable', async () => {
    const dividing = (divisor: number) =>
      db.selectFrom('entries').select(sql<number>`id / ${divisor}::int`.as('quotient')).where('id', '=', 1);
    await assert.rejects(executePrepared(db, dividing(0)), /division by zero/);
    assert.deepEqual(await executePrepared(db, dividing(1)), [{ quotient: 1 }]);
    assert.equal((await db.selectFrom('entries').select('id').execute()).length, 3);
  });

  test('run inside a transaction and are rolled back with it', async () => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        const inserted = await executePrepared(
          trx,
          trx
            .insertInto('entries')
            .values({ id: 9, label: 'x', happened_at: new Date(), done: true, amount: '9' })
            .returning('id'),
        );
        assert.deepEqual(inserted, [{ id: 9 }]);
        assert.equal((await executePrepared(trx, entriesAmong([9], new Date(0)))).length, 1);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.deepEqual(await executePrepared(db, entriesAmong([9], new Date(0))), []);
  });
});
