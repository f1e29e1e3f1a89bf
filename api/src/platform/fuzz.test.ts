import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type FuzzTarget, failureMessage, fuzzSuite, startFuzzTarget } from '../test-support/fuzz/index.ts';

// No request may end in a 5xx because of what a client sent, nor show a stack trace, SQL or a
// file path. Every operation of the api's own OpenAPI document gets malformed and plausible input
// as an anonymous visitor, a customer and staff member; a route added later is in the document,
// so it is fuzzed too. FUZZ_SEED=<seed> repeats a run; FUZZ_REQUESTS changes its size.

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
/** Only against a hang; the summary line prints how long the run took. */
const HANG_GUARD_MS = 10 * 60_000;

let target: FuzzTarget;
before(async () => {
  target = await startFuzzTarget('cz');
});
after(async () => {
  await target?.close();
});

test('the api answers every fuzz request below 500 and leaks nothing', {
  timeout: HANG_GUARD_MS,
}, async () => {
  const result = await fuzzSuite({ baseUrl: target.url, roles: target.roles, requests: REQUESTS });
  assert.ok(result.report.sent >= REQUESTS, `sent ${result.report.sent} of ${REQUESTS}`);
  assert.equal(result.report.failures.length, 0, failureMessage(result, target.loggedErrors()));
});
