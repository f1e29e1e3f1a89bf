import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figureRow } from '../back-office/run-back-office.ts';
import { metricsTable, type PageResult, pageFigures } from './lighthouse-figures.ts';

const result = (metrics: Partial<PageResult['metrics']> = {}): PageResult => ({
  shop: 'cz',
  page: 'cart with an item',
  metrics: {
    score: 96,
    lcpMs: 1765.4,
    tbtMs: 149.6,
    cls: 0.0504,
    fcpMs: 912,
    speedIndexMs: 1333,
    ...metrics,
  },
  loadBefore: 1.234,
  loadAfter: 3.5,
  benchmarkIndex: 1402.6,
});

test('a page gives four figures against the budgets: the score from below, the others from above', () => {
  const figures = pageFigures(result());
  assert.deepEqual(
    figures.map((figure) => [
      figure.name,
      figure.value,
      figure.unit,
      figure.budget,
      figure.higherIsBetter ?? false,
    ]),
    [
      ['cz cart with an item: score', 96, '', 95, true],
      ['cz cart with an item: LCP', 1.77, 's', 1.8, false],
      ['cz cart with an item: TBT', 150, 'ms', 150, false],
      ['cz cart with an item: CLS', 0.05, '', 0.05, false],
    ],
  );
  assert.deepEqual(
    figures.map(figureRow).map((row) => row.endsWith('| within |')),
    [true, true, true, true],
  );
});

test('a page under its score or over a time budget is reported over', () => {
  const rows = pageFigures(result({ score: 94, lcpMs: 1810, tbtMs: 151, cls: 0.051 })).map(figureRow);
  assert.deepEqual(
    rows.map((row) => row.endsWith('| **over** |')),
    [true, true, true, true],
  );
});

test('the table puts FCP, Speed Index, the load and the CPU benchmark beside the medians', () => {
  const [heading, , row] = metricsTable([result()]);
  assert.match(heading, /load before → after \| CPU benchmark/);
  assert.equal(
    row,
    '| cz | cart with an item | 96 | 1.77 s | 150 ms | 0.05 | 0.91 s | 1.33 s | 1.23 → 3.50 | 1403 |',
  );
});
