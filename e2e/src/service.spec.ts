import type { Page } from '@playwright/test';
import { areaPaths, type ShopCode, servicePagePath } from 'shared-domain';
import { dataDirOf, mailsTo, uniqueEmail } from './checkout-steps.ts';
import { demoAccounts, expect, pageHeading, scrollWidth, smallTapTargets, test } from './fixtures.ts';

// Device service end to end (issue 7), in both shops: find a device with the selector and with the
// smart search, book two repairs at a service centre, follow the order on its status page, and
// approve a changed quote of a seeded repair. Operation names come from the api's seed (the shop's
// language); the rest from the shop's catalogues through t().

type T = (id: string, values?: Record<string, string | number>) => string;

const device = {
  cz: { type: 'Mobilní telefony', colour: 'Černá', slug: 'apple-iphone-16' },
  ro: { type: 'Telefoane mobile', colour: 'Negru', slug: 'apple-iphone-16' },
} as const;
const operations = {
  cz: { display: 'Výměna displeje', battery: 'Výměna baterie' },
  ro: { display: 'Înlocuire ecran', battery: 'Înlocuire baterie' },
} as const;
const customer = {
  cz: { first: 'Karel', last: 'Beneš', phone: '+420 602 111 222' },
  ro: { first: 'Radu', last: 'Marin', phone: '0745 111 222' },
} as const;
/** Passes the IMEI check digit (Luhn). */
const IMEI = '356938035643809';

async function chooseIphone16(page: Page, t: T, shop: ShopCode) {
  const level = (name: string) =>
    page.getByRole('combobox', { name: t(`ui.deviceSelector.${name}`), exact: true });
  await level('product_type').selectOption({ label: device[shop].type });
  await level('manufacturer').selectOption({ label: 'Apple' });
  await level('product_model').selectOption({ label: 'iPhone 16' });
  await page.getByRole('radio', { name: device[shop].colour }).check();
}

const operation = (page: Page, t: T, name: string) =>
  page.getByRole('checkbox', { name: `${t('service.operations.choose')} ${name}` });

