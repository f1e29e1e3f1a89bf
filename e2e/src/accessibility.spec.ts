import AxeBuilder from '@axe-core/playwright';
import { searchPath } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import { seriousViolations } from './axe.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// axe-core finds no serious or critical violations on the shop's screens.
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

test('the buyout appraisal with the sell-online form, tracking and centres have no serious accessibility violations', async ({
  page,
  paths,
  shop,
  t,
}) => {
  const device =
    shop === 'cz' ? 'telefony/apple/apple-iphone-16/black' : 'telefoane/apple/apple-iphone-16/black';
  const pages = buyoutPages[shop];
  await page.goto(`${paths.buyout}/${device}`);
  const questions = page.getByRole('region', { name: t('buyout.appraisal.title') }).getByRole('group');
  await expect(questions.first()).toBeVisible();
  for (let index = 0; index < (await questions.count()); index += 1) {
    await questions.nth(index).getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: t('buyout.actions.sellOnline') }).click();
  await page.getByRole('button', { name: t('buyout.sell.submit') }).click();
  // The error summary takes the focus; its links lead to the fields.
  await expect(page.getByRole('alert').filter({ has: page.getByRole('link') })).toBeFocused();
  expect(await seriousViolations(page), 'appraisal with field errors').toEqual([]);

  for (const path of [`${paths.buyout}/${pages.tracking}`, `${paths.buyout}/${pages.centres}`]) {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('a category, a product page and search results have no serious accessibility violations', async ({
  page,
  shop,
}) => {
  const type = shop === 'cz' ? 'telefony' : 'telefoane';
  await page.goto(`/${type}?brand=apple`);
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'category').toEqual([]);

  await page.locator(`main a[href^="/${type}/"]`).filter({ hasText: 'iPhone' }).first().click();
  await expect(pageHeading(page)).toContainText('iPhone');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'product').toEqual([]);

  await page.goto(searchPath(shop, 'galaxy'));
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'search').toEqual([]);
});
