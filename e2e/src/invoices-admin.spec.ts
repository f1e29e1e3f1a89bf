import { readFileSync } from 'node:fs';
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

// Invoices from the admin, as staff meet them: a customer pays an order by card on the test
// gateway, its invoice is made (a PDF, by a background job) and mailed; staff open the order, see
// the invoice created, download it, re-send it, and find the re-sent e-mail with the order's e-mails.

test('staff see the invoice of a paid order created, re-send it and find the e-mail re-sent', async ({
  page,
  shop,
  t,
  paths,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(shop, 'invoice-resend');
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
  await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBeGreaterThanOrEqual(1);
  const [confirmation] = await mailsTo(dataDirOf(shop), email);
  const number = /(CZ|RO)\d{8}/.exec(confirmation.subject)?.[0] ?? '';
  expect(number).not.toBe('');
  const invoiceNumber = `${shop === 'cz' ? 'FA' : 'FF'}-${number}`;

  // The invoice reaches the customer by itself, the PDF attached.
  await expect
    .poll(async () => (await mailsTo(dataDirOf(shop), email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringContaining(invoiceNumber));

  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(`${adminPath(shop, 'orders')}/${number}`);
  await expect(pageHeading(page)).toHaveText(t('admin.order.title', { number }));
  const invoices = page.getByRole('region', { name: t('admin.order.invoice.title') });
  const invoice = invoices.getByRole('region', { name: t('admin.order.invoice.invoice'), exact: true });
  await expect(invoice.getByText(t('admin.order.invoice.state.created'), { exact: true })).toBeVisible();
  await expect(invoice.getByText(invoiceNumber, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The PDF downloads from the api, never from the web root.
  const download = invoice.getByRole('link', { name: t('admin.order.invoice.download') });
  const pdf = await page.request.get(String(await download.getAttribute('href')));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Re-sending asks first, then mails it again and lists it with the order's e-mails.
  await invoice.getByRole('button', { name: t('admin.order.invoice.resend') }).click();
  const dialog = page.getByRole('alertdialog', {
    name: t('admin.order.invoice.resend.title', { number: invoiceNumber }),
  });
  await expect(dialog).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t('admin.order.invoice.resend.confirm'), exact: true }).click();
  await expect(invoice.getByText(t('admin.order.invoice.resent', { email }))).toBeVisible();
  const emails = page.getByRole('table', { name: t('admin.order.emails.title') });
  await expect(emails.getByText(t('admin.orders.emailKind.invoice_resent'), { exact: true })).toBeVisible();
  await expect(invoice.getByText(t('admin.order.invoice.resentAt'), { exact: true })).toBeVisible();

  const resent = (await mailsTo(dataDirOf(shop), email)).filter(
    (mail) =>
      mail.subject.includes(invoiceNumber) &&
      mail.subject.endsWith(shop === 'cz' ? '(znovu zaslaná)' : '(retrimisă)'),
  );
  expect(resent).toHaveLength(1);
  expect(readFileSync(resent[0].file, 'utf8')).toMatch(/Content-Type: application\/pdf/i);
});
