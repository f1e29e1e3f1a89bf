import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.ts';
import { type InPageObservations, observationsScript } from './in-page-observations.ts';
import type { StorefrontPage } from './storefront-pages.ts';

// Lighthouse's default config is the mobile preset (a mid-range phone, simulated slow 4G and 4×
// CPU slowdown); only the performance category is gathered, the others do not change its figures.
const flags = { onlyCategories: ['performance'], logLevel: 'error' as const };

/**
 * Runs Lighthouse `times` times on the page, each in a fresh tab of one headless Debian Chromium
 * (Lighthouse clears the origin's cache and storage before each run), and checks that every run
 * showed the page itself: no redirect, an h1, and the text the page must show.
 */
export interface PageRun {
  report: Result;
  observed: InPageObservations;
}

export async function auditPage(target: StorefrontPage, times: number): Promise<PageRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const runs: PageRun[] = [];
    for (let run = 0; run < times; run += 1) runs.push(await measuredRun(browser, target));
    await browser.disconnect();
    return runs;
  } finally {
    chrome.kill();
  }
}

/** A failed trace recording (NO_NAVSTART and the like) is Lighthouse's, not the page's: run again. */
const ATTEMPTS_PER_RUN = 3;

async function measuredRun(browser: Browser, target: StorefrontPage): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage();
    try {
      const result = await lighthouse(
        target.url,
        { ...flags, extraHeaders: target.headers },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const error = result.lhr.runtimeError;
      if (error && attempt < ATTEMPTS_PER_RUN) {
        process.stderr.write(`lighthouse: ${target.url} run again after ${error.code}\n`);
        continue;
      }
      assertShown(target, result.lhr, (await page.evaluate(shownScript)) as Shown);
      return {
        report: result.lhr,
        observed: (await page.evaluate(observationsScript)) as InPageObservations,
      };
    } finally {
      await page.close();
    }
  }
}

/** What the tab shows once Lighthouse is done (a string: bench code is not typed against the DOM). */
const shownScript = '({ text: document.body.innerText, hasHeading: document.querySelector("h1") !== null })';
interface Shown {
  text: string;
  hasHeading: boolean;
}

function assertShown(target: StorefrontPage, report: Result, shown: Shown): void {
  const where = `${target.name} (${target.url})`;
  if (report.finalDisplayedUrl !== target.url) {
    throw new Error(`${where} ended at ${report.finalDisplayedUrl}`);
  }
  if (!shown.hasHeading) throw new Error(`${where} shows no h1`);
  if (target.mustShow && !shown.text.includes(target.mustShow)) {
    throw new Error(`${where} does not show "${target.mustShow}"`);
  }
}
