import type { Result } from 'lighthouse';

/** What one Lighthouse run measured on a page: score 0–100, times in ms, CLS unitless. */
export interface PageMetrics {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

const metricAudits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
} as const;

/**
 * The metrics of one report. A run Lighthouse could not finish (no score, a metric missing) must
 * not pass for a fast page, so it throws with Lighthouse's own reason.
 */
export function metricsOf(report: Pick<Result, 'categories' | 'audits' | 'runtimeError'>): PageMetrics {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const metric = (key: keyof typeof metricAudits): number => {
    const value = report.audits[metricAudits[key]]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${metricAudits[key]}`);
    return value;
  };
  return {
    score: Math.round(score * 100),
    lcpMs: metric('lcpMs'),
    tbtMs: metric('tbtMs'),
    cls: metric('cls'),
    fcpMs: metric('fcpMs'),
    speedIndexMs: metric('speedIndexMs'),
  };
}

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each metric's median over the runs on its own (the median score need not be the median LCP's run). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    speedIndexMs: of('speedIndexMs'),
  };
}

/** The run to keep for diagnosis: the middle one by score (runs of equal score in run order). */
export function medianRunIndex(runs: readonly PageMetrics[]): number {
  const byScore = runs.map((run, index) => ({ score: run.score, index }));
  byScore.sort((a, b) => a.score - b.score || a.index - b.index);
  return byScore[Math.floor((byScore.length - 1) / 2)].index;
}
