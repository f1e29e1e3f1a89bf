import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
// The api's fuzz engine and fuzz target, through their one test-support entry. This suite lives in
// the bff because it is the bff's behaviour under test here (its proxy, aggregates, static routes
// and error handling in front of the real api); the api stays unaware of the bff, and
// package.json's nx.implicitDependencies reruns it when the api changes.
import {
  type FuzzOperation,
  type FuzzTarget,
  failureMessage,
  fuzzSuite,
  startFuzzTarget,
} from '../../../api/src/test-support/fuzz/index.ts';
import { defaultAggregates } from '../app.ts';
import type { RunningServer } from '../server.ts';
import { createStaticRoot, removeStaticRoot, startBff, testConfig } from '../test-support/fixtures.ts';

// No request through the bff may end in a 5xx because of what a client sent, nor show a stack
// trace, SQL or a file path: every operation of the api's OpenAPI document (read through the bff),
// the page aggregates and the page routes, as an anonymous visitor, a customer and staff, against
// the real api of the Romanian shop. FUZZ_SEED=<seed> repeats a run; FUZZ_BFF_REQUESTS sizes it.

const REQUESTS = Number(process.env.FUZZ_BFF_REQUESTS ?? 4_500);
/** Only against a hang; the summary line prints how long the run took. */
const HANG_GUARD_MS = 10 * 60_000;

const get = (path: string, query: FuzzOperation['query'] = []): FuzzOperation => ({
  method: 'GET',
  path,
  pathParams: [],
  query,
  body: undefined,
});
// The aggregates read at most a product's seo name from the query (the product page).
const seo = { name: 'seo', required: false, schema: { type: 'string' } };
const bffOperations: FuzzOperation[] = [
  ...defaultAggregates.map((aggregate) => get(`/api/bff${aggregate.path}`, [seo])),
  // Not /readyz: its 503 tells a load balancer the api is slow or down, whatever the request.
  ...[
    '/',
    '/kosik',
    '/remotes.json',
    '/remotes/mfe-cart/remoteEntry.js',
    '/healthz',
    // Pages the bff looks up for search engines, and its files for them.
    '/telefoane',
    '/telefoane/no-such-phone',
    '/info/despre-noi',
    '/robots.txt',
    '/sitemap.xml',
  ].map((path) => get(path)),
];

let target: FuzzTarget;
let bff: RunningServer;
let staticRoot: string;
before(async () => {
  target = await startFuzzTarget('ro');
  staticRoot = await createStaticRoot();
  // A 504 says the api was slow, not that the request was bad: on a loaded test machine the api
  // can take longer than production's deadlines, so they are generous here.
  bff = await startBff(
    testConfig({
      apiUrl: target.url,
      shop: 'ro',
      staticRoot,
      apiTimeoutMs: 60_000,
      aggregateTimeoutMs: 60_000,
    }),
  );
});
after(async () => {
  await bff?.shutdown();
  await target?.close();
  if (staticRoot) await removeStaticRoot(staticRoot);
});

test('the bff answers every fuzz request below 500 and leaks nothing', {
  timeout: HANG_GUARD_MS,
}, async () => {
  const result = await fuzzSuite({
    baseUrl: bff.url,
    roles: target.roles,
    requests: REQUESTS,
    extraOperations: bffOperations,
  });
  assert.ok(result.report.sent >= REQUESTS, `sent ${result.report.sent} of ${REQUESTS}`);
  assert.equal(result.report.failures.length, 0, failureMessage(result, target.loggedErrors()));
});
