import { expect, pageHeading, shops, test } from './fixtures.ts';
import { NO_PERMISSION } from './texts.ts';

test.describe('the composed shop', () => {
  test('home renders the frame and the catalogue, loading only the remotes it needs', async ({
    page,
    shop,
    t,
  }) => {
    const remotesRequested = new Set<string>();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const match = pathname.match(/^\/remotes\/(mfe_[a-z]+)\//);
      if (match) remotesRequested.add(match[1]);
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
    await expect(page.locator('html')).toHaveAttribute('lang', shop === 'cz' ? 'cs' : 'ro');
    await expect(page.getByRole('navigation', { name: t('shell.nav.label') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('account.menu.login') })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(t('cart.badge.label')) })).toBeVisible();
    // The catalogue owns "/"; the header's cart and account widgets follow once the browser is
    // idle, which can come after the network first goes quiet. Nothing else is fetched.
    const needed = ['mfe_account', 'mfe_cart', 'mfe_catalogue'];
    await expect.poll(() => [...remotesRequested].sort()).toEqual(needed);
    await page.waitForLoadState('networkidle');
    expect([...remotesRequested].sort()).toEqual(needed);
    // Who is logged in comes with the page itself (its start-up data): neither the shell's boot
    // request nor the user menu asks the api.
    expect(apiCalls).not.toContain('/api/bff/boot');
    expect(apiCalls).not.toContain('/api/new/accounts/me');
  });

  test('every remote is mounted at its localized path with its first screen', async ({
    page,
    paths,
    t,
    shop,
  }) => {
    const screens: Array<[string, string]> = [
      [paths.cart, t('cart.title')],
      [paths.buyout, t('buyout.title')],
      [paths.service, t('service.title')],
      [paths.login, t('account.login.title')],
      [paths.admin, t('admin.title')],
      [paths.warehouse, t('warehouse.title')],
    ];
    // The checkout is mounted too; with an empty cart it sends the visitor back to the cart.
    await page.goto(paths.checkout);
    await expect(page).toHaveURL(new RegExp(`${paths.cart}$`));
    await expect(pageHeading(page)).toHaveText(t('cart.title'));
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(pageHeading(page), path).toHaveText(title);
    }
    await expect(page.getByText(NO_PERMISSION[shop])).toBeVisible();
  });

  test('navigating between areas happens in the page, without a reload', async ({ page, t, paths }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    const nav = page.getByRole('navigation', { name: t('shell.nav.label') });
    await nav.getByRole('link', { name: t('shell.nav.buyout') }).click();
    await expect(pageHeading(page)).toHaveText(t('buyout.title'));
    await expect(page).toHaveURL(paths.buyout);
    await nav.getByRole('link', { name: t('shell.nav.service') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.title'));
    await page.goBack();
    await expect(pageHeading(page)).toHaveText(t('buyout.title'));
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
  });

  test('an unknown address answers 404 with the not-found page inside the frame', async ({ page, t }) => {
    const response = await page.goto('/tohle-neexistuje-42');
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText(t('catalogue.notFound.title'));
    await page.getByRole('link', { name: t('catalogue.notFound.home') }).click();
    await expect(page).toHaveURL('/');
  });

  test('a category lists products with prices in the shop currency and pages through them', async ({
    page,
    shop,
  }) => {
    await page.goto('/');
    const tiles = page.getByRole('main').getByRole('link').filter({ hasText: /\d/ });
    await tiles.first().click();
    await expect(pageHeading(page)).toBeVisible();
    const currency = shop === 'cz' ? /\d\sKč/ : /\d\sLei/;
    await expect(page.getByRole('main').getByText(currency).first()).toBeVisible();
  });
});
