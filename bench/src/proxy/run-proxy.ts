import { fileURLToPath } from 'node:url';
import { measureAggregate } from '../aggregate.ts';
import { BENCH_SERVER_URL } from '../back-office/bench-support.ts';
import { budgets } from '../budgets.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { sessionWithTwoPhones } from './cart-session.ts';
import { seededDatabase } from './seeded-database.ts';
import { measureSideBySide, type SideBySide } from './side-by-side.ts';

const DATABASE = 'bench_proxy';
/** Representative: the priced cart, the personal answer the cart pages and every change ask for. */
const CART_PATH = '/api/new/cart';
/** Light: who the visitor is (one session lookup), where the proxy's own cost weighs the most. */
const ACCOUNT_PATH = '/api/new/accounts/me';

/** The bff's proxy against the api it proxies, side by side on PostgreSQL, and the boot aggregate. */
export async function benchProxy(
  serverUrl = process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL,
): Promise<BenchSection> {
  const shop = await startShop('cz', 3132, 3133, { DATABASE_URL: await seededDatabase(serverUrl, DATABASE) });
  try {
    const cookie = await sessionWithTwoPhones(shop.apiUrl);
    const side = (path: string) =>
      measureSideBySide(`${shop.apiUrl}${path}`, `${shop.baseUrl}${path}`, { cookie });
    const cart = await side(CART_PATH);
    const account = await side(ACCOUNT_PATH);
    const aggregate = await measureAggregate(shop.baseUrl);
    return {
      heading: 'bff',
      method: [
        'On PostgreSQL. Throughput is autocannon, 20 connections, 3 alternating rounds of 4 s direct',
        'then 4 s through the bff (alternating, so a change in the load hits both sides), with the',
        "cookie of a visitor's session holding two phones: personal answers (no-store), which the",
        "bff's shared cache never keeps, so the proxy itself is measured. `GET /api/new/cart` is",
        'representative of what goes through the proxy (the cart priced); `GET /api/new/accounts/me`',
        "is the lightest personal answer (one session lookup), where the proxy's own cost weighs most.",
        "req/s are the rounds' mean, p99 the worst round's.",
      ],
      figures: [
        ratioFigure('cart', cart),
        ratioFigure('account (light)', account),
        {
          name: `boot aggregate, mean of 50 (the 2 sequential calls it replaces: ${aggregate.sequentialMs.toFixed(2)} ms)`,
          value: Number(aggregate.aggregateMs.toFixed(2)),
          unit: 'ms',
          budget: Number(aggregate.sequentialMs.toFixed(2)),
        },
      ],
      notes: [],
    };
  } finally {
    await shop.stop();
  }
}

function ratioFigure(what: string, { direct, proxied, ratio }: SideBySide) {
  const errors = direct.errors + proxied.errors;
  return {
    name: `${what}: bff-proxied / direct api throughput (${proxied.requestsPerSecond} / ${direct.requestsPerSecond} req/s, p99 ${proxied.p99Ms} / ${direct.p99Ms} ms, ${errors} errors)`,
    value: errors === 0 ? Math.round(ratio * 100) : 0,
    unit: '%',
    budget: budgets.proxiedToDirectThroughput * 100,
    higherIsBetter: true,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchProxy);
