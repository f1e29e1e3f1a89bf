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
