import { fileURLToPath } from 'node:url';
import { measureAggregate } from '../aggregate.ts';
import { budgets } from '../budgets.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { measureThroughput } from '../throughput.ts';

/** Who the visitor is: personal, so no-store, and light; the proxy is what it measures. */
const PROXY_BENCH_PATH = '/api/new/accounts/me';

/** The bff's proxy against the api it proxies, side by side, and the boot aggregate. */
export async function benchProxy(): Promise<BenchSection> {
  const shop = await startShop('cz', 3132, 3133);
  try {
    // The proxy's own cost: an answer the bff's shared cache never keeps (a catalogue answer would
    // be served from its memory and measure the cache instead).
    const direct = await measureThroughput('direct api', `${shop.apiUrl}${PROXY_BENCH_PATH}`);
    const proxied = await measureThroughput('through the bff', `${shop.baseUrl}${PROXY_BENCH_PATH}`);
    const aggregate = await measureAggregate(shop.baseUrl);
    const ratio = proxied.requestsPerSecond / direct.requestsPerSecond;
    return {
      heading: 'bff',
      method: [
        `Throughput is autocannon, 20 connections, 8 s per side, \`GET ${PROXY_BENCH_PATH}\` (not kept`,
        "by the bff's shared cache).",
      ],
      figures: [
        {
          name: `bff-proxied / direct api throughput (${proxied.requestsPerSecond} / ${direct.requestsPerSecond} req/s, p99 ${proxied.p99Ms} / ${direct.p99Ms} ms)`,
          value: Math.round(ratio * 100),
          unit: '%',
          budget: budgets.proxiedToDirectThroughput * 100,
          higherIsBetter: true,
        },
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchProxy);
