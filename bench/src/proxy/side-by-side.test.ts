import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Throughput } from '../throughput.ts';
import { combineRounds } from './side-by-side.ts';

const round = (requestsPerSecond: number, p99Ms: number, errors = 0): Throughput => ({
  label: 'side',
  url: 'http://127.0.0.1/x',
  requestsPerSecond,
  p99Ms,
  errors,
});

test('the ratio is of the mean rates over all rounds; p99 is the worst round and errors add up', () => {
  const result = combineRounds([round(1000, 5), round(800, 9)], [round(900, 7, 1), round(500, 30, 2)]);
  assert.equal(result.direct.requestsPerSecond, 900);
  assert.equal(result.proxied.requestsPerSecond, 700);
  assert.equal(result.ratio, 700 / 900);
  assert.equal(result.direct.p99Ms, 9);
  assert.equal(result.proxied.p99Ms, 30);
  assert.equal(result.proxied.errors, 3);
});

test('no rounds is an error, not a ratio of nothing', () => {
  assert.throws(() => combineRounds([], []), /no rounds/);
});
