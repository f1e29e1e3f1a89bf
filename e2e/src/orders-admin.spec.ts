import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { areaPaths } from 'shared-domain';
import { seriousViolations } from './axe.ts';
import {
  dataDirOf,
  fillOrderForm,
  mailsTo,
  names,
  putPhoneInCart,
  radio,
  uniqueEmail,
} from './checkout-steps.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// Orders run from the admin (issue 17), as a new staff member would: a customer pays an order by
// card on the test gateway; staff find it by the customer's e-mail, cancel it (the refund in test
// mode, the credit note, the customer's e-mail) and write the customer a message of their own.

test('staff find a paid order by e-mail, cancel it with a test-mode refund and write the customer', async ({
  page,
  shop,
  t,
  paths,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(shop, 'staff-cancel');
  await putPhoneInCart(page, baseURL ?? '', shop);
  await page.goto(areaPaths[shop].cart);
  await radio(page, names[shop].store).click();
  await page
    .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
    .selectOption({ index: 1 });
  await radio(page, names[shop].card).click();
  await page.getByRole('link', { name: t('cart.toCheckout') }).click();
  await fillOrderForm(page, shop, t, email);
  await page.getByRole('button', { name: t('checkout.submit') }).click();
  await page.getByRole('button', { name: names[shop].approve }).click();
  await expect(page.getByText(t('checkout.payment.paid.title'), { exact: true })).toBeVisible();
  // The confirmation comes first; the invoice (a PDF made once paid) may follow at any moment.
  await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBeGreaterThanOrEqual(1);
  const [confirmation] = await mailsTo(dataDirOf(shop), email);
  const number = /(CZ|RO)\d{8}/.exec(confirmation.subject)?.[0] ?? '';
  expect(number).not.toBe('');

  // Staff find it by the customer's e-mail.
  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(adminPath(shop, 'orders'));
  await expect(pageHeading(page)).toHaveText(t('admin.orders.title'));
  await page.getByRole('searchbox', { name: t('admin.orders.filter.q') }).fill(email);
  await page.getByRole('button', { name: t('admin.orders.filter.apply') }).click();
  const grid = page.getByRole('table', { name: t('admin.orders.caption') });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText(t('admin.orders.paymentStatus.paid'));
  expect(await seriousViolations(page)).toEqual([]);
  await grid.getByRole('link', { name: number }).click();
  await expect(pageHeading(page)).toHaveText(t('admin.order.title', { number }));
  await expect(page.getByRole('combobox', { name: t('admin.order.compose.template') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Cancelling asks first, then says what happened: pieces back, the refund in test mode.
  await page.getByRole('button', { name: t('admin.order.cancel.button') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('admin.order.cancel.title', { number }) });
  await dialog.getByRole('button', { name: t('admin.order.cancel.confirm') }).click();
  await expect(page.getByText(t('admin.order.cancel.done', { number }))).toBeVisible();
  await expect(page.getByText(t('admin.order.cancel.refundTest'))).toBeVisible();
  await expect(page.getByText(t('admin.orders.status.cancelled')).first()).toBeVisible();
  await expect(page.getByText(t('admin.order.refunds.testMode')).first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(dataDirOf(shop), email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringContaining(shop === 'cz' ? 'Zrušení objednávky' : 'Anularea comenzii'));

  // A message of their own, from a template: previewed with the order filled in, then sent.
  const template =
    shop === 'cz'
      ? { name: 'Zpoždění dodání', subject: `Objednávka ${number} se zpozdí` }
      : { name: 'Întârziere la livrare', subject: `Comanda ${number} va întârzia` };
  await page
    .getByRole('combobox', { name: t('admin.order.compose.template') })
    .selectOption({ label: template.name });
  await expect(page.getByRole('textbox', { name: t('admin.order.compose.subject') })).toHaveValue(
    /\{number\}/,
  );
  await page.getByRole('button', { name: t('admin.order.compose.preview') }).click();
  await expect(page.getByText(template.subject).first()).toBeVisible();
  await page.getByRole('button', { name: t('admin.order.compose.send') }).click();
  await expect(page.getByText(t('admin.order.compose.sent'))).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(dataDirOf(shop), email)).map((mail) => mail.subject))
    .toContain(template.subject);
});
