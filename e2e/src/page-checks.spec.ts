import { expect as baseExpect, type Page } from '@playwright/test';
import { accountPagePath, type ShopCode, searchPath, servicePagePath } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import { seriousViolations } from './axe.ts';
import { fillOrderForm, goToCheckoutPayingInStore, putPhoneInCart, uniqueEmail } from './checkout-steps.ts';
import { demoAccounts, expect, logIn, pageHeading, shops, test } from './fixtures.ts';

// Every page type of both shops, as a visitor, a customer and staff meet them (issue 14): no
// serious accessibility violation (axe), a title of its own ("<page> – <shop>"), and on a 360 px
// phone a header of at most 120 px and nothing that scrolls sideways. Failures are collected per
// page (soft), so one run lists every page that breaks a rule.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE_HEADER_MAX = 120;

type T = (id: string, values?: Record<string, string | number>) => string;

/** A page reached and settled: its heading shown and its requests done. */
async function settle(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** How the page fits a phone: the header's height and the document's width. */
async function phoneFit(page: Page) {
  await page.setViewportSize(PHONE);
  // The header's widgets switch to their phone layout on the media query's change: give them the
  // moment they need (the soft checks below judge the result).
  await page
    .waitForFunction(
      (max) => (document.querySelector('header')?.getBoundingClientRect().height ?? 0) <= max,
      PHONE_HEADER_MAX,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const fit = await page.evaluate(() => ({
    header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    width: document.scrollingElement?.scrollWidth ?? 0,
    wider: [...document.querySelectorAll('main *, header *, footer *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  await page.setViewportSize(DESKTOP);
  return fit;
}

/**
 * Checks the page on screen as `route`: axe, its title, the phone fit. Returns the title so the
 * caller can check that routes do not share one.
 */
async function checkPage(page: Page, shop: ShopCode, route: string, options: { home?: boolean } = {}) {
  await settle(page);
  expect.soft(await seriousViolations(page), `${route}: axe`).toEqual([]);

  const shopTitle = shops[shop].title;
  const title = await page.title();
  if (options.home) expect.soft(title, `${route}: title`).toBe(shopTitle);
  else {
    expect.soft(title, `${route}: title names the shop`).toContain(` – ${shopTitle}`);
    expect.soft(title, `${route}: title names the page`).not.toBe(shopTitle);
  }

  const fit = await phoneFit(page);
  expect.soft(fit.header, `${route}: phone header height`).toBeLessThanOrEqual(PHONE_HEADER_MAX);
  expect.soft(fit.width, `${route}: phone width (${fit.wider.join(' ')})`).toBeLessThanOrEqual(PHONE.width);
  return title;
}

/** Routes of one walk must not share a title. */
function expectDistinct(titles: Map<string, string>) {
  const byTitle = new Map<string, string[]>();
  for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  const shared = [...byTitle]
    .filter(([, routes]) => routes.length > 1)
    .map(([title, routes]) => `${title}: ${routes.join(', ')}`);
  expect.soft(shared, 'titles shared by several routes').toEqual([]);
}

const typeSlug = (shop: ShopCode) => (shop === 'cz' ? 'telefony' : 'telefoane');

test.describe('every page type', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: DESKTOP });

  test('visitor pages: catalogue, account entry, buyout, service, not found', async ({
    page,
    shop,
    paths,
  }) => {
    const titles = new Map<string, string>();
    const visit = async (route: string, path: string, options: { home?: boolean } = {}) => {
      await page.goto(path);
      titles.set(route, await checkPage(page, shop, route, options));
    };
    const buyoutDevice = `${typeSlug(shop)}/apple/apple-iphone-16/black`;

    await visit('home', '/', { home: true });
    await visit('category', `/${typeSlug(shop)}`);
    await visit('search results', searchPath(shop, 'galaxy'));
    await page.goto(`/${typeSlug(shop)}?brand=apple`);
    await page
      .locator(`main a[href^="/${typeSlug(shop)}/"]`)
      .filter({ hasText: 'iPhone' })
      .first()
      .click();
    await expect(pageHeading(page)).toContainText('iPhone');
    titles.set('product', await checkPage(page, shop, 'product'));
    await visit('cart (empty)', paths.cart);
    await visit('login', paths.login);
    await visit('registration', accountPagePath(shop, 'register'));
    await visit('forgotten password', accountPagePath(shop, 'forgotPassword'));
    await visit('buyout selector', paths.buyout);
    await visit('buyout appraisal', `${paths.buyout}/${buyoutDevice}`);
    await visit('buyout tracking', `${paths.buyout}/${buyoutPages[shop].tracking}`);
    await visit('service selector', paths.service);
    await visit('service status', servicePagePath(shop, 'status'));
    await visit('not found', shop === 'cz' ? '/neexistuje' : '/nu-exista');
    expectDistinct(titles);
  });

  test('a purchase: cart with an item, the order form, thank-you and order status', async ({
    page,
    shop,
    paths,
    t,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(paths.cart);
    titles.set('cart (with an item)', await checkPage(page, shop, 'cart (with an item)'));

    await goToCheckoutPayingInStore(page, shop, t);
    titles.set('checkout form', await checkPage(page, shop, 'checkout form'));

    await fillOrderForm(page, shop, t, uniqueEmail(shop, 'page-checks'));
    await page.getByRole('button', { name: t('checkout.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('checkout.thankYou.title'));
    titles.set('order thank-you', await checkPage(page, shop, 'order thank-you'));

    await page.getByRole('link', { name: t('checkout.thankYou.status') }).click();
    await expect(pageHeading(page)).toHaveText(t('orders.status.title'));
    titles.set('order status', await checkPage(page, shop, 'order status'));
    expectDistinct(titles);
  });

  test('service booking form', async ({ page, shop, paths, t }) => {
    await page.goto(paths.service);
    await chooseIphone16(page, t, shop);
    const choose = page.getByRole('checkbox', { name: new RegExp(`^${t('service.operations.choose')} `) });
    await choose.first().check();
    await page.getByRole('button', { name: t('service.operations.book') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.booking.title'));
    await checkPage(page, shop, 'service booking');
  });

  test('signed-in customer: the account pages', async ({ page, shop, paths, t }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].customer);
    const titles = new Map<string, string>();
    for (const [route, path] of [
      ['account', paths.account],
      ['account orders', accountPagePath(shop, 'orders')],
      ['account profile', accountPagePath(shop, 'profile')],
      ['account addresses', accountPagePath(shop, 'addresses')],
      ['account password', accountPagePath(shop, 'password')],
    ] as const) {
      await page.goto(path);
      titles.set(route, await checkPage(page, shop, route));
    }
    expectDistinct(titles);
  });

  test('staff: the admin and warehouse entries', async ({ page, shop, paths, t }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].staff);
    const titles = new Map<string, string>();
    await page.goto(paths.admin);
    await expect(pageHeading(page)).toHaveText(t('admin.title'));
    titles.set('admin', await checkPage(page, shop, 'admin'));
    await page.goto(paths.warehouse);
    await expect(pageHeading(page)).toHaveText(t('warehouse.title'));
    titles.set('warehouse', await checkPage(page, shop, 'warehouse'));
    expectDistinct(titles);
  });
});

test.describe('the frame', () => {
  test.use({ viewport: DESKTOP });

  test('the desktop header is one row with one catalogue entry and the whole search placeholder', async ({
    page,
    t,
    shop,
  }) => {
    await page.goto('/');
    await settle(page);
    const header = page.getByRole('banner');
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height, 'one row of 44 px controls').toBeLessThanOrEqual(72);
    await expect(header.getByText(t('catalogue.menu.open'), { exact: true })).toHaveCount(1);
    const search = header.getByRole('combobox', { name: t('catalogue.search.label') });
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { need: 0, has: 0 };
      context.font = style.font;
      return {
        need: context.measureText(input.placeholder).width,
        has: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
    expect(room.need, `placeholder of the ${shop} search`).toBeLessThanOrEqual(room.has);
  });

  test('the phone header opens a drawer with the catalogue, the other areas, language and account', async ({
    page,
    t,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: t('catalogue.menu.hamburger') }).click();
    const drawer = page.getByRole('dialog', { name: t('catalogue.menu.label') });
    const areas = drawer.getByRole('navigation', { name: t('shell.nav.label') });
    await expect(areas.getByRole('link', { name: t('shell.nav.buyout') })).toBeVisible();
    await expect(drawer.getByLabel(t('shell.language'))).toBeVisible();
    await areas.getByRole('link', { name: t('shell.nav.service') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.title'));
    await expect(drawer).toBeHidden();
  });

  test('footer links are tap targets of at least 24 px; staff links only for staff', async ({
    page,
    t,
    paths,
    shop,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settle(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: t('shell.footer.admin') })).toHaveCount(0);
    for (const link of await footer.getByRole('link').all()) {
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await logIn(page, { paths, t }, demoAccounts[shop].staff);
    await expect(footer.getByRole('link', { name: t('shell.footer.admin') })).toBeVisible();
    await expect(footer.getByRole('link', { name: t('shell.footer.warehouse') })).toBeVisible();
  });

  test('after moving to another page focus is on its heading, not on the first load', async ({
    page,
    t,
    shop,
  }) => {
    await page.goto('/');
    await settle(page);
    await baseExpect(pageHeading(page)).not.toBeFocused();

    await page
      .getByRole('navigation', { name: t('shell.nav.label') })
      .getByRole('link', { name: t('shell.nav.buyout') })
      .click();
    await expect(pageHeading(page)).toHaveText(t('buyout.title'));
    await expect(pageHeading(page)).toBeFocused();

    await page.goto(`/${typeSlug(shop)}?brand=apple`);
    await settle(page);
    await page
      .locator(`main a[href^="/${typeSlug(shop)}/"]`)
      .filter({ hasText: 'iPhone' })
      .first()
      .click();
    await expect(pageHeading(page)).toContainText('iPhone');
    await expect(pageHeading(page)).toBeFocused();
  });

  test('the desktop megamenu closes when focus leaves it', async ({ page, t }) => {
    await page.goto('/');
    await settle(page);
    const button = page.getByRole('button', { name: t('catalogue.menu.open') });
    await button.click();
    const panel = page.getByRole('navigation', { name: t('catalogue.menu.label') });
    await expect(panel.getByRole('link').first()).toBeVisible();
    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

const serviceDevice = {
  cz: { type: 'Mobilní telefony', colour: 'Černá' },
  ro: { type: 'Telefoane mobile', colour: 'Negru' },
} as const;

async function chooseIphone16(page: Page, t: T, shop: ShopCode) {
  const level = (name: string) =>
    page.getByRole('combobox', { name: t(`ui.deviceSelector.${name}`), exact: true });
  await level('product_type').selectOption({ label: serviceDevice[shop].type });
  await level('manufacturer').selectOption({ label: 'Apple' });
  await level('product_model').selectOption({ label: 'iPhone 16' });
  await page.getByRole('radio', { name: serviceDevice[shop].colour }).check();
}
