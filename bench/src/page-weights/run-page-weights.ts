import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { budgets } from '../budgets.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.ts';
import { kb } from '../gzip-size.ts';
import {
  copiesOf,
  FEDERATION_RUNTIME_MARKER,
  holdIdleCallbacks,
  initialScriptsOf,
  type LoadedScript,
  REACT_MARKER,
  scriptsLoadedDuring,
  totalGzip,
} from '../page-weight.ts';
import { measureRemoteEntries } from '../remote-entries.ts';
import { type BenchSection, printSection } from '../sections/bench-section.ts';
import { startShop } from '../shop-process.ts';
import { visitEveryArea } from '../visit-areas.ts';
import { type StorefrontPageName, storefrontPages } from './storefront-pages.ts';

/** Initial JS of the pages, every remoteEntry.js and the copies of React and the federation runtime. */
export async function benchPageWeights(): Promise<BenchSection> {
  const shop = await startShop('cz', 3130, 3131);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const initial: Array<{ name: StorefrontPageName; scripts: LoadedScript[] }> = [];
    for (const storefrontPage of storefrontPages) {
      // A fresh context per page: nothing cached from the page before, the cart empty until filled.
      const context = await browser.newContext();
      const page = await context.newPage();
      await holdIdleCallbacks(page);
      const path = await storefrontPage.open(page, shop.baseUrl, 'cz');
      initial.push({
        name: storefrontPage.name,
        scripts: await initialScriptsOf(page, `${shop.baseUrl}${path}`),
      });
      await context.close();
    }
    const page = await browser.newPage();
    const all = await scriptsLoadedDuring(page, async () => {
      await page.goto(`${shop.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await visitEveryArea(page, 'cz');
    });
    await browser.close();
    return {
      heading: 'Page weight (Czech shop, production build)',
      method: [
        'Sizes are gzip level 9 of the files the browser loaded (deterministic).',
        'Initial JS: every script a page loads until its heading is visible, its load event has fired',
        'and the network is quiet, with idle callbacks held back (what waits for idle or intent is left out).',
      ],
      figures: [
        ...initial.map(({ name, scripts }) => ({
          name: `initial JS of the ${name} page, gzip (${scripts.length} files)`,
          value: Number((totalGzip(scripts) / 1024).toFixed(1)),
          unit: 'KB',
          budget: budgets.initialJsGzipBytes[name] / 1024,
        })),
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
      notes: initial.flatMap(({ name, scripts }) => [
        `### Initial scripts of the ${name} page`,
        '',
        '| file | raw | gzip |',
        '| --- | --- | --- |',
        ...scripts.map(
          (script) => `| ${new URL(script.url).pathname} | ${kb(script.bytes)} | ${kb(script.gzipBytes)} |`,
        ),
        '',
      ]),
    };
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchPageWeights);
