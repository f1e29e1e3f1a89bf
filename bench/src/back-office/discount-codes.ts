// Bulk discount codes: generating 100 000 single-use codes of one discount takes ≤ 20 s.
// Calls the job's generation function directly on a scratch PostgreSQL database
// `bench_discount_codes`, migrated and seeded as production is, with 100 000 codes of another
// discount already there (so the unique index is not empty). Alone:
// `node bench/src/back-office/discount-codes.ts`.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { generateDiscountCodes } from '../../../api/src/discounts/admin/discount-code-generator.ts';
import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { BENCH_SERVER_URL, type BenchFigure, freshDatabase, oneDecimal } from './bench-support.ts';

const DATABASE = 'bench_discount_codes';
export const GENERATED_CODES = 100_000;
const BUDGET_SECONDS = 20;

async function newDiscount(db: Db, title: string): Promise<number> {
  const { id } = await db
    .insertInto('discounts')
    .values({
      shop: 'cz',
      title,
      marketing_name: title,
      type: 'percentage',
      value: 10,
      valid_from: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function codeCount(db: Db, discountId: number): Promise<number> {
  const row = await db
    .selectFrom('discount_codes')
    .select(sql<number>`count(distinct code)::int`.as('count'))
    .where('discount_id', '=', discountId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function benchDiscountCodes(databaseUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const url = await freshDatabase(databaseUrl, DATABASE);
  const db = await createDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const earlier = await newDiscount(db, 'Earlier campaign');
    await generateDiscountCodes(db, { shop: 'cz', discountId: earlier, count: GENERATED_CODES, runId: null });
    const discountId = await newDiscount(db, 'Bench campaign');
    const runId = crypto.randomUUID();
    await db
      .insertInto('job_runs')
      .values({ id: runId, shop: 'cz', kind: 'discounts.codes', input: '{}', total: GENERATED_CODES })
      .execute();
    const started = performance.now();
    let batches = 0;
    await generateDiscountCodes(db, {
      shop: 'cz',
      discountId,
      count: GENERATED_CODES,
      runId,
      // As the job does: the run's progress written after each batch.
      onProgress: async (done) => {
        batches += 1;
        await db
          .updateTable('job_runs')
          .set({ done, updated_at: new Date() })
          .where('id', '=', runId)
          .execute();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const distinct = await codeCount(db, discountId);
    if (distinct !== GENERATED_CODES)
      throw new Error(`generated ${distinct} distinct codes, expected ${GENERATED_CODES}`);
    if (batches === 0) throw new Error('no progress was reported');
    return [
      {
        name: `discount codes generated (${GENERATED_CODES} single-use codes)`,
        value: oneDecimal(seconds),
        unit: 's',
        budget: BUDGET_SECONDS,
      },
    ];
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const figure of await benchDiscountCodes())
    console.info(`| ${figure.name} | ${figure.value} ${figure.unit} | ≤ ${figure.budget} ${figure.unit} |`);
}
