import { expect, pageHeading, shops, test } from './fixtures.ts';

// "Unreachable files" are simulated in the browser: every request for the remote's folder fails at
// the network level, as when its host or CDN is down. Lifting the block is the host coming back.
const markPage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
const isSamePage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

test.describe('failure isolation', () => {
  test('a remote that cannot be loaded shows a fallback; the rest of the shop works; "try again" recovers it without a reload', async ({
    page,
    paths,
    shop,
    t,
  }) => {
    await page.route('**/remotes/mfe_buyout/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
    await markPage(page);

    const nav = page.getByRole('navigation', { name: t('shell.nav.label') });
    await nav.getByRole('link', { name: t('shell.nav.buyout') }).click();
    await expect(page.getByText(t('ui.remoteFallback.title'))).toBeVisible();
    const retry = page.getByRole('button', { name: t('ui.remoteFallback.retry') });
    await expect(retry).toBeVisible();

    // Every other area keeps working meanwhile.
    await nav.getByRole('link', { name: t('shell.nav.service') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.title'));
    await page.getByRole('banner').getByRole('link', { name: shops[shop].title, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
    await page.getByRole('link', { name: new RegExp(t('cart.badge.label')) }).click();
    await expect(pageHeading(page)).toHaveText(t('cart.title'));

    // Still down: the fallback again. Then the files come back and "try again" loads the remote.
    await nav.getByRole('link', { name: t('shell.nav.buyout') }).click();
    await expect(retry).toBeVisible();
    await page.unroute('**/remotes/mfe_buyout/**');
    await retry.click();
    await expect(pageHeading(page)).toHaveText(t('buyout.title'));
    await expect(page).toHaveURL(paths.buyout);
    expect(await isSamePage(page)).toBe(true);
  });

  test('opening the failed area directly still renders the frame around the fallback', async ({
    page,
    paths,
    t,
  }) => {
    await page.route('**/remotes/mfe_service/**', (route) => route.abort('connectionrefused'));
    await page.goto(paths.service);
    await expect(page.getByText(t('ui.remoteFallback.title'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.nav.label') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('account.menu.login') })).toBeVisible();
  });

  test('a header slot whose remote is down shows "try again" in its place and recovers', async ({
    page,
    shop,
    t,
  }) => {
    await page.route('**/remotes/mfe_cart/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
    await markPage(page);
    const retry = page.getByRole('button', { name: t('shell.slotRetry', { label: t('shell.slot.cart') }) });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('link', { name: t('account.menu.login') })).toBeVisible();

    await page.unroute('**/remotes/mfe_cart/**');
    await retry.click();
    await expect(page.getByRole('link', { name: new RegExp(t('cart.badge.label')) })).toBeVisible();
    expect(await isSamePage(page)).toBe(true);
  });
});
