import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Result } from 'lighthouse';
import { median, medianMetrics, medianRunIndex, metricsOf, type PageMetrics } from './page-metrics.ts';

type Report = Pick<Result, 'categories' | 'audits' | 'runtimeError'>;

const audit = (numericValue: number) => ({ numericValue }) as Result['audits'][string];
const report = (score: number | null, values: Record<string, number> = {}): Report =>
  ({
    categories: { performance: { score } },
    audits: Object.fromEntries(Object.entries(values).map(([id, value]) => [id, audit(value)])),
  }) as unknown as Report;

const allMetrics = {
  'largest-contentful-paint': 2510.4,
  'total-blocking-time': 320,
  'cumulative-layout-shift': 0.157,
  'first-contentful-paint': 1200,
  'speed-index': 2900,
};

const run = (score: number, lcpMs: number, tbtMs = 100): PageMetrics => ({
  score,
  lcpMs,
  tbtMs,
  cls: 0,
  fcpMs: 1000,
  speedIndexMs: 1500,
});

test('a report gives its score out of 100 and its metrics in ms', () => {
  assert.deepEqual(metricsOf(report(0.736, allMetrics)), {
    score: 74,
    lcpMs: 2510.4,
    tbtMs: 320,
    cls: 0.157,
    fcpMs: 1200,
    speedIndexMs: 2900,
  });
});

test('a run Lighthouse could not finish is an error, not a page without time', () => {
  assert.throws(() => metricsOf(report(null, allMetrics)), /no performance score/);
  const { 'total-blocking-time': _, ...withoutTbt } = allMetrics;
  assert.throws(() => metricsOf(report(0.9, withoutTbt)), /total-blocking-time/);
  const failed = { ...report(0.9, allMetrics), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
  assert.throws(() => metricsOf(failed as Report), /no paint/);
});

test('the median is the middle value, of an even count the mean of the two middle ones', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([40, 10, 30, 20]), 25);
  assert.equal(median([7]), 7);
  assert.throws(() => median([]));
});

test('each metric takes its own median over the runs', () => {
  const medians = medianMetrics([run(90, 1900, 50), run(70, 1500, 300), run(80, 2500, 120)]);
  assert.equal(medians.score, 80);
  assert.equal(medians.lcpMs, 1900);
  assert.equal(medians.tbtMs, 120);
});

test('the run kept for diagnosis is the middle one by score, equal scores in run order', () => {
  assert.equal(medianRunIndex([run(90, 0), run(70, 0), run(80, 0)]), 2);
  assert.equal(medianRunIndex([run(80, 0), run(80, 0), run(95, 0)]), 1);
  assert.equal(medianRunIndex([run(95, 0), run(80, 0), run(80, 0)]), 2);
  assert.equal(medianRunIndex([run(60, 0)]), 0);
});
