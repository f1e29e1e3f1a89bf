// A price import at scale (issue 15, item 14): a CSV of 100 000 price rows goes through the dry run
// and the apply in ≤ 30 s, growing the api process's memory (RSS) by ≤ 300 MB. Runs the real api
// app and its job queue in-process on a scratch PostgreSQL database `bench_imports`, migrated and
// seeded as production is, plus 100 000 generated products. The clock runs from the upload to the
// dry run's summary, and from the confirmation to the applied import, as staff would wait for them.
// Alone: `node bench/src/back-office/price-import.ts` prints the figures as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { ImportRun } from 'shared-domain';
import { createApp, mailerOf } from '../../../api/src/app.ts';
import { handleAllJobs } from '../../../api/src/job-handlers.ts';
import type { Config } from '../../../api/src/platform/config.ts';
import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { createJobQueue } from '../../../api/src/platform/jobs/job-queue.ts';
import { createLogger } from '../../../api/src/platform/logger.ts';
import { DEMO_PASSWORD } from '../../../api/src/test-support/http.ts';
import { BENCH_SERVER_URL, type BenchFigure, freshDatabase } from './bench-support.ts';

const DATABASE = 'bench_imports';
export const IMPORT_ROWS = 100_000;
const TIME_BUDGET_S = 30;
const MEMORY_BUDGET_MB = 300;
const POLL_MS = 100;
const MB = 1024 * 1024;

/** `count` new products BENCH-1…, spread over the seeded master products, each priced in the Czech shop. */
async function generateProducts(db: Db, count: number): Promise<void> {
  await sql`
    insert into products (model_id, condition, code, seo_name)
    select m.id, 'new', 'BENCH-' || s.i, 'bench-' || s.i
    from generate_series(1, ${count}) as s(i)
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from models) m
      on m.n = s.i % m.total`.execute(db);
  await sql`
    insert into product_prices (product_id, shop, amount, currency)
    select id, 'cz', 100000 + id, 'CZK' from products where code like 'BENCH-%'`.execute(db);
}

/** The file staff would upload: every generated product at a new price, Excel-style (`;`, BOM). */
function priceFile(count: number): Blob {
  const lines = ['\ufeffcode;price'];
  for (let i = 1; i <= count; i += 1) lines.push(`BENCH-${i};${2000 + (i % 5000)},90`);
  return new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

function quietConfig(databaseUrl: string, dataDir: string): Config {
  return {
    shop: 'cz',
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    dataDir,
    smtpUrl: undefined,
    logLevel: 'warn',
    cookieSecure: false,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
  };
}

/** Samples the process's RSS until stopped; answers the peak. */
function watchRss(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

export async function benchPriceImport(databaseUrl: string = BENCH_SERVER_URL): Promise<BenchFigure[]> {
  const url = await freshDatabase(databaseUrl, DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-imports-'));
  const db = await createDatabase({ kind: 'postgres', url });
  const config = quietConfig(url, dataDir);
  const logger = createLogger(config.logLevel, new Writable({ write: (_chunk, _encoding, done) => done() }));
  const jobs = createJobQueue({ db, logger, pollingIntervalSeconds: 0.5 });
  const server = createApp({ config, db, logger, jobs }).listen(0, '127.0.0.1');
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await generateProducts(db, IMPORT_ROWS);
    await sql`analyze`.execute(db);
    handleAllJobs(jobs, { db, config, mailer: mailerOf(config, logger) });
    await jobs.start();
    if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/new/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.cz', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const imports = `${base}/api/new/admin/imports`;
    const waitFor = async (id: string, step: 'dryRun' | 'apply'): Promise<ImportRun> => {
      for (;;) {
        const run = (await (await fetch(`${imports}/${id}`, { headers: { cookie } })).json()) as ImportRun;
        const status = run[step]?.status;
        if (status === 'done') return run;
        if (status === 'failed') throw new Error(`the ${step} failed: ${run[step]?.error}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    const file = priceFile(IMPORT_ROWS);
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    const rss = watchRss();
    const start = performance.now();
    const form = new FormData();
    form.append('file', file, 'ceny.csv');
    const uploaded = await fetch(`${imports}?kind=prices`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (uploaded.status !== 202)
      throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { jobId } = (await uploaded.json()) as { jobId: string };
    const dryRun = await waitFor(jobId, 'dryRun');
    const dryRunDone = performance.now();
    const applied = await fetch(`${imports}/${jobId}/apply`, { method: 'POST', headers: { cookie } });
    if (applied.status !== 202)
      throw new Error(`the apply answered ${applied.status}: ${await applied.text()}`);
    const result = await waitFor(jobId, 'apply');
    const end = performance.now();
    const peak = rss.stop();
    const changed = result.apply?.outcome?.summary.toChange ?? 0;
    if (dryRun.dryRun.outcome?.summary.errors !== 0 || changed !== IMPORT_ROWS)
      throw new Error(
        `the import did not change every row: ${JSON.stringify(result.apply?.outcome?.summary)}`,
      );
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    return [
      {
        name: `price import (${IMPORT_ROWS} rows): dry run`,
        value: seconds(dryRunDone - start),
        unit: 's',
        budget: TIME_BUDGET_S,
      },
      {
        name: `price import (${IMPORT_ROWS} rows): dry run + apply`,
        value: seconds(end - start),
        unit: 's',
        budget: TIME_BUDGET_S,
      },
      {
        name: `price import (${IMPORT_ROWS} rows): api RSS growth`,
        value: Math.round((peak - baseline) / MB),
        unit: 'MB',
        budget: MEMORY_BUDGET_MB,
      },
    ];
  } finally {
    await jobs.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchPriceImport(process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
