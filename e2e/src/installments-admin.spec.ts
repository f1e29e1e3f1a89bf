import type { Page } from '@playwright/test';
import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { areaPaths, type ShopCode, shops } from 'shared-domain';
import { monthlyPayment } from '../../api/src/payments/installment-provider.ts';
import { seriousViolations } from './axe.ts';
import { names, putPhoneInCart, radio } from './checkout-steps.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// The installment admin feeds the storefront's calculator: staff change a price list's APR and the
// cart's installment offers show the new monthly price (the seeded test-mode plan "10×", 0 %).

const BAREM = 'Test mode installments 10×';

/** What the cart finances: its items less its discounts, as the api counts it. */
async function financedAmount(page: Page): Promise<number> {
  const cart = (await (await page.request.get('/api/new/cart')).json()) as {
    totals: { items: { amount: number }; discounts: { amount: number } };
  };
  return cart.totals.items.amount - Math.min(cart.totals.discounts.amount, cart.totals.items.amount);
}

/** The cart's installment offers, with installments chosen as the payment. */
async function openCalculator(page: Page, shop: ShopCode, t: (id: string) => string) {
  await page.goto(areaPaths[shop].cart);
  await radio(page, names[shop].store).click();
  await page
    .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
    .selectOption({ index: 1 });
  await radio(page, names[shop].installments).click();
}

/** Staff set the APR of the 10× price list in the installment admin. */
async function setApr(staff: Page, t: (id: string, values?: Record<string, string>) => string, apr: string) {
  await staff
    .getByRole('button', { name: t('admin.installments.priceList.editOf', { name: BAREM }) })
    .click();
  const form = staff.getByRole('form', {
    name: t('admin.installments.priceList.editTitle', { name: BAREM }),
  });
  await form.getByLabel(t('admin.installments.priceList.apr')).fill(apr);
  await form.getByRole('button', { name: t('admin.installments.priceList.save') }).click();
  await expect(staff.getByText(t('admin.installments.priceList.saved')).first()).toBeVisible();
  await expect(form).toBeHidden();
}

test('staff change a price list and the cart calculator shows the new monthly price', async ({
  page,
  browser,
  shop,
  t,
  paths,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { currency } = shops[shop];
  await putPhoneInCart(page, baseURL ?? '', shop);
  const amount = await financedAmount(page);
  const offerRow = () =>
    page.getByRole('row').filter({
      has: page.getByRole('radio', { name: t('checkout.installments.option', { barem: BAREM, count: 10 }) }),
    });

  await openCalculator(page, shop, t);
  await expect(
    offerRow().locator(`data[value="${monthlyPayment(amount, 10, 0)} ${currency}"]`),
  ).toBeVisible();

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  try {
    await logIn(staff, { paths, t }, demoAccounts[shop].staff);
    await staff.goto(adminPath(shop, 'installments'));
    await expect(pageHeading(staff)).toHaveText(t('admin.installments.title'));
    await expect(staff.getByText(t('admin.installments.testMode')).first()).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);
    await setApr(staff, t, '5,5');

    // The customer's calculator now counts with 5.5 %.
    await openCalculator(page, shop, t);
    const changed = monthlyPayment(amount, 10, 5.5);
    expect(changed).toBeGreaterThan(monthlyPayment(amount, 10, 0));
    await expect(offerRow().locator(`data[value="${changed} ${currency}"]`)).toBeVisible();
    await expect(offerRow()).toContainText('5,5');

    // Back to the seeded plan, so the rest of the suite meets the numbers it expects.
    await setApr(staff, t, '0');
    await openCalculator(page, shop, t);
    await expect(
      offerRow().locator(`data[value="${monthlyPayment(amount, 10, 0)} ${currency}"]`),
    ).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
