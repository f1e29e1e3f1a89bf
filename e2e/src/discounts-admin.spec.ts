import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { areaPaths } from 'shared-domain';
import { seriousViolations } from './axe.ts';
import { fillOrderForm, goToCheckoutPayingInStore, putPhoneInCart, uniqueEmail } from './checkout-steps.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// Discounts run from the admin, as staff and a customer would: staff create a discount and have
// 1 000 single-use codes generated (following the job), take a code from the CSV, a customer uses
// it in a real checkout, and staff then see the code used.

const CODES = 1000;

test('staff create a discount with 1 000 codes; a customer orders with one; staff see it used', async ({
  page,
  browser,
  shop,
  t,
  paths,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `E2E ${shop} ${Date.now()}`;
  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(adminPath(shop, 'discounts'));
  await expect(pageHeading(page)).toHaveText(t('admin.discounts.title'));
  await expect(page.getByRole('table', { name: t('admin.discounts.caption') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: t('admin.discounts.new') }).click();
  await expect(pageHeading(page)).toHaveText(t('admin.discount.newTitle'));

  await page.getByRole('textbox', { name: t('admin.discount.field.title'), exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: t('admin.discount.field.marketingName'), exact: true })
    .fill(`${title} −10 %`);
  await page
    .getByRole('textbox', { name: t('admin.discount.field.valuePercentage'), exact: true })
    .fill('10');
  await page.getByRole('button', { name: t('admin.discount.form.create') }).click();
  await expect(pageHeading(page)).toHaveText(t('admin.discount.title', { title }));

  // Generating the codes is a job: its progress is shown until it is done, then the counts.
  const codes = page.getByRole('region', { name: t('admin.discount.codes.title') });
  await codes
    .getByRole('textbox', { name: t('admin.discount.codes.count'), exact: true })
    .fill(String(CODES));
  await codes.getByRole('button', { name: t('admin.discount.codes.generate') }).click();
  await expect(codes.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(CODES));
  await expect(codes.getByText(t('admin.discount.codes.counts', { total: CODES, used: 0 }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV link downloads every code: header and 1 000 lines of unused codes.
  const csvLink = codes.getByRole('link', { name: t('admin.discount.codes.csv') });
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(CODES + 1);
  const code = lines[1].split(',')[0];
  expect(code).toMatch(/^[0-9A-Za-z]{10}$/);

  // A customer (their own browser session) orders with the code.
  const customer = await browser.newContext({ baseURL });
  try {
    const shopper = await customer.newPage();
    await putPhoneInCart(shopper, baseURL ?? '', shop);
    await shopper.goto(areaPaths[shop].cart);
    await shopper.getByRole('textbox', { name: t('cart.discounts.code'), exact: true }).fill(code);
    await shopper.getByRole('button', { name: t('cart.discounts.apply') }).click();
    await expect(shopper.getByText(t('cart.discounts.applied'), { exact: true })).toBeVisible();
    await goToCheckoutPayingInStore(shopper, shop, t);
    await fillOrderForm(shopper, shop, t, uniqueEmail(shop, 'discount-code'));
    await expect(shopper.getByText(t('checkout.summary.discounts'), { exact: true }).first()).toBeVisible();
    await shopper.getByRole('button', { name: t('checkout.submit') }).click();
    await expect(pageHeading(shopper)).toHaveText(t('checkout.thankYou.title'));
  } finally {
    await customer.close();
  }

  // Staff see the code used.
  await page.reload();
  await expect(codes.getByText(t('admin.discount.codes.counts', { total: CODES, used: 1 }))).toBeVisible();
  const after = await (await page.request.get((await csvLink.getAttribute('href')) ?? '')).text();
  expect(after).toMatch(new RegExp(`\\r\\n${code},${shop === 'cz' ? 'ano' : 'da'},`));
});
