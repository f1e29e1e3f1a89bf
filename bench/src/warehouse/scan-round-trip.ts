// The packing station's scan round trip (issue 18): at 50 scans a second spread over several
// stations for about 20 s, a scan answers with p95 ≤ 50 ms at the api, on PostgreSQL and on
// PGlite; and a station packs an order of 3 items with ≤ 5 requests (the crate, three items,
// finish). Runs the real api app in-process on a migrated, seeded scratch database with orders
// picked into crates, each station packing and handing over one crate after another.
// Alone: `node bench/src/warehouse/scan-round-trip.ts` (BENCH_SCAN_ENGINE=postgres|pglite for one).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
} from '../back-office/bench-support.ts';

const DATABASE = 'bench_scans';
const SCANS_PER_SECOND = 50;
const SECONDS = 20;
const STATIONS = 5;
/** More orders than the run can pack, so no station runs out. */
const ORDERS = 260;
const P95_BUDGET_MS = 50;
const REQUESTS_BUDGET = 5;

interface Prepared {
  /** Per crate: its code and the codes of its order's three items. */
  crates: { code: string; items: string[] }[];
}

/** ORDERS paid courier orders of three accessories each, each picked into its own crate. */
async function prepareOrders(db: Db): Promise<Prepared> {
  const products = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('product_types as pt', 'pt.id', 'm.product_type_id')
    .select(['p.id', 'p.code'])
    .where('pt.code', '=', 'accessories')
    .orderBy('p.id')
    .limit(3)
    .execute();
  if (products.length < 3) throw new Error('the seed has fewer than 3 accessories');
  await sql`
    insert into crates (shop, code, name)
    select 'cz', 'BENCH-' || lpad(i::text, 4, '0'), 'Bench ' || i from generate_series(1, ${ORDERS}::int) as i`.execute(
    db,
  );
  await sql`
    insert into orders (number, shop, status, total_amount, currency, email, payment_type, payment_status,
      delivery_type, billing_address)
    select 'CZ8' || lpad(i::text, 7, '0'), 'cz', 'paid', 100000, 'CZK', 'bench' || i || '@example.cz', 'card',
      'paid', 'courier', jsonb_build_object('first_name', 'Jana', 'last_name', 'Nováková', 'address',
      'Korunní 1208/74', 'city', 'Praha', 'postcode', '120 00', 'phone', '777 123 456')
    from generate_series(1, ${ORDERS}::int) as i`.execute(db);
  await sql`
    insert into order_items (order_id, product_id, quantity, unit_price, name, final_price)
    select o.id, p.id, 1, 10000, 'Bench item', 10000
    from orders o cross join (select unnest(${sql.val(products.map((p) => p.id))}::int[]) as id) p
    where o.number like 'CZ8%'`.execute(db);
  await sql`
    insert into order_picking (order_id, status, crate_id)
    select o.id, 'picked', c.id from orders o
    join crates c on c.code = 'BENCH-' || substr(o.number, 7, 4)
    where o.number like 'CZ8%'`.execute(db);
  await sql`analyze`.execute(db);
  return {
    crates: Array.from({ length: ORDERS }, (_, index) => ({
      code: `BENCH-${String(index + 1).padStart(4, '0')}`,
      items: products.map((product) => product.code),
    })),
  };
}

interface Measured {
  times: number[];
  /** Requests the first order packed took, crate scan to finish. */
  requestsToPack: number;
  scans: number;
  errors: number;
}

