import { fileURLToPath } from 'node:url';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { measureLatencyAtRate } from '../throughput.ts';

const RATE = 200;
const P99_BUDGET_MS = 25;

/** The colour id of a seeded device, found the way the buyout page finds it: from its URL names. */
async function benchColourId(apiUrl: string): Promise<number> {
  const query = 'type=telefony&manufacturer=apple&model=apple-iphone-16&colour=black';
  const response = await fetch(`${apiUrl}/api/new/buyout/selector-data/?${query}`);
  const data = (await response.json()) as { selected_choices: { product_color: { id: number } | null } };
  if (!data.selected_choices.product_color) throw new Error('the seed has no iPhone 16 in black');
  return data.selected_choices.product_color.id;
}

/**
 * A visitor's session holding two products, as the cart page is asked for it: the cookie of a
 * session made by putting the first two phones in stock into a cart.
 */
async function benchCartCookie(apiUrl: string): Promise<string> {
  const list = await fetch(`${apiUrl}/api/new/catalogue/products?type=telefony&pageSize=12`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  let cookie = '';
  let added = 0;
  for (const product of items) {
    const response = await fetch(`${apiUrl}/api/new/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    if (response.status !== 201) continue;
    cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0];
    added += 1;
    if (added === 2) return cookie;
  }
  throw new Error('could not put two phones into a cart');
}

/** Appraisal and priced cart at a fixed 200 req/s against the api directly (embedded PGlite). */
export async function benchApiLatency(): Promise<BenchSection> {
  const shop = await startShop('cz', 3134, 3135);
  try {
    const appraisal = await measureLatencyAtRate(
      'appraisal',
      `${shop.apiUrl}/api/new/buyout/appraisal/${await benchColourId(shop.apiUrl)}/`,
      RATE,
    );
    const cart = await measureLatencyAtRate('cart', `${shop.apiUrl}/api/new/cart`, RATE, 10, {
      cookie: await benchCartCookie(shop.apiUrl),
    });
    const figure = (what: string, result: typeof cart) => ({
      name: `${what} p99 at ${result.rate} req/s (p50 ${result.p50Ms} ms, ${result.achievedRate} req/s achieved, ${result.errors} errors)`,
      value: result.errors === 0 ? result.p99Ms : Number.POSITIVE_INFINITY,
      unit: 'ms',
      budget: P99_BUDGET_MS,
    });
    return {
      heading: 'api latency at 200 req/s',
      method: [
        'autocannon `overallRate` 200, 20 connections, 10 s, against the api directly: the appraisal of',
        'the iPhone 16 in black, and `GET /api/new/cart` of a session holding two phones.',
      ],
      figures: [figure('appraisal', appraisal), figure('cart (2 products)', cart)],
      notes: [],
    };
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchApiLatency);
