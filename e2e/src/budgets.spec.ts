import { gates } from 'bench/budgets.ts';
import { kb } from 'bench/gzip-size.ts';
import {
  copiesOf,
  FEDERATION_RUNTIME_MARKER,
  holdIdleCallbacks,
  initialScriptsOf,
  type LoadedScript,
  REACT_MARKER,
  releaseIdleCallbacks,
  scriptsLoadedDuring,
  totalGzip,
} from 'bench/page-weight.ts';
import { storefrontPages } from 'bench/page-weights/storefront-pages.ts';
import { visitEveryArea } from 'bench/visit-areas.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// The size gates of issue 16 on the production build (bench/RESULTS.md reports the numbers).
for (const storefrontPage of storefrontPages) {
  test(`the ${storefrontPage.name} page's initial JS stays within its gate; the header's widgets come once idle`, async ({
    page,
    shop,
    baseURL,
    t,
  }) => {
    // The page loaded cold, then its deferred widgets.
    test.setTimeout(90_000);
    await holdIdleCallbacks(page);
    const path = await storefrontPage.open(page, baseURL!, shop);
    const initial = await initialScriptsOf(page, path);
    const gzip = totalGzip(initial);
    const gate = gates.initialJsGzipBytes[storefrontPage.name];
    expect(gzip, `${storefrontPage.name} initial JS ${kb(gzip)} > gate ${kb(gate)}`).toBeLessThanOrEqual(
      gate,
    );

    // The first paint is whole without the deferred code: the page's heading, and the header's cart
    // and sign-in links, drawn by the shell in the words of the remotes' widgets, with neither
    // widget's remote loaded (on the cart page the cart remote is the page itself).
    await expect(pageHeading(page)).toBeVisible();
    const count = storefrontPage.name === 'cart' ? 1 : 0;
    const header = page.getByRole('banner');
    const cartLink = header.getByRole('link', {
      name: t('cart.badge.labelWithCount', { count }),
      exact: true,
    });
    const signIn = header.getByRole('link', { name: t('account.menu.login'), exact: true });
    await expect(cartLink).toBeVisible();
    await expect(signIn).toBeVisible();
    const remotesOf = (scripts: LoadedScript[]) =>
      new Set(scripts.map((script) => /\/remotes\/(\w+)\//.exec(script.url)?.[1]).filter(Boolean));
    expect(remotesOf(initial).has('mfe_account')).toBe(false);
    expect(remotesOf(initial).has('mfe_cart')).toBe(storefrontPage.name === 'cart');

    // Once the browser is idle the remotes' widgets take the stand-ins' places, and say the same.
    const standIns = [await cartLink.elementHandle(), await signIn.elementHandle()];
    const widgets = ['mfe_cart/__federation_expose_CartBadge', 'mfe_account/__federation_expose_UserMenu'];
    await Promise.all([
      ...widgets.map((widget) =>
        page.waitForResponse((response) => response.url().includes(`/remotes/${widget}`)),
      ),
      releaseIdleCallbacks(page),
    ]);
    for (const standIn of standIns)
      await expect.poll(() => standIn?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(cartLink).toBeVisible();
    await expect(signIn).toBeVisible();
  });
}

test('the shop loads one React and one federation runtime, whichever areas a visitor opens', async ({
  page,
  shop,
}) => {
  // Nine areas, each loaded cold.
  test.setTimeout(120_000);
  const all = await scriptsLoadedDuring(page, async () => {
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await visitEveryArea(page, shop);
  });
  expect(copiesOf(all, REACT_MARKER)).toBe(gates.reactCopies);
  expect(copiesOf(all, FEDERATION_RUNTIME_MARKER)).toBe(gates.federationRuntimeCopies);
});
