import AxeBuilder from '@axe-core/playwright';
import { expect, pageHeading, test } from './fixtures.ts';

// ARCHITECTURE §11: axe-core finds no serious or critical violations on the shop's screens.
test('home, login, buyout and the not-found page have no serious accessibility violations', async ({
  page,
  paths,
}) => {
  for (const path of ['/', paths.login, paths.buyout, '/neexistuje']) {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`),
      path,
    ).toEqual([]);
  }
});
