import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createJobQueue } from '../../../api/src/platform/jobs/job-queue.ts';
import {
  BENCH_SERVER_URL,
  type BenchFigure,
  oneDecimal,
  percentile,
  quietConfig,
  silentLogger,
  startBenchApi,
} from '../back-office/bench-support.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { openScaleDatabase, type ScaleEngine } from './scale-database.ts';
import { type MeasuredRequest, storefrontRequests } from './storefront-requests.ts';

// The storefront's catalogue queries over a generated catalogue of 50 000 products (issue 16):
// the real api app in-process ("api direct"), sequential requests, on PostgreSQL and on PGlite.

const PRODUCTS = 50_000;
const REQUESTS_PER_MEASURE = 30;

async function timeRequests(base: string, request: MeasuredRequest): Promise<number[]> {
  const fetchOne = async (url: string) => {
    const response = await fetch(`${base}${url}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  for (const url of request.urls) await fetchOne(url); // warm the pool and the plan cache
  const times: number[] = [];
  for (let i = 0; i < REQUESTS_PER_MEASURE; i += 1) {
    const start = performance.now();
    await fetchOne(request.urls[i % request.urls.length]);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The engine's figures, and a note of the machine's load: times on two shared cores follow it. */
async function benchEngine(engine: ScaleEngine, label: string, notes: string[]): Promise<BenchFigure[]> {
  const scale = await openScaleDatabase(engine, PRODUCTS);
  const jobs = createJobQueue({ db: scale.db, logger: silentLogger(), pollingIntervalSeconds: 60 });
  const api = await startBenchApi(scale.db, { ...quietConfig(''), databaseUrl: scale.databaseUrl }, jobs);
  try {
    notes.push(`${label}: load average ${loadavg()[0].toFixed(2)} (1 min) when its requests started.`);
    const figures: BenchFigure[] = [];
    for (const request of await storefrontRequests(scale.db)) {
      const times = await timeRequests(api.base, request);
      const name = `${label}: ${request.name}`;
      figures.push(
        {
          name: `${name} p50`,
          value: oneDecimal(percentile(times, 50)),
          unit: 'ms',
          budget: request.budgetMs,
        },
        {
          name: `${name} p95`,
          value: oneDecimal(percentile(times, 95)),
          unit: 'ms',
          budget: request.budgetMs,
        },
      );
    }
    return figures;
  } finally {
    await api.close();
    await scale.drop();
  }
}

export async function benchCatalogueScale(
  serverUrl = process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL,
): Promise<BenchSection> {
  // BENCH_CATALOGUE_ENGINE=postgres|pglite measures one engine alone.
  const only = process.env.BENCH_CATALOGUE_ENGINE;
  const figures: BenchFigure[] = [];
  const notes: string[] = [];
  if (only !== 'pglite')
    figures.push(
      ...(await benchEngine({ kind: 'postgres', serverUrl, name: 'bench_storefront' }, 'PostgreSQL', notes)),
    );
  if (only !== 'postgres') figures.push(...(await benchEngine({ kind: 'pglite' }, 'PGlite', notes)));
  return {
    heading: `Storefront at catalogue scale (${PRODUCTS} generated products, api direct)`,
    method: [
      `The demo seed plus ${PRODUCTS} generated products (bench/src/back-office/generate-catalogue.ts),`,
      `the api app in-process, ${REQUESTS_PER_MEASURE} sequential requests per measure after one warm-up pass,`,
      'each measure rotating over its urls (every root category; five search terms; four products).',
    ],
    figures,
    notes,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchCatalogueScale);
