// The staff product grid at scale (issue 15): over 50 000 generated products, a grid page (filter +
// sort + count) answers with p95 ≤ 100 ms, and "select all N matching" category assignment of
// 10 000 master products (all 50 000 generated products) finishes as a job in ≤ 10 s. Runs the real
// api app in-process on a scratch PostgreSQL database `bench_products`, migrated and seeded as
// production is. Alone: `node bench/src/back-office/product-grid.ts` prints the figures as JSON.
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { handleCategoryAssignments } from '../../../api/src/catalogue/admin/category-assignment-job.ts';
import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { createJobQueue } from '../../../api/src/platform/jobs/job-queue.ts';
import {
  BENCH_SERVER_URL,
  type BenchApi,
  type BenchFigure,
  freshDatabase,
  oneDecimal,
  percentile,
  quietConfig,
  silentLogger,
  startBenchApi,
} from './bench-support.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const DATABASE = 'bench_products';
export const GRID_PRODUCTS = 50_000;
const REQUESTS = 50;
const GRID_P95_BUDGET_MS = 100;
const ASSIGNMENT_BUDGET_S = 10;
const JOB_TIMEOUT_MS = 120_000;

/** Grid pages staff open: each filters, sorts and counts; rotated over the measured requests. */
async function gridQueries(db: Db): Promise<string[]> {
  const phones = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('type_device', '=', 'phones')
    .executeTakeFirstOrThrow();
  return [
    'brand=apple&sort=-price',
    'quality=B&sort=name',
    'stock=low&sort=-stock',
    `category=${phones.id}&priceMin=5000&priceMax=20000&sort=price`,
    'q=bench%2012&sort=code',
    'sort=newest&page=40',
    'brand=samsung&stock=out&sort=name',
    'quality=new&stock=in&sort=-newest&page=3',
  ];
}

async function timeGridPages(api: BenchApi, queries: readonly string[]): Promise<number[]> {
  const fetchPage = async (query: string) => {
    const response = await fetch(`${api.base}/api/new/catalogue/admin/products?pageSize=50&${query}`, {
      headers: { cookie: api.staffCookie },
    });
    const body = (await response.json()) as { total?: number };
    if (response.status !== 200 || typeof body.total !== 'number')
      throw new Error(`the grid answered ${response.status} to ${query}: ${JSON.stringify(body)}`);
  };
  for (const query of queries) await fetchPage(query); // warm the pool and the plan cache
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    await fetchPage(queries[i % queries.length]);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Adds a new category to every generated master product through "all N matching"; seconds until done. */
async function timeAssignmentJob(
  api: BenchApi,
  db: Db,
): Promise<{ seconds: number; masterProducts: number }> {
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ parent_id: null, type_device: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('category_texts')
    .values({ category_id: categoryId, shop: 'cz', name: 'Bench výprodej', seo_name: 'bench-vyprodej' })
    .execute();
  const start = performance.now();
  const response = await fetch(`${api.base}/api/new/catalogue/admin/product-categories/add`, {
    method: 'POST',
    headers: { cookie: api.staffCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ filter: { q: 'bench' }, typeCategoryIds: [categoryId] }),
  });
  const { jobId } = (await response.json()) as { jobId?: string };
  if (response.status !== 202 || !jobId) throw new Error(`the assignment answered ${response.status}`);
  while (performance.now() - start < JOB_TIMEOUT_MS) {
    const run = await db
      .selectFrom('job_runs')
      .select(['status', 'total', 'error'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    if (run.status === 'done')
      return { seconds: (performance.now() - start) / 1000, masterProducts: run.total ?? 0 };
    if (run.status === 'failed') throw new Error(`the assignment job failed: ${run.error}`);
    await delay(50);
  }
  throw new Error('the assignment job did not finish in time');
}

export async function benchProductGrid(databaseUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const url = await freshDatabase(databaseUrl, DATABASE);
  const db = await createDatabase({ kind: 'postgres', url });
  const config = quietConfig(url);
  const jobs = createJobQueue({ db, logger: silentLogger(), pollingIntervalSeconds: 0.5 });
  let api: BenchApi | undefined;
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await generateCatalogue(db, { products: GRID_PRODUCTS });
    handleCategoryAssignments(jobs, db);
    await jobs.start();
    api = await startBenchApi(db, config, jobs);
    const times = await timeGridPages(api, await gridQueries(db));
    const assignment = await timeAssignmentJob(api, db);
    return [
      {
        name: `admin product grid page (${GRID_PRODUCTS} products) p50`,
        value: oneDecimal(percentile(times, 50)),
        unit: 'ms',
        budget: GRID_P95_BUDGET_MS,
      },
      {
        name: `admin product grid page (${GRID_PRODUCTS} products) p95`,
        value: oneDecimal(percentile(times, 95)),
        unit: 'ms',
        budget: GRID_P95_BUDGET_MS,
      },
      {
        name: `category assignment job, all ${assignment.masterProducts} matching master products`,
        value: oneDecimal(assignment.seconds),
        unit: 's',
        budget: ASSIGNMENT_BUDGET_S,
      },
    ];
  } finally {
    await api?.close();
    await jobs.stop();
    await db.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchProductGrid(process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
