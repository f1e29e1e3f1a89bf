import { fileURLToPath } from 'node:url';
import { BENCH_SERVER_URL, type BenchFigure } from '../back-office/bench-support.ts';
import { sessionWithTwoPhones } from '../proxy/cart-session.ts';
import { seededDatabase } from '../proxy/seeded-database.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { type RunningShop, startShop } from '../shop-process.ts';
import { type LatencyAtRate, measureLatencyAtRate } from '../throughput.ts';
import { benchColourId } from './bench-requests.ts';

const RATE = 200;
const P99_BUDGET_MS = 25;
const SCRATCH_DATABASE = 'bench_api_latency';

interface DatabaseUnderTest {
  name: string;
  start(): Promise<RunningShop>;
}

// The api answers from the embedded PGlite by default and from PostgreSQL when DATABASE_URL is
// set: the budget holds on both, so both are measured, each on its own ports and fresh data.
const databases: DatabaseUnderTest[] = [
  { name: 'PGlite', start: () => startShop('cz', 3134, 3135) },
  {
    name: 'PostgreSQL',
    start: async () =>
      startShop('cz', 3140, 3141, {
        DATABASE_URL: await seededDatabase(BENCH_SERVER_URL, SCRATCH_DATABASE),
      }),
  },
];

function figure(what: string, database: string, result: LatencyAtRate): BenchFigure {
  return {
    name: `${what}, ${database}: p99 at ${result.rate} req/s, ${result.achievedRate} req/s achieved (p50 ${result.p50Ms} ms, ${result.errors} errors)`,
    // A run that could not keep the rate measured a lighter load than the budget's: it fails.
    value:
      result.errors === 0 && result.achievedRate >= result.rate * 0.95
        ? result.p99Ms
        : Number.POSITIVE_INFINITY,
    unit: 'ms',
    budget: P99_BUDGET_MS,
  };
}

async function measureOn(database: DatabaseUnderTest): Promise<BenchFigure[]> {
  const shop = await database.start();
  try {
    const appraisal = await measureLatencyAtRate(
      'appraisal',
      `${shop.apiUrl}/api/new/buyout/appraisal/${await benchColourId(shop.apiUrl)}/`,
      RATE,
    );
    const cart = await measureLatencyAtRate('cart', `${shop.apiUrl}/api/new/cart`, RATE, 10, {
      cookie: await sessionWithTwoPhones(shop.apiUrl),
    });
    return [figure('appraisal', database.name, appraisal), figure('cart (2 products)', database.name, cart)];
  } finally {
    await shop.stop();
  }
}

/** Appraisal and priced cart at a fixed 200 req/s against the api directly, on PGlite and PostgreSQL. */
export async function benchApiLatency(): Promise<BenchSection> {
  const figures: BenchFigure[] = [];
  for (const database of databases) figures.push(...(await measureOn(database)));
  return {
    heading: 'api latency at 200 req/s',
    method: [
      'autocannon `overallRate` 200, 20 connections, 10 s, against the api directly: the appraisal of',
      'the iPhone 16 in black, and `GET /api/new/cart` of a session holding two phones; once on the',
      'embedded PGlite, once on PostgreSQL (a fresh scratch database). A run that achieved less than',
      '95 % of the rate (or had errors) fails its budget: its p99 was measured under a lighter load.',
    ],
    figures,
    notes: [],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchApiLatency);
