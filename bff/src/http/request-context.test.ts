import assert from 'node:assert/strict';
import { it } from 'node:test';
import { newTraceparent } from './request-context.ts';

it('makes a fresh, well-formed trace for every request, also past a refill of the random pool', () => {
  const traces = Array.from({ length: 600 }, () => newTraceparent());
  for (const trace of traces) assert.match(trace, /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  assert.equal(new Set(traces.map((trace) => trace.slice(3, 35))).size, traces.length, 'trace ids repeat');
  assert.equal(new Set(traces.map((trace) => trace.slice(36, 52))).size, traces.length, 'parent ids repeat');
});
