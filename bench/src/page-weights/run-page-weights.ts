import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { budgets } from '../budgets.ts';
import { CHROMIUM_ARGS } from '../chromium-args.ts';
import { kb } from '../gzip-size.ts';
import {
  copiesOf,
  FEDERATION_RUNTIME_MARKER,
  REACT_MARKER,
  scriptsLoadedDuring,
  totalGzip,
} from '../page-weight.ts';
import { measureRemoteEntries } from '../remote-entries.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { visitEveryArea } from '../visit-areas.ts';

/** Initial JS of the pages, every remoteEntry.js and the copies of React and the federation runtime. */
export async function benchPageWeights(): Promise<BenchSection> {
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
    const homeGzip = totalGzip(home);
    return {
      heading: 'Page weight (Czech shop, production build)',
      method: ['Sizes are gzip level 9 of the files the browser loaded (deterministic).'],
      figures: [
        {
          name: 'initial JS of the home page, gzip',
          value: Number((homeGzip / 1024).toFixed(1)),
          unit: 'KB',
          budget: budgets.homeInitialJsGzipBytes / 1024,
        },
        ...measureRemoteEntries().map((entry) => ({
          name: `${entry.remote} remoteEntry.js, gzip`,
          value: Number((entry.gzipBytes / 1024).toFixed(1)),
          unit: 'KB',
          budget: budgets.remoteEntryGzipBytes / 1024,
        })),
        {
          name: 'copies of React loaded (all areas visited)',
          value: copiesOf(all, REACT_MARKER),
          unit: '',
          budget: budgets.reactCopies,
        },
        {
          name: 'copies of the federation runtime loaded',
          value: copiesOf(all, FEDERATION_RUNTIME_MARKER),
          unit: '',
          budget: budgets.federationRuntimeCopies,
        },
      ],
      notes: [
        '### Scripts of the home page',
        '',
        '| file | raw | gzip |',
        '| --- | --- | --- |',
        ...home.map(
          (script) => `| ${new URL(script.url).pathname} | ${kb(script.bytes)} | ${kb(script.gzipBytes)} |`,
        ),
      ],
    };
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchPageWeights);