test.describe('service', () => {
  test.describe.configure({ timeout: 60_000 });

  test('find a device with the selector, book two repairs at a centre and follow the status', async ({
    page,
    shop,
    t,
  }) => {
    await page.goto(areaPaths[shop].service);
    await expect(pageHeading(page)).toHaveText(t('service.title'));
    await chooseIphone16(page, t, shop);
    await expect(page).toHaveURL(new RegExp(`${device[shop].slug}/`));

    // Seven repairs first, the rest behind "show more".
    const showMoreText = t('service.operations.showMore', { count: 999 }).replace(/[()]/g, '\\$&');
    const showMore = page.getByRole('button', {
      name: new RegExp(`^${showMoreText.replace('999', '\\d+')}$`),
    });
    await expect(showMore).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${t('service.operations.choose')} `) }),
    ).toHaveCount(7);
    await showMore.click();
    expect(
      await page.getByRole('checkbox', { name: new RegExp(`^${t('service.operations.choose')} `) }).count(),
    ).toBeGreaterThan(7);

    await operation(page, t, operations[shop].display).check();
    await operation(page, t, operations[shop].battery).check();
    await page.getByRole('button', { name: t('service.operations.book') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.booking.title'));
    await expect(page.getByText(operations[shop].display).first()).toBeVisible();

    // Hand-over at a centre in a time window, contact, IMEI, fault, consent.
    await page.getByRole('radio', { name: t('service.booking.handover.centre') }).check();
    await page
      .getByRole('combobox', { name: t('service.booking.centre'), exact: true })
      .selectOption({ index: 1 });
    await page
      .getByRole('combobox', { name: t('service.booking.timeslot'), exact: true })
      .selectOption({ index: 1 });
    const field = (id: string) => page.getByRole('textbox', { name: t(id), exact: true });
    const email = uniqueEmail(shop, 'service');
    await field('service.booking.firstName').fill(customer[shop].first);
    await field('service.booking.lastName').fill(customer[shop].last);
    await field('service.booking.email').fill(email);
    await field('service.booking.phone').fill(customer[shop].phone);
    await page.getByRole('radio', { name: t('service.booking.identifier.imei') }).check();
    await field('service.booking.imei').fill('356938035643800');
    await field('service.booking.faultDescription').fill('Prasklý displej po pádu, baterie vydrží půl dne.');
    await page.getByRole('checkbox', { name: t('service.booking.consent') }).check();
    await page.getByRole('button', { name: t('service.booking.submit') }).click();
    // A wrong IMEI check digit is refused at the field; the rest of the form is kept.
    await expect(page.getByText(/IMEI/).filter({ hasText: /15/ }).first()).toBeVisible();
    await expect(field('service.booking.email')).toHaveValue(email);
    await field('service.booking.imei').fill(IMEI);
    await page.getByRole('button', { name: t('service.booking.submit') }).click();

    await expect(pageHeading(page)).toHaveText(t('service.thankYou.title'));
    const number = /(SV|SR)-\d{4}-\d{6}/.exec(page.url())?.[0] ?? '';
    expect(number).not.toBe('');
    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBe(1);

    // The status page asks for the e-mail, then shows the timeline with "booked" current.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('service.thankYou.statusLink') })
      .click();
    await expect(pageHeading(page)).toHaveText(t('service.status.title'));
    await field('service.status.number').fill(number);
    await field('service.status.email').fill(email);
    await page.getByRole('button', { name: t('service.status.submit') }).click();
    const timeline = page.getByRole('list', { name: t('service.status.timeline') });
    await expect(timeline.locator('[aria-current="step"]')).toContainText(t('service.status.step.booked'));
    await expect(page.getByText(operations[shop].battery).first()).toBeVisible();
  });

  test.describe('in a browser abroad', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('hand-over windows read in the shop’s time: the centre opens at 8:30', async ({ page, shop, t }) => {
      await page.goto(areaPaths[shop].service);
      await chooseIphone16(page, t, shop);
      await operation(page, t, operations[shop].display).check();
      await page.getByRole('button', { name: t('service.operations.book') }).click();
      await page.getByRole('radio', { name: t('service.booking.handover.centre') }).check();
      await page
        .getByRole('combobox', { name: t('service.booking.centre'), exact: true })
        .selectOption({ index: 1 });
      const windows = page
        .getByRole('combobox', { name: t('service.booking.timeslot'), exact: true })
        .getByRole('option');
      await expect(windows.nth(1)).toBeAttached();
      const labels = (await windows.allTextContents()).slice(1);
      expect(labels.length).toBeGreaterThan(0);
      // Two-hour windows from the opening at 08:30 to the closing at 17:30, not New York's hours.
      for (const label of labels) expect(label).toMatch(/ (08|10|12|14):30–(10|12|14|16):30$/);
    });
  });

  test('on a phone the service pages fit the screen and their links are tap targets of 24 px', async ({
    page,
    shop,
    t,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(areaPaths[shop].service);
    await expect(page.getByRole('main').getByRole('link', { name: /^\+\d/ }).first()).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await chooseIphone16(page, t, shop);
    await operation(page, t, operations[shop].display).check();
    await page.getByRole('button', { name: t('service.operations.book') }).click();
    await expect(pageHeading(page)).toHaveText(t('service.booking.title'));
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await page.goto(servicePagePath(shop, 'status'));
    await expect(pageHeading(page)).toHaveText(t('service.status.title'));
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('find a device with the smart search and see its repairs', async ({ page, shop, t }) => {
    await page.goto(areaPaths[shop].service);
    const search = page.getByRole('combobox', { name: t('service.search.label') });
    const suggestions = page.getByRole('listbox', { name: t('service.search.suggestions') });
    await search.fill('g');
    await expect(
      page
        .getByText(/2/)
        .filter({ hasText: /znak|caractere/ })
        .first(),
    ).toBeVisible();
    await expect(suggestions.getByRole('option')).toHaveCount(0);
    await search.fill('galaxy s24');
    const suggestion = suggestions.getByRole('option', { name: /Galaxy S24/ }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/galaxy-s24/);
    await expect(operation(page, t, operations[shop].display)).toBeVisible();
  });

  test('a customer approves the changed price of a seeded repair on its status page', async ({
    page,
    shop,
    t,
  }) => {
    const number = `${shop === 'cz' ? 'SV' : 'SR'}-2026-000003`;
    await page.goto(
      `${servicePagePath(shop, 'status')}?number=${number}&email=${encodeURIComponent(demoAccounts[shop].customer)}`,
    );
    const timeline = page.getByRole('list', { name: t('service.status.timeline') });
    await expect(timeline.locator('[aria-current="step"]')).toContainText(t('service.status.step.diagnosed'));
    await page.getByRole('button', { name: t('service.status.quote.approve') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('service.status.quote.confirm'), exact: true })
      .click();
    await expect(timeline.locator('[aria-current="step"]')).toContainText(
      t('service.status.step.quote_approved'),
    );
    await expect(page.getByRole('button', { name: t('service.status.quote.approve') })).toHaveCount(0);
  });
});
