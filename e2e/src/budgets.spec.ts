import { gates } from 'bench/budgets.ts';
import { kb } from 'bench/gzip-size.ts';
import {
  copiesOf,
  FEDERATION_RUNTIME_MARKER,
  REACT_MARKER,
  scriptsLoadedDuring,
  totalGzip,
} from 'bench/page-weight.ts';
import { visitEveryArea } from 'bench/visit-areas.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// The size gates of ARCHITECTURE §10 on the production build (bench/RESULTS.md reports the numbers).
test('the home page stays within its initial-JS gate and the shop loads one React and one federation runtime', async ({
  page,
  shop,
}) => {
  const home = await scriptsLoadedDuring(page, async () => {
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
  const homeGzip = totalGzip(home);
  expect(
    homeGzip,
    `home initial JS ${kb(homeGzip)} > gate ${kb(gates.homeInitialJsGzipBytes)}`,
  ).toBeLessThanOrEqual(gates.homeInitialJsGzipBytes);

  const rest = await scriptsLoadedDuring(page, () => visitEveryArea(page, shop));
  const all = [...home, ...rest];
  expect(copiesOf(all, REACT_MARKER)).toBe(gates.reactCopies);
  expect(copiesOf(all, FEDERATION_RUNTIME_MARKER)).toBe(gates.federationRuntimeCopies);
});
