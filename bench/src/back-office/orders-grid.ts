// The staff orders grid at scale (issue 17): over 1 000 000 generated orders a grid page (filter +
// sort + count) answers with p95 ≤ 150 ms at the api, and the CSV export of 100 000 orders
// streams with ≤ 200 MB of memory (the api process's peak resident size above its size before the
// export). Runs the real api app in-process on a scratch PostgreSQL database `bench_orders`,
// migrated and seeded as production is. Alone: `node bench/src/back-office/orders-grid.ts`.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
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

const DATABASE = 'bench_orders';
export const GRID_ORDERS = 1_000_000;
/** One order a day-slot: 1 000 orders a day over 1 000 days, so 100 days hold 100 000 orders. */
const ORDERS_PER_DAY = 1_000;
const EXPORT_DAYS = 100;
const BATCH = 100_000;
const REQUESTS = 60;
const GRID_P95_BUDGET_MS = 150;
const EXPORT_MEMORY_BUDGET_MB = 200;
const FIRST_DAY = Date.parse('2024-01-01T00:00:00Z');

const firstNames = ['Jana', 'Petr', 'Eva', 'Tomáš', 'Lucie', 'Martin', 'Tereza', 'Jakub', 'Anna', 'David'];
const lastNames = [
  'Nováková',
  'Svoboda',
  'Dvořáková',
  'Černý',
  'Procházková',
  'Kučera',
  'Veselá',
  'Horák',
  'Němcová',
  'Marek',
  'Pospíšilová',
  'Hájek',
  'Jelínková',
  'Král',
  'Růžičková',
  'Beneš',
  'Fialová',
  'Sedláček',
  'Doležalová',
  'Zeman',
  'Kolářová',
  'Navrátil',
  'Čermáková',
  'Vaněk',
  'Urbanová',
  'Blažek',
  'Kříž',
  'Kovář',
  'Bartošová',
  'Vlček',
];

/** Set-based, a batch at a time: most orders delivered, 5 % new, 5 % cancelled, a tenth on a company. */
async function generateOrders(db: Db, count: number): Promise<void> {
  const stores = (
    await db.selectFrom('stores').select('id').where('shop', '=', 'cz').where('kind', '=', 'store').execute()
  ).map((row) => row.id);
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await sql`
      insert into orders (number, shop, status, total_amount, currency, created_at, email, payment_type,
        payment_status, delivery_type, store_id, billing_address)
      select 'CZ9' || lpad(i::text, 7, '0'), 'cz',
        case i % 20 when 0 then 'new' when 1 then 'paid' when 2 then 'picking' when 3 then 'shipped'
          when 4 then 'cancelled' else 'delivered' end,
        10000 + ((i::bigint * 7919) % 5000000)::int, 'CZK',
        ${new Date(FIRST_DAY).toISOString()}::timestamptz + (i * interval '86400 seconds') / ${ORDERS_PER_DAY},
        'customer' || i || '@example.cz',
        (array['card','cash_on_delivery','cash_in_store','installments'])[1 + i % 4],
        (array['paid','not_paid','pending'])[1 + i % 3],
        (array['store','courier','pickup_point','express'])[1 + i % 4],
        case when i % 4 = 0 then (${sql.val(stores)}::int[])[1 + i % ${stores.length}] end,
        jsonb_build_object(
          'first_name', (${sql.val(firstNames)}::text[])[1 + i % ${firstNames.length}],
          'last_name', (${sql.val(lastNames)}::text[])[1 + (i / 7) % ${lastNames.length}],
          'email', 'customer' || i || '@example.cz',
          'phone', '+420 6' || lpad((i % 100000000)::text, 8, '0'),
          'invoice_on_company', i % 10 = 0,
          'company', case when i % 10 = 0 then 'Firma ' || (i % 5000) || ' s.r.o.' end)
      from generate_series(${start}::int, ${end}::int) as i`.execute(db);
  }
  // A live table is vacuumed by autovacuum as it grows; a bulk load is not yet, and without the
  // visibility map the grid's counts could not be index-only scans.
  await sql`vacuum analyze orders`.execute(db);
}

function dayOf(offsetDays: number): string {
  return new Date(FIRST_DAY + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Grid pages staff open, rotated over the measured requests. */
function gridQueries(storeId: number): string[] {
  return [
    '',
    'status=new',
    'paymentStatus=pending&sort=-total',
    'q=customer123456%40',
    'q=kol%C3%A1%C5%99ov%C3%A1&sort=newest',
    'q=CZ90004242',
    `deliveryType=store&store=${storeId}`,
    `from=${dayOf(300)}&to=${dayOf(330)}&sort=total`,
    'status=cancelled&paymentStatus=paid&page=20',
    'q=firma%2012&sort=-newest',
  ];
}

async function timeGridPages(api: BenchApi, queries: readonly string[]): Promise<number[]> {
  const fetchPage = async (query: string) => {
    const response = await fetch(`${api.base}/api/new/admin/orders?pageSize=50&${query}`, {
      headers: { cookie: api.staffCookie },
    });
    const body = (await response.json()) as { total?: number };
    if (response.status !== 200 || typeof body.total !== 'number')
      throw new Error(`the orders grid answered ${response.status} to ${query}: ${JSON.stringify(body)}`);
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

/** Reads the export of EXPORT_DAYS days to its end; rows read and the peak growth of this process. */
async function measureExport(api: BenchApi): Promise<{ rows: number; peakMb: number; seconds: number }> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  try {
    const response = await fetch(
      `${api.base}/api/new/admin/orders/export.csv?from=${dayOf(0)}&to=${dayOf(EXPORT_DAYS - 1)}`,
      { headers: { cookie: api.staffCookie } },
    );
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
    let newlines = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      for (const byte of chunk) if (byte === 10) newlines += 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    return {
      rows: newlines - 1,
      peakMb: (peak - baseline) / 1024 / 1024,
      seconds: (performance.now() - start) / 1000,
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchOrdersGrid(databaseUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const url = await freshDatabase(databaseUrl, DATABASE);
  const db = await createDatabase({ kind: 'postgres', url });
  const jobs = createJobQueue({ db, logger: silentLogger(), pollingIntervalSeconds: 0.5 });
  let api: BenchApi | undefined;
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await generateOrders(db, GRID_ORDERS);
    api = await startBenchApi(db, quietConfig(url), jobs);
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const times = await timeGridPages(api, gridQueries(store.id));
    const exported = await measureExport(api);
    // Orders are spread over UTC days, the filter takes the shop's days: the ends differ by an hour or two.
    if (exported.rows < 0.99 * EXPORT_DAYS * ORDERS_PER_DAY)
      throw new Error(
        `the export gave ${exported.rows} rows, expected about ${EXPORT_DAYS * ORDERS_PER_DAY}`,
      );
    return [
      {
        name: `admin orders grid page (${GRID_ORDERS} orders) p50`,
        value: oneDecimal(percentile(times, 50)),
        unit: 'ms',
        budget: GRID_P95_BUDGET_MS,
      },
      {
        name: `admin orders grid page (${GRID_ORDERS} orders) p95`,
        value: oneDecimal(percentile(times, 95)),
        unit: 'ms',
        budget: GRID_P95_BUDGET_MS,
      },
      {
        name: `orders CSV export of ${exported.rows} orders, peak memory growth (${oneDecimal(exported.seconds)} s)`,
        value: oneDecimal(exported.peakMb),
        unit: 'MB',
        budget: EXPORT_MEMORY_BUDGET_MB,
      },
    ];
  } finally {
    await api?.close();
    await db.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchOrdersGrid(process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
