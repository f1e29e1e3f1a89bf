// `npm run bench`: measures the budgets of ARCHITECTURE §10 on the production build and writes
// bench/RESULTS.md. Needs `npm run build` first. Starts its own shop on ports 3130/3131.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measureAggregate } from './aggregate.ts';
import { benchBackOffice, figureRow } from './back-office/run-back-office.ts';
import { budgets, gates } from './budgets.ts';
import { kb } from './gzip-size.ts';
import {
  copiesOf,
  FEDERATION_RUNTIME_MARKER,
  REACT_MARKER,
  scriptsLoadedDuring,
  totalGzip,
} from './page-weight.ts';
import { measureRemoteEntries, repoRoot } from './remote-entries.ts';
import { startShop } from './shop-process.ts';
import { measureLatencyAtRate, measureThroughput } from './throughput.ts';
import { visitEveryArea } from './visit-areas.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const APPRAISAL_RATE = 200;
/** Who the visitor is: personal, so no-store, and light; the proxy is what it measures. */
const PROXY_BENCH_PATH = '/api/new/accounts/me';
const APPRAISAL_P99_MS = 25;

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
  const { items } = (await list.json()) as { items: { id: number; stock?: { online: number } }[] };
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

const shop = await startShop('cz', 3130, 3131);
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const home = await scriptsLoadedDuring(page, async () => {
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  const everywhere = await scriptsLoadedDuring(page, () => visitEveryArea(page, 'cz'));
  const all = [...home, ...everywhere];
  await browser.close();

  const entries = measureRemoteEntries();
  // The proxy's own cost: an answer the bff's shared cache never keeps (a catalogue answer would be
  // served from its memory and measure the cache instead).
  const direct = await measureThroughput('direct api', `${shop.apiUrl}${PROXY_BENCH_PATH}`);
  const proxied = await measureThroughput('through the bff', `${shop.baseUrl}${PROXY_BENCH_PATH}`);
  const aggregate = await measureAggregate(shop.baseUrl);
  const appraisal = await measureLatencyAtRate(
    'appraisal',
    `${shop.apiUrl}/api/new/buyout/appraisal/${await benchColourId(shop.apiUrl)}/`,
    APPRAISAL_RATE,
  );
  const cart = await measureLatencyAtRate('cart', `${shop.apiUrl}/api/new/cart`, APPRAISAL_RATE, 10, {
    cookie: await benchCartCookie(shop.apiUrl),
  });

  const backOffice = await benchBackOffice();

  const homeGzip = totalGzip(home);
  const ratio = proxied.requestsPerSecond / direct.requestsPerSecond;
  const row = (what: string, value: string, budget: string, ok: boolean) =>
    `| ${what} | ${value} | ${budget} | ${ok ? 'within' : '**over**'} |`;
  const lines = [
    '# Bench results',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (2 cores), production build, Czech shop.`,
    'Sizes are gzip level 9 of the files the browser loaded (deterministic); throughput is autocannon,',
    `20 connections, 8 s per side, \`GET ${PROXY_BENCH_PATH}\` (not kept by the bff's shared cache).`,
    '',
    '| measure | value | budget (ARCHITECTURE §10) | |',
    '| --- | --- | --- | --- |',
    row(
      'initial JS of the home page, gzip',
      kb(homeGzip),
      kb(budgets.homeInitialJsGzipBytes),
      homeGzip <= budgets.homeInitialJsGzipBytes,
    ),
    ...entries.map((entry) =>
      row(
        `${entry.remote} remoteEntry.js, gzip`,
        kb(entry.gzipBytes),
        kb(budgets.remoteEntryGzipBytes),
        entry.gzipBytes <= budgets.remoteEntryGzipBytes,
      ),
    ),
    row(
      'copies of React loaded (all areas visited)',
      String(copiesOf(all, REACT_MARKER)),
      '1',
      copiesOf(all, REACT_MARKER) === 1,
    ),
    row(
      'copies of the federation runtime loaded',
      String(copiesOf(all, FEDERATION_RUNTIME_MARKER)),
      '1',
      copiesOf(all, FEDERATION_RUNTIME_MARKER) === 1,
    ),
    row(
      'bff-proxied / direct api throughput',
      `${(ratio * 100).toFixed(0)} % (${proxied.requestsPerSecond} / ${direct.requestsPerSecond} req/s)`,
      '≥ 60 %',
      ratio >= budgets.proxiedToDirectThroughput,
    ),
    row('p99 latency direct / proxied', `${direct.p99Ms} ms / ${proxied.p99Ms} ms`, '—', true),
    row(
      'boot aggregate vs the 2 sequential calls it replaces (mean of 50)',
      `${aggregate.aggregateMs.toFixed(2)} ms vs ${aggregate.sequentialMs.toFixed(2)} ms`,
      'aggregate faster',
      aggregate.aggregateMs < aggregate.sequentialMs,
    ),
    row(
      `appraisal p99 at ${appraisal.rate} req/s (direct api, p50 ${appraisal.p50Ms} ms, ${appraisal.errors} errors)`,
      `${appraisal.p99Ms} ms (${appraisal.achievedRate} req/s achieved)`,
      `≤ ${APPRAISAL_P99_MS} ms`,
      appraisal.p99Ms <= APPRAISAL_P99_MS && appraisal.errors === 0,
    ),
    row(
      `cart (GET /api/new/cart, 2 products) p99 at ${cart.rate} req/s (direct api, p50 ${cart.p50Ms} ms, ${cart.errors} errors)`,
      `${cart.p99Ms} ms (${cart.achievedRate} req/s achieved)`,
      `≤ ${APPRAISAL_P99_MS} ms`,
      cart.p99Ms <= APPRAISAL_P99_MS && cart.errors === 0,
    ),
    '',
    '## Back office at scale (PostgreSQL, generated data, issue 15)',
    '',
    '| measure | value | budget | |',
    '| --- | --- | --- | --- |',
    ...backOffice.map(figureRow),
    '',
    '## Gaps to the budgets, and why',
    '',
    '- **Home page initial JS** is over 160 KB: react-dom alone is 64 KB, the three remote entries the',
    '  first paint needs (catalogue, and the header widgets of cart and account) about 15 KB each, the',
    '  shell with the federation runtime 32 KB, react-intl 15 KB, shared-ui with the tree-shaken router',
    '  14 KB, RTK and react-redux about 25 KB. Already done: react-router through shared-ui (-50 KB),',
    '  no zod or validators on the boot path (-24 KB). Next candidates: RTK through shared-ui like the',
    '  router, and loading the header widgets after the first paint. Issue 4 added 23 KB: the megamenu',
    '  widget with its search box and texts, and the catalogue pages its routes module imports eagerly',
    '  (next: React.lazy per catalogue page).',
    '- **remoteEntry.js** is about 15 KB, not 10 KB: with `externalRuntime` only runtime-core comes',
    '  from the shell; the bundler half of the runtime (`@module-federation/webpack-bundler-runtime`',
    '  and the sdk) still ships in every remote entry.',
    '- **Throughput through the bff** is measured on an answer its shared cache never keeps (since',
    "  issue 15 catalogue answers are served from the bff's memory, which would measure the cache).",
    '  On so light an answer the proxy itself is the cost: about 40 % of direct, against 60 %.',
    '  On catalogue answers the api was the bottleneck (71–76 % before the cache). The appraisal is measured at a fixed 200 req/s (autocannon',
    '  `overallRate`, 20 connections, 10 s) on the iPhone 16 in black, and so is the priced cart of a',
    '  session holding two phones. Lighthouse is not run here (no Lighthouse on this machine).',
    '',
    '## Gates held by `npm test` (e2e `budgets.spec.ts` and bench unit test)',
    '',
    '```json',
    JSON.stringify(gates, null, 2),
    '```',
    '',
    '## Scripts of the home page',
    '',
    '| file | raw | gzip |',
    '| --- | --- | --- |',
    ...home.map(
      (script) => `| ${new URL(script.url).pathname} | ${kb(script.bytes)} | ${kb(script.gzipBytes)} |`,
    ),
    '',
  ];
  writeFileSync(path.join(repoRoot, 'bench', 'RESULTS.md'), lines.join('\n'));
  console.info(lines.join('\n'));
} finally {
  await shop.stop();
}
