import { DEMO_PASSWORD, demoAccounts, demoFirstNames, expect, logIn, pageHeading, test } from './fixtures.ts';
import { NO_PERMISSION } from './texts.ts';

test.describe('sessions and roles', () => {
  test('a customer logs in, sees their menu, is refused the admin, and logs out', async ({
    page,
    context,
    paths,
    shop,
    t,
  }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].customer);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const menuButton = page.getByRole('button', {
      name: t('account.menu.button', { name: demoFirstNames[shop].customer }),
    });
    await expect(menuButton).toBeVisible();
    await page.goto(paths.admin);
    await expect(page.getByText(NO_PERMISSION[shop])).toBeVisible();
    await page.goto(paths.warehouse);
    await expect(page.getByText(NO_PERMISSION[shop])).toBeVisible();

    await menuButton.click();
    await page
      .getByRole('menuitem', { name: t('account.menu.logout') })
      .or(page.getByRole('button', { name: t('account.menu.logout') }))
      .click();
    // The header offers to log in again (the warehouse page itself asks too).
    await expect(page.getByRole('banner').getByRole('link', { name: t('account.menu.login') })).toBeVisible();
    await page.goto(paths.account);
    await expect(pageHeading(page)).toHaveText(t('account.login.title'));
  });

  test('staff see the admin overview', async ({ page, paths, shop, t }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].staff);
    await page.goto(paths.admin);
    await expect(page.getByRole('heading', { name: t('admin.overview.title') })).toBeVisible();
    await expect(page.getByText(NO_PERMISSION[shop])).toHaveCount(0);
  });

  test('warehouse staff see the stock of every store', async ({ page, paths, shop, t }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].warehouse);
    await page.goto(paths.warehouse);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    await page.goto(paths.admin);
    await expect(page.getByText(NO_PERMISSION[shop])).toBeVisible();
  });

  test('the login form explains errors next to the fields and keeps what was typed', async ({
    page,
    paths,
    shop,
    t,
  }) => {
    await page.goto(paths.login);
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    const required = shop === 'cz' ? 'Tato hodnota je požadována.' : 'Această valoare este obligatorie.';
    await expect(page.getByText(required).first()).toBeVisible();

    await page.getByLabel(t('account.login.email')).fill(demoAccounts[shop].customer);
    await page.getByLabel(t('account.login.password')).fill(`${DEMO_PASSWORD}x`);
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await expect(page.getByText(t('account.login.invalidCredentials'))).toBeVisible();
    await expect(page.getByLabel(t('account.login.email'))).toHaveValue(demoAccounts[shop].customer);
  });
});
