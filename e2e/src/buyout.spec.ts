import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminBuyoutsPath } from 'mfe-admin/src/admin-paths.ts';
import type { ShopCode } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
// The api's own reader of the outbox the shop writes its e-mails to when no SMTP server is set.
import { mailsTo } from '../../api/src/test-support/outbox.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// The buyout end to end (issue 3), in both shops: select a device, answer the condition questions,
// see the price, then send the offer by e-mail or sell online; the e-mails land in the outbox of
// the shop's fresh data folder (serve-fresh-shop.ts).

const dataDirOf = (shop: ShopCode) => path.resolve(import.meta.dirname, '../../var/e2e', shop);

/** A seeded device with prices for every grade: iPhone 16 in black. */
const device = {
  cz: { type: 'Mobilní telefony', slugs: 'telefony/apple/apple-iphone-16/black', colour: 'Černá' },
  ro: { type: 'Telefoane mobile', slugs: 'telefoane/apple/apple-iphone-16/black', colour: 'Negru' },
} as const;

/** Valid personal data per shop: the shared validators accept each value. */
const seller = {
  cz: {
    personalNumber: '900101/1239',
    identityCard: '123456789',
    postcode: '60200',
    phone: '603123456',
    account: '19-2000145399',
    city: 'Brno',
    nationality: 'česká',
  },
  ro: {
    personalNumber: '1900101400012',
    identityCard: 'RX123456',
    postcode: '010011',
    phone: '0721234567',
    account: 'RO49AAAA1B31007593840000',
    city: 'București',
    nationality: 'română',
  },
} as const;

type T = (id: string, values?: Record<string, string | number>) => string;

/** Answers every question with its first (best) answer, the gate first, as a customer would. */
async function answerAllQuestions(page: Page, t: T) {
  const questions = page.getByRole('region', { name: t('buyout.appraisal.title') }).getByRole('group');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const question = questions.nth(index);
    await expect(question.getByRole('radio').first()).toBeEnabled();
    await question.getByRole('radio').first().check();
  }
}

async function chooseDevice(page: Page, t: T, shop: ShopCode) {
  await page.getByRole('combobox', { name: t('ui.deviceSelector.product_type'), exact: true }).selectOption({
    label: device[shop].type,
  });
  await page.getByRole('combobox', { name: t('ui.deviceSelector.manufacturer'), exact: true }).selectOption({
    label: 'Apple',
  });
  await page.getByRole('combobox', { name: t('ui.deviceSelector.product_model'), exact: true }).selectOption({
    label: 'iPhone 16',
  });
  await page.getByRole('radio', { name: device[shop].colour }).check();
}

function priceTotal(page: Page, t: T) {
  // The last definition of the offer is its total ("Nabízíme 12 620 Kč").
  return page
    .getByRole('region', { name: t('buyout.price.title') })
    .getByRole('definition')
    .last();
}

