import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect.ts';

// The dialect itself, always on PGlite (in memory): PGlite is a single connection, so what
// matters is that a transaction owns it until it ends and nothing else slips in between.

interface Tables {
  entries: { value: number };
}

let db: Kysely<Tables>;

before(async () => {
  db = new Kysely<Tables>({ dialect: new PGliteDialect(await PGlite.create()) });
  await sql`create table entries (value integer not null)`.execute(db);
});
after(async () => {
  await db.destroy();
});

const values = async () =>
  (await db.selectFrom('entries').select('value').orderBy('value').execute()).map((r) => r.value);

describe('PGlite dialect', () => {
  test('a query issued during a transaction waits for it instead of joining it', async () => {
    await db.deleteFrom('entries').execute();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => {
      inserted = resolve;
    });

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ value: 1 }).execute();
      inserted();
      await gate;
      throw new Error('roll back');
    });
    await insertedInTransaction;

    let outsideDone = false;
    const outside = db
      .insertInto('entries')
      .values({ value: 2 })
      .execute()
      .then(() => {
        outsideDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(outsideDone, false, 'the outside insert waits for the transaction');

    openGate();
    await assert.rejects(transaction, /roll back/);
    await outside;
    assert.deepEqual(await values(), [2], "the rollback undid the transaction's row only");
  });

  test('commits, reports affected rows and returns rows', async () => {
    await db.deleteFrom('entries').execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('entries')
        .values([{ value: 10 }, { value: 11 }])
        .execute();
    });
    const result = await db.updateTable('entries').set({ value: sql`value + 1` }).executeTakeFirst();
    assert.equal(result.numUpdatedRows, 2n);
    assert.deepEqual(await values(), [11, 12]);
  });

  test('a failed statement aborts the whole transaction', async () => {
    await db.deleteFrom('entries').execute();
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('entries').values({ value: 1 }).execute();
        await sql`select 1 / 0`.execute(trx);
      }),
    );
    assert.deepEqual(await values(), []);
  });

  test('streams rows (read in chunks of the given size)', async () => {
    await db.deleteFrom('entries').execute();
    await db
      .insertInto('entries')
      .values([1, 2, 3, 4, 5].map((value) => ({ value })))
      .execute();
    const streamed: number[] = [];
    for await (const row of db.selectFrom('entries').select('value').orderBy('value').stream(2))
      streamed.push(row.value);
    assert.deepEqual(streamed, [1, 2, 3, 4, 5]);
  });
});
