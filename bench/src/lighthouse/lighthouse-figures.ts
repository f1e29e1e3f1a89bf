import type { BenchFigure } from '../back-office/bench-support.ts';
import type { PageMetrics } from './page-metrics.ts';

/** Lighthouse mobile budgets of every storefront page (issue 16, ARCHITECTURE performance budgets). */
export const lighthouseBudgets = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05 };

/**
 * One page's medians, the machine's 1-minute load average around its runs and Lighthouse's CPU
 * benchmark index (median): the simulated 4× slowdown multiplies tasks a busy machine already ran
 * slowly, so a loaded machine scores worse.
 */
export interface PageResult {
  shop: string;
  page: string;
  metrics: PageMetrics;
  loadBefore: number;
  loadAfter: number;
  benchmarkIndex: number;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const wholeMs = (ms: number) => Math.round(ms);
const shift = (cls: number) => Number(cls.toFixed(3));

/** The four budgeted figures of a page; the score is a budget from below. */
export function pageFigures(result: PageResult): BenchFigure[] {
  const label = `${result.shop} ${result.page}`;
  const { metrics } = result;
  return [
    {
      name: `${label}: score`,
      value: metrics.score,
      unit: '',
      budget: lighthouseBudgets.score,
      higherIsBetter: true,
    },
    {
      name: `${label}: LCP`,
      value: seconds(metrics.lcpMs),
      unit: 's',
      budget: seconds(lighthouseBudgets.lcpMs),
    },
    { name: `${label}: TBT`, value: wholeMs(metrics.tbtMs), unit: 'ms', budget: lighthouseBudgets.tbtMs },
    { name: `${label}: CLS`, value: shift(metrics.cls), unit: '', budget: lighthouseBudgets.cls },
  ];
}

/** The medians with FCP and Speed Index, and the load next to them (a loaded machine scores worse). */
export function metricsTable(results: readonly PageResult[]): string[] {
  return [
    '| shop | page | score | LCP | TBT | CLS | FCP | Speed Index | load before → after | CPU benchmark |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results
      .map(({ shop, page, metrics, loadBefore, loadAfter, benchmarkIndex }) =>
        [
          shop,
          page,
          metrics.score,
          `${seconds(metrics.lcpMs)} s`,
          `${wholeMs(metrics.tbtMs)} ms`,
          shift(metrics.cls),
          `${seconds(metrics.fcpMs)} s`,
          `${seconds(metrics.speedIndexMs)} s`,
          `${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}`,
          Math.round(benchmarkIndex),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
}