test.describe('buyout', () => {
  // The sale story signs a member of staff in (scrypt) on top of the sale itself.
  test.describe.configure({ timeout: 60_000 });
  test('a customer sells a phone online and lands on the thank-you page, with the confirmation in the outbox; staff and customer follow it', async ({
    page,
    browser,
    baseURL,
    paths,
    shop,
    t,
  }) => {
    await page.goto(paths.buyout);
    await chooseDevice(page, t, shop);
    await expect(page).toHaveURL(new RegExp(`${paths.buyout}/${device[shop].slugs}$`));
    await answerAllQuestions(page, t);
    const price = (await priceTotal(page, t).textContent())?.trim() ?? '';
    expect(price).toMatch(shop === 'cz' ? /Kč$/ : /Lei$/);

    await page.getByRole('button', { name: t('buyout.actions.sellOnline') }).click();
    const data = seller[shop];
    const field = (id: string) => page.getByRole('textbox', { name: t(id), exact: true });
    await field('buyout.sell.field.imei').fill('356938035643809');
    await field('buyout.device.purchaseDate').fill('15.03.2024');
    await page
      .getByRole('combobox', { name: t('buyout.device.condition'), exact: true })
      .selectOption({ label: t('buyout.device.condition.used') });
    await field('buyout.sell.field.firstName').fill('Petra');
    await field('buyout.sell.field.lastName').fill('Svobodová');
    await page.getByRole('combobox', { name: t('buyout.sell.field.gender') }).selectOption({ index: 2 });
    await field(`buyout.sell.field.birthNumber.${shop}`).fill(data.personalNumber);
    await field('buyout.sell.field.identityCardNumber').fill(data.identityCard);
    await field('buyout.sell.field.identityReleasedBy').fill('MěÚ');
    await field('buyout.sell.field.identityValidTo').fill('01.01.2035');
    await field('buyout.sell.field.nationality').fill(data.nationality);
    await field('buyout.sell.field.placeOfBirth').fill(data.city);
    const email = `prodej-${shop}-${Date.now()}@example.com`;
    await field('buyout.sell.field.email').fill(email);
    await field('buyout.sell.field.phoneNumber').fill(data.phone);
    await field('buyout.sell.field.street').fill('Dlouhá 5');
    await field('buyout.sell.field.city').fill(data.city);
    await field('buyout.sell.field.postcode').fill(data.postcode);
    await field(`buyout.sell.field.bankAccountNumber.${shop}`).fill(data.account);
    if (shop === 'cz') {
      await page.getByRole('combobox', { name: t('buyout.sell.field.bankCode') }).selectOption('0800');
    }

    // A wrong IMEI is caught at its field, in the shop's language, and nothing typed is lost; the
    // focused error summary links to the field.
    await field('buyout.sell.field.imei').fill('356938035643808');
    await page.getByRole('checkbox', { name: t('buyout.sell.consent') }).check();
    await page.getByRole('button', { name: t('buyout.sell.submit') }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('link') });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: new RegExp(`^${t('buyout.sell.field.imei')}: `) }).click();
    await expect(field('buyout.sell.field.imei')).toBeFocused();
    await expect(field('buyout.sell.field.imei')).toHaveAccessibleDescription(/IMEI/);
    await expect(field('buyout.sell.field.firstName')).toHaveValue('Petra');
    await field('buyout.sell.field.imei').fill('356938035643809');

    const sells: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sell-online/')) sells.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: t('buyout.sell.submit') }).dblclick();

    await expect(page).toHaveURL(new RegExp(`${paths.buyout}/${buyoutPages[shop].thankYou}/\\d+\\?token=`));
    await expect(pageHeading(page)).toHaveText(/(VK|RC)-\d{4}-\d{6}/);
    const heading = await pageHeading(page).textContent();
    const number = /(VK|RC)-\d{4}-\d{6}/.exec(heading ?? '')?.[0];
    expect(number).toBeDefined();
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    expect(new Set(sells).size, 'a double click sends one sale (one Idempotency-Key)').toBe(1);

    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBe(1);
    const [confirmation] = await mailsTo(dataDirOf(shop), email);
    expect(confirmation.subject).toContain(number);
    expect(confirmation.text.replace(/\s/g, ' ')).toContain(price.replace(/\s/g, ' '));

    // Review mode: the saved buyout, read-only, opened from the thank-you page.
    await page.getByRole('link', { name: t('buyout.thankYou.review') }).click();
    await expect(pageHeading(page)).toContainText(number ?? 'missing');
    await expect(page.getByText('356938035643809')).toBeVisible();
    await expect(page.getByText(t('buyout.device.condition.used'), { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('buyout.actions.sellOnline') })).toHaveCount(0);
    const reviewUrl = page.url();

    // Only the seller (session or link token) and staff may read it: without the token a stranger
    // is told it does not exist.
    const stranger = await page.context().browser()?.newPage();
    if (!stranger) throw new Error('no browser');
    await stranger.goto(reviewUrl.replace(/\?.*$/, ''));
    await expect(stranger.getByText(t('buyout.review.notFound'))).toBeVisible();
    await stranger.goto(reviewUrl);
    await expect(stranger.getByText('356938035643809')).toBeVisible();
    await stranger.close();

    // Staff confirm the device arrived; the customer follows it on the tracking page.
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await logIn(staff, { paths, t }, demoAccounts[shop].staff);
    await staff.goto(adminBuyoutsPath(shop));
    await staff.getByRole('link', { name: number }).click();
    await staff.getByRole('button', { name: t('admin.buyout.action.device_received') }).click();
    await expect(staff.getByRole('button', { name: t('admin.buyout.action.inspected') })).toBeVisible();
    await staffContext.close();

    await page.goto(`${paths.buyout}/${buyoutPages[shop].tracking}`);
    await page.getByRole('textbox', { name: t('buyout.tracking.number'), exact: true }).fill(number ?? '');
    await page.getByRole('textbox', { name: t('buyout.tracking.email'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('buyout.tracking.submit') }).click();
    const timeline = page.getByRole('list', { name: t('buyout.tracking.timeline') });
    await expect(timeline.getByRole('listitem')).toHaveCount(5);
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(
      t('buyout.tracking.status.device_received'),
    );
    await expect(timeline.getByRole('listitem').nth(0)).toContainText(t('buyout.tracking.state.done'));
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(t('buyout.tracking.state.current'));
  });

  test('on a 360 px phone the offer and the sell-online form fit the screen, with targets of 24 px', async ({
    page,
    paths,
    shop,
    t,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${paths.buyout}/${device[shop].slugs}`);
    await answerAllQuestions(page, t);
    await expect(priceTotal(page, t)).toBeVisible();
    await page.getByRole('button', { name: t('buyout.actions.sellOnline') }).click();
    await page.getByRole('button', { name: t('buyout.sell.submit') }).click();
    await expect(page.getByRole('alert').filter({ has: page.getByRole('link') })).toBeFocused();

    // The offer box once held the grade's meaning on one line and made the page 391 px wide.
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width, 'nothing scrolls sideways').toBeLessThanOrEqual(360);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'main button, main select, main input:not([type="checkbox"])',
        ),
      ]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24))
        .map(
          ({ element, box }) =>
            `${element.getAttribute('name') ?? element.textContent} ${box.width}×${box.height}`,
        ),
    );
    expect(small, 'answers, fields and buttons are at least 24 px').toEqual([]);

    // The map's pins are drawn small; each carries an invisible disc a finger can hit.
    await page.goto(`${paths.buyout}/${buyoutPages[shop].centres}`);
    const pins = page.getByRole('main').locator('svg a');
    await expect(pins.first()).toBeVisible();
    for (const pin of await pins.all()) {
      const box = await pin.boundingBox();
      expect(
        Math.min(box?.width ?? 0, box?.height ?? 0),
        'a map pin is at least 24 px',
      ).toBeGreaterThanOrEqual(24);
    }
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
  });

  test('a customer sends the offer to an e-mail address and reopens it from the link', async ({
    page,
    paths,
    shop,
    t,
  }) => {
    await page.goto(`${paths.buyout}/${device[shop].slugs}`);
    await answerAllQuestions(page, t);
    const price = (await priceTotal(page, t).textContent())?.trim() ?? '';

    await page.getByRole('button', { name: t('buyout.actions.sendToEmail') }).click();
    const email = `nabidka-${shop}-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: t('buyout.sendToEmail.email'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('buyout.sendToEmail.submit'), exact: true }).click();
    await expect(page.getByText(new RegExp(email.replace(/[.]/g, '\\.')))).toBeVisible();

    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBe(1);
    const [offer] = await mailsTo(dataDirOf(shop), email);
    expect(offer.text.replace(/\s/g, ' ')).toContain(price.replace(/\s/g, ' '));
    const link = /https?:\/\/\S+\?quote=\S+/.exec(offer.text)?.[0];
    expect(link, 'the e-mail links back to the appraisal').toBeDefined();

    // The link reopens the appraisal with the answers given, in a fresh browser.
    const later = await page.context().browser()?.newPage();
    if (!later) throw new Error('no browser');
    const { pathname, search } = new URL(link ?? '');
    await later.goto(`${new URL(page.url()).origin}${pathname}${search}`);
    await expect(priceTotal(later, t)).toHaveText(price);
    await expect(
      later.getByRole('radio', { checked: true }).filter({ hasNot: later.getByText(device[shop].colour) }),
    ).not.toHaveCount(0);
    await later.close();
  });

  test('a deep link restores the whole selection, and so does a reload', async ({ page, paths, shop, t }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${paths.buyout}/${device[shop].slugs}`);
    const type = page.getByRole('combobox', { name: t('ui.deviceSelector.product_type'), exact: true });
    await expect(type.locator('option:checked')).toHaveText(device[shop].type);
    await expect(
      page
        .getByRole('combobox', { name: t('ui.deviceSelector.product_model'), exact: true })
        .locator('option:checked'),
    ).toHaveText('iPhone 16');
    await expect(page.getByRole('radio', { name: device[shop].colour })).toBeChecked();
    await expect(
      page
        .getByRole('region', { name: t('buyout.appraisal.title') })
        .getByRole('group')
        .first(),
    ).toBeVisible();
    expect(calls.filter((call) => call.startsWith('/api/bff/buyout-start'))).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('radio', { name: device[shop].colour })).toBeChecked();

    // Changing the model clears the colour and the appraisal, and the URL follows the server's.
    await page
      .getByRole('combobox', { name: t('ui.deviceSelector.product_model'), exact: true })
      .selectOption({ label: 'iPhone 15' });
    await expect(page).toHaveURL(
      new RegExp(`${paths.buyout}/${device[shop].slugs.split('/')[0]}/apple/apple-iphone-15$`),
    );
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${device[shop].slugs}$`));
    await expect(page.getByRole('radio', { name: device[shop].colour })).toBeChecked();
  });
});
