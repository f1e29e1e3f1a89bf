import type { Page } from '@playwright/test';
import { gzipSize } from './gzip-size.ts';

export interface LoadedScript {
  url: string;
  bytes: number;
  gzipBytes: number;
  body: string;
}

/**
 * Records every JavaScript file the page loads while `action` runs (the home page's first paint:
 * shell, shared libraries, federation runtime, the catalogue route and the header widgets) and
 * sizes it as the server would send it gzip-compressed.
 */
export async function scriptsLoadedDuring(page: Page, action: () => Promise<void>): Promise<LoadedScript[]> {
  const pending: Array<Promise<LoadedScript | null>> = [];
  const listener = (response: import('@playwright/test').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSize(body),
          body: body.toString('utf8'),
        }),
        () => null,
      ),
    );
  };
  page.on('response', listener);
  try {
    await action();
  } finally {
    page.off('response', listener);
  }
  const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  // A file fetched twice (it should not be) would be counted once, as the browser caches it.
  return [...new Map(scripts.map((script) => [script.url, script])).values()];
}

/**
 * Holds back every requestIdleCallback of the pages opened from now on, until
 * releaseIdleCallbacks: what a page defers to idle stays out of its initial JS (the shell defers
 * through requestIdleCallback only, see shared-ui/src/page/when-idle.ts).
 */
export async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript({ content: HOLD_IDLE_CALLBACKS });
}

// Runs in the page before its own scripts (a string: the bench is typed without the DOM's types).
const HOLD_IDLE_CALLBACKS = `(() => {
  const held = [];
  const run = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  window.requestIdleCallback = (callback) => held.push(callback);
  window.cancelIdleCallback = (id) => { held[id - 1] = null; };
  window.releaseIdleCallbacks = () => {
    window.requestIdleCallback = run;
    window.cancelIdleCallback = cancel;
    for (const callback of held.splice(0)) if (callback) run(callback);
  };
})();`;

/** Lets the held idle callbacks run, and every later one at once. */
export async function releaseIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate('window.releaseIdleCallbacks()');
}

/**
 * A page's initial JS: every script it loads from the navigation until its main heading is
 * visible, its load event has fired and the network has been quiet for a second, while idle
 * callbacks are held (holdIdleCallbacks) and the visitor does nothing. Only code deferred to idle
 * or to the visitor's intent is left out; anything a timer or the page's own data pulls in counts.
 */
export async function initialScriptsOf(page: Page, path: string): Promise<LoadedScript[]> {
  return scriptsLoadedDuring(page, async () => {
    await page.goto(path);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // networkidle is 0.5 s without requests; a script started by a timer after it would slip past.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  });
}

export function totalGzip(scripts: LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

// Markers that exist once per bundled copy: React's assignment of its internals export (react-dom
// only reads it) and a message of runtime-core's registerRemote (remotes take runtime-core from the
// shell). Counted over the bodies of the scripts the browser loaded.
export const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';
export const FEDERATION_RUNTIME_MARKER = 'is not allowed to be the prefix of';

/**
 * How many distinct loaded scripts carry the marker: the number of copies of that library. A file
 * loaded again after a navigation that reloads the page is the same copy, so URLs count once.
 */
export function copiesOf(scripts: LoadedScript[], marker: string): number {
  return new Set(scripts.filter((script) => script.body.includes(marker)).map((script) => script.url)).size;
}
