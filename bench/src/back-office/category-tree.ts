// The admin's category tree at scale (issue 15): with 2 000 categories several levels deep, GET
// /api/new/catalogue/admin/categories/tree answers in ≤ 100 ms (p95 over 50 requests). Runs the
// real api app in-process on a scratch PostgreSQL database `bench_categories`, migrated and seeded
// as production is. Alone: `node bench/src/back-office/category-tree.ts` prints the figures as JSON.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { createJobQueue } from '../../../api/src/platform/jobs/job-queue.ts';
import {
  BENCH_SERVER_URL,
  type BenchFigure,
  freshDatabase,
  oneDecimal,
  percentile,
  quietConfig,
  silentLogger,
  startBenchApi,
} from './bench-support.ts';

const DATABASE = 'bench_categories';
export const TREE_CATEGORIES = 2_000;
const REQUESTS = 50;
const TREE_P95_BUDGET_MS = 100;

/**
 * Grows the seeded tree (its product-type roots) to `total` categories: ten children under each
 * root, ten under each of those, and the rest spread as a fourth level; every new category named
 * in both shops and holding a few master products, as staff would fill it.
 */
export async function growCategoryTree(db: Db, total: number): Promise<void> {
  const roots = await db.selectFrom('categories').select('id').where('parent_id', 'is', null).execute();
  let parents = roots.map((root) => root.id);
  let have = (await db.selectFrom('categories').select('id').execute()).length;
  for (let level = 1; have < total && parents.length > 0; level += 1) {
    const wanted = total - have;
    // Ten children per parent on the first two levels; the rest as one more level below them.
    const perParent = level < 3 ? 10 : Math.ceil(wanted / parents.length);
    const { rows } = await sql<{ id: number }>`
      insert into categories (parent_id, position, for_display, filterable)
      select p.id, s.i, (p.n + s.i) % 7 <> 0, (p.n + s.i) % 3 = 0
      from unnest(${sql.val(parents)}::int[]) with ordinality as p(id, n)
      cross join generate_series(0, ${perParent - 1}) as s(i)
      order by s.i, p.n
      limit ${wanted}
      returning id`.execute(db);
    have += rows.length;
    parents = rows.map((row) => row.id);
  }
  await sql`
    insert into category_texts (category_id, shop, name, seo_name)
    select c.id, s.shop, initcap(s.word) || ' ' || c.id, s.word || '-' || c.id
    from categories c
    cross join (values ('cz', 'kategorie'), ('ro', 'categorie')) s(shop, word)
    where not exists (select 1 from category_texts t where t.category_id = c.id and t.shop = s.shop)`.execute(
    db,
  );
  await sql`
    insert into model_categories (model_id, category_id)
    select m.id, c.id from categories c
    join models m on m.id % 40 = c.id % 40
    where c.type_device is null
    on conflict do nothing`.execute(db);
}

export async function benchCategoryTree(databaseUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const url = await freshDatabase(databaseUrl, DATABASE);
  const db = await createDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await growCategoryTree(db, TREE_CATEGORIES);
    await sql`analyze`.execute(db);
    const api = await startBenchApi(db, quietConfig(url), createJobQueue({ db, logger: silentLogger() }));
    try {
      const times = await timeTreeLoads(
        `${api.base}/api/new/catalogue/admin/categories/tree`,
        api.staffCookie,
      );
      const figure = (label: string, p: number) => ({
        name: `admin category tree (${TREE_CATEGORIES} categories) ${label}`,
        value: oneDecimal(percentile(times, p)),
        unit: 'ms',
        budget: TREE_P95_BUDGET_MS,
      });
      return [figure('p50', 50), figure('p95', 95)];
    } finally {
      await api.close();
    }
  } finally {
    await db.destroy();
  }
}

/** Milliseconds of REQUESTS tree loads one after another, sorted, after a few to warm up. */
async function timeTreeLoads(treeUrl: string, cookie: string): Promise<number[]> {
  const load = async () => {
    const response = await fetch(treeUrl, { headers: { cookie } });
    const body = (await response.json()) as { categories?: unknown[] };
    if (response.status !== 200 || (body.categories?.length ?? 0) < TREE_CATEGORIES)
      throw new Error(`the tree answered ${response.status} with ${body.categories?.length} categories`);
  };
  for (let i = 0; i < 5; i += 1) await load(); // the pool's connections and the plan cache
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    await load();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchCategoryTree(process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
