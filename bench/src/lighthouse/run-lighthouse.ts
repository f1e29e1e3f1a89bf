import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopCode } from 'shared-domain';
import { BENCH_SERVER_URL, freshDatabase } from '../back-office/bench-support.ts';
import { repoRoot } from '../remote-entries.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { auditPage, type PageRun } from './audit-page.ts';
import { observationsText } from './in-page-observations.ts';
import { metricsTable, type PageResult, pageFigures } from './lighthouse-figures.ts';
import { diagnose, diagnosisLine } from './page-diagnosis.ts';
import { median, medianMetrics, medianRunIndex, metricsOf } from './page-metrics.ts';
import { type StorefrontPage, storefrontPages } from './storefront-pages.ts';

const RUNS_PER_PAGE = 3;
export const shops: Array<{ shop: ShopCode; port: number; apiPort: number }> = [
  { shop: 'cz', port: 3136, apiPort: 3137 },
  { shop: 'ro', port: 3138, apiPort: 3139 },
];
/** The median run's full report per page, for the Lighthouse viewer (var/ is not committed). */
const reportsDir = path.join(repoRoot, 'var', 'bench', 'lighthouse');

export interface MeasuredPage {
  result: PageResult;
  diagnosis: string;
}

export async function measurePage(shop: ShopCode, target: StorefrontPage): Promise<MeasuredPage> {
  const loadBefore = loadavg()[0];
  const runs: PageRun[] = await auditPage(target, RUNS_PER_PAGE);
  const loadAfter = loadavg()[0];
  const metrics = runs.map((run) => metricsOf(run.report));
  const kept = runs[medianRunIndex(metrics)];
  const file = `${shop}-${target.name.replaceAll(' ', '-')}`;
  writeFileSync(path.join(reportsDir, `${file}.json`), JSON.stringify(kept.report));
  writeFileSync(path.join(reportsDir, `${file}.observed.json`), JSON.stringify(kept.observed, null, 2));
  const label = `${shop} ${target.name}`;
  return {
    result: {
      shop,
      page: target.name,
      metrics: medianMetrics(metrics),
      loadBefore,
      loadAfter,
      benchmarkIndex: median(runs.map((run) => run.report.environment.benchmarkIndex)),
    },
    diagnosis: `${diagnosisLine(label, diagnose(kept.report))}; ${observationsText(kept.observed)}`,
  };
}

/** Lighthouse mobile on the storefront pages of issue 16 in both shops, medians of 3 runs. */
export async function benchLighthouse(): Promise<BenchSection> {
  mkdirSync(reportsDir, { recursive: true });
  const measured: MeasuredPage[] = [];
  for (const { shop, port, apiPort } of shops) {
    // PostgreSQL as in production; seeding the embedded database took longer than the start script
    // waits (120 s) on a busy 2-core machine.
    const databaseUrl = await freshDatabase(BENCH_SERVER_URL, `bench_lighthouse_${shop}`);
    const running = await startShop(shop, port, apiPort, { DATABASE_URL: databaseUrl });
    try {
      for (const target of await storefrontPages(shop, running.baseUrl)) {
        measured.push(await measurePage(shop, target));
        process.stderr.write(`lighthouse: ${shop} ${target.name} measured\n`);
      }
    } finally {
      await running.stop();
    }
  }
  const results = measured.map((page) => page.result);
  return {
    heading: 'Lighthouse (mobile preset, both shops)',
    method: [
      `Lighthouse 12.2.3's default config (a phone, simulated slow 4G and 4× CPU slowdown), performance`,
      `category, in headless Debian Chromium; each page ${RUNS_PER_PAGE} times in a fresh tab, the median of`,
      'each metric. The shops run on PostgreSQL. The load average (1 min) before and after each page and',
      "Lighthouse's CPU benchmark index stand beside the figures: on a loaded machine the simulated slowdown",
      'multiplies tasks that already ran slowly, so TBT, LCP and the score come out worse than on a quiet one.',
    ],
    figures: results.flatMap(pageFigures),
    notes: [
      ...metricsTable(results),
      '',
      `### Where the time goes (median run; full reports in \`var/bench/lighthouse/\`)`,
      '',
      ...measured.map((page) => page.diagnosis),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchLighthouse);