/** STATIONS stations, each scanning its crates in turn; together SCANS_PER_SECOND, for SECONDS. */
async function driveStations(api: BenchApi, prepared: Prepared): Promise<Measured> {
  const times: number[] = [];
  const detail: Record<string, number[]> = {};
  let errors = 0;
  let requestsToPack = 0;
  const interval = (1000 * STATIONS) / SCANS_PER_SECOND;
  const end = performance.now() + SECONDS * 1000;
  const scan = async (stationId: string, code: string): Promise<{ outcome: string }> => {
    const start = performance.now();
    const response = await fetch(`${api.base}/api/new/warehouse/packing/scans`, {
      method: 'POST',
      headers: { cookie: api.staffCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ stationId, scanId: randomUUID(), code }),
    });
    const body = (await response.json()) as { outcome: string };
    times.push(performance.now() - start);
    const kind = code.startsWith('CMD') ? code : code.startsWith('BENCH') ? 'crate' : 'item';
    const ofKind = detail[kind] ?? [];
    ofKind.push(performance.now() - start);
    detail[kind] = ofKind;
    if (response.status !== 200) {
      errors += 1;
      throw new Error(`a scan of ${code} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return body;
  };
  let nextCrate = 0;
  const station = async (index: number) => {
    const stationId = `bench-station-${index}-${randomUUID()}`;
    // Staggered starts, so the stations' scans interleave evenly.
    let slot = performance.now() + (index * interval) / STATIONS;
    const paced = async (code: string) => {
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      slot += interval;
      return scan(stationId, code);
    };
    while (performance.now() < end) {
      const crate = prepared.crates[nextCrate++];
      if (!crate) throw new Error('the bench ran out of prepared orders');
      let requests = 0;
      const expect = async (code: string, outcome: string) => {
        requests += 1;
        const answer = await paced(code);
        if (answer.outcome !== outcome)
          throw new Error(`${code} answered ${answer.outcome}, expected ${outcome}`);
      };
      await expect(crate.code, 'ok');
      for (const item of crate.items) await expect(item, 'ok');
      await expect('CMD-FINISH', 'finished');
      if (requestsToPack === 0) requestsToPack = requests;
      await expect('CMD-HANDOVER', 'handed_over');
    }
  };
  await Promise.all(Array.from({ length: STATIONS }, (_, index) => station(index)));
  // Which scans the slow ones are: printed with BENCH_SCAN_DETAIL=1.
  if (process.env.BENCH_SCAN_DETAIL)
    for (const [kind, list] of Object.entries(detail)) {
      list.sort((x, y) => x - y);
      const p50 = oneDecimal(percentile(list, 50));
      console.info(
        `${kind}: ${list.length} scans, p50 ${p50} ms, p95 ${oneDecimal(percentile(list, 95))} ms`,
      );
    }
  return { times: times.sort((a, b) => a - b), requestsToPack, scans: times.length, errors };
}

type Engine = { kind: 'postgres'; serverUrl: string } | { kind: 'pglite' };

async function benchEngine(engine: Engine, label: string): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scans-'));
  let databaseUrl: string | undefined;
  let db: Db;
  if (engine.kind === 'postgres') {
    databaseUrl = await freshDatabase(engine.serverUrl, DATABASE);
    db = await createDatabase({ kind: 'postgres', url: databaseUrl });
  } else {
    db = await createDatabase({ kind: 'pglite', dir: join(dataDir, 'db') });
  }
  const jobs = createJobQueue({ db, logger: silentLogger(), pollingIntervalSeconds: 0.5 });
  let api: BenchApi | undefined;
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const prepared = await prepareOrders(db);
    api = await startBenchApi(db, { ...quietConfig(databaseUrl ?? ''), databaseUrl, dataDir }, jobs);
    const measured = await driveStations(api, prepared);
    if (measured.requestsToPack > REQUESTS_BUDGET)
      throw new Error(`a 3-item order took ${measured.requestsToPack} requests to pack`);
    const rate = oneDecimal(measured.scans / SECONDS);
    return [
      {
        name: `packing scan round trip, ${label}, ${rate} scans/s over ${STATIONS} stations, p50`,
        value: oneDecimal(percentile(measured.times, 50)),
        unit: 'ms',
        budget: P95_BUDGET_MS,
      },
      {
        name: `packing scan round trip, ${label}, ${rate} scans/s over ${STATIONS} stations, p95`,
        value: oneDecimal(percentile(measured.times, 95)),
        unit: 'ms',
        budget: P95_BUDGET_MS,
      },
      {
        name: `packing station requests for a 3-item order (crate, items, finish), ${label}`,
        value: measured.requestsToPack,
        unit: 'requests',
        budget: REQUESTS_BUDGET,
      },
    ];
  } finally {
    await api?.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchScanRoundTrip(serverUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const only = process.env.BENCH_SCAN_ENGINE;
  const figures: BenchFigure[] = [];
  if (only !== 'pglite') figures.push(...(await benchEngine({ kind: 'postgres', serverUrl }, 'PostgreSQL')));
  if (only !== 'postgres') figures.push(...(await benchEngine({ kind: 'pglite' }, 'PGlite')));
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchScanRoundTrip(process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
