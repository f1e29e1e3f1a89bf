import type { Page } from '@playwright/test';
import { accountPagePath, areaPaths } from 'shared-domain';
import {
  dataDirOf,
  fillOrderForm,
  goToCheckoutPayingInStore,
  mailsTo,
  putPhoneInCart,
  uniqueEmail,
} from './checkout-steps.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// The account end to end (issue 6), in both shops: a visitor registers, logs out, forgets the
// password and sets a new one through the e-mail in the outbox, logs in with it, saves a delivery
// address, buys with it (the checkout offers the profile and the saved address) and finds the
// order in the orders overview and its detail.

const newPassword = 'Nove-Heslo-2026';
const firstPassword = 'Prvni-Heslo-2026';

const people = {
  cz: {
    first: 'Tereza',
    last: 'Malá',
    phone: '+420 731 555 010',
    street: 'Korunní 810/104',
    city: 'Praha',
    postcode: '101 00',
  },
  ro: {
    first: 'Ioana',
    last: 'Stan',
    phone: '0744 555 010',
    street: 'Strada Lipscani 12',
    city: 'București',
    postcode: '030031',
  },
} as const;

/** The one link of a mail that leads to a page of the shop, as a path (the outbox's links name PUBLIC_URL). */
function shopLinkIn(text: string, pathStart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathStart}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${pathStart} in the mail:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function logOutFromMenu(
  page: Page,
  t: (id: string, values?: Record<string, string>) => string,
  name: string,
) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: t('account.menu.button', { name }) }).click();
  await header.getByRole('button', { name: t('account.menu.logout') }).click();
  await expect(page.getByRole('link', { name: t('account.menu.login') })).toBeVisible();
}

test.describe('account', () => {
  test.describe.configure({ timeout: 90_000 });

  test('register, log out, reset the password by e-mail, log in, save an address and find the order', async ({
    page,
    shop,
    t,
    baseURL,
  }) => {
    const person = people[shop];
    const email = uniqueEmail(shop, 'account');
    const field = (id: string) => page.getByRole('textbox', { name: t(id), exact: true });

    // Registration, with the password rules checked in the browser first.
    await page.goto(accountPagePath(shop, 'register'));
    await expect(pageHeading(page)).toHaveText(t('account.register.title'));
    await field('account.register.email').fill(email);
    await field('account.register.password').fill('12345678');
    await field('account.register.passwordConfirmation').fill('12345678');
    await field('account.register.firstName').fill(person.first);
    await field('account.register.lastName').fill(person.last);
    await field('account.register.phone').fill(person.phone);
    await page.getByRole('checkbox', { name: t('account.register.consentTerms') }).check();
    await page.getByRole('button', { name: t('account.register.submit') }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(field('account.register.email')).toHaveValue(email);
    await field('account.register.password').fill(firstPassword);
    await field('account.register.passwordConfirmation').fill(firstPassword);
    await page.getByRole('button', { name: t('account.register.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('account.title'));
    await expect(page.getByText(t('account.greeting', { name: person.first }))).toBeVisible();
    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBe(1);

    await logOutFromMenu(page, t, person.first);

    // Forgotten password: the link of the e-mail sets a new one.
    await page.goto(areaPaths[shop].login);
    await page.getByRole('link', { name: t('account.login.forgotPassword') }).click();
    await expect(pageHeading(page)).toHaveText(t('account.reset.request.title'));
    await field('account.reset.request.email').fill(email);
    await page.getByRole('button', { name: t('account.reset.request.submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('account.reset.request.sentTitle') }),
    ).toBeVisible();
    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBe(2);
    const resetMail = (await mailsTo(dataDirOf(shop), email))[1];
    await page.goto(shopLinkIn(resetMail.text, accountPagePath(shop, 'resetPassword')));
    await expect(pageHeading(page)).toHaveText(t('account.reset.title'));
    await expect(page).not.toHaveURL(/token=/);
    await field('account.reset.password').fill(newPassword);
    await field('account.reset.passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: t('account.reset.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('account.reset.doneTitle') })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('account.reset.login') })
      .click();

    // The old password no longer opens the account; the new one does.
    await page.getByLabel(t('account.login.email')).fill(email);
    await page.getByLabel(t('account.login.password')).fill(firstPassword);
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await expect(page.getByText(t('account.login.invalidCredentials'))).toBeVisible();
    await page.getByLabel(t('account.login.password')).fill(newPassword);
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('account.title'));

    // A delivery address, saved in the account.
    await page
      .getByRole('navigation', { name: t('account.nav.label') })
      .getByRole('link', { name: t('account.nav.addresses') })
      .click();
    await expect(pageHeading(page)).toHaveText(t('account.nav.addresses'));
    await page
      .getByRole('button', { name: t('account.addresses.add') })
      .first()
      .click();
    await field('account.addresses.name').fill(`${person.first} ${person.last}`);
    await field('account.addresses.street').fill(person.street);
    await field('account.addresses.city').fill(person.city);
    await field('account.addresses.postcode').fill(person.postcode);
    await page.getByRole('button', { name: t('account.addresses.save') }).click();
    const saved = page.getByRole('listitem').filter({ hasText: person.street });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText(t('account.addresses.default'));

    // A purchase: the checkout fills in the profile and offers the saved address.
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(areaPaths[shop].cart);
    await goToCheckoutPayingInStore(page, shop, t);
    const billing = (name: string) =>
      page.getByRole('textbox', { name: t(`checkout.field.order_billing_address.${name}`), exact: true });
    await expect(billing('first_name')).toHaveValue(person.first);
    await expect(billing('email')).toHaveValue(email);
    await expect(page.getByRole('combobox', { name: t('checkout.savedAddresses.label') })).toBeVisible();
    await fillOrderForm(page, shop, t, email);
    await page.getByRole('button', { name: t('checkout.submit') }).click();
    await expect(page).toHaveURL(/\/(CZ|RO)\d{8}/);
    const orderNumber = /(CZ|RO)\d{8}/.exec(page.url())?.[0] ?? '';

    // The orders overview lists it; its detail shows the items and links to the order status.
    await page.goto(accountPagePath(shop, 'orders'));
    const table = page.getByRole('table', { name: t('account.orders.caption') });
    await table.getByRole('link', { name: orderNumber }).click();
    await expect(pageHeading(page)).toHaveText(t('account.orders.detail.title', { number: orderNumber }));
    await expect(page.getByRole('link', { name: t('account.orders.detail.track') })).toHaveAttribute(
      'href',
      /token=/,
    );
  });

  test('a shop account sees its personal data read-only, with the reason', async ({ page, shop, t }) => {
    const email = shop === 'cz' ? 'prodejna.praha@example.cz' : 'magazin.bucuresti@example.ro';
    await page.goto(areaPaths[shop].login);
    await page.getByLabel(t('account.login.email')).fill(email);
    await page.getByLabel(t('account.login.password')).fill('Demo-2026!');
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('account.title'));
    await page.goto(accountPagePath(shop, 'profile'));
    await expect(page.getByText(t('account.profile.readOnly'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('account.profile.save') })).toHaveCount(0);
  });
});
