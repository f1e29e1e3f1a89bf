import { areaPaths } from 'shared-domain';
import {
  dataDirOf,
  fillOrderForm,
  mailsTo,
  names,
  putPhoneInCart,
  radio,
  uniqueEmail,
} from './checkout-steps.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// Cart and checkout end to end (issue 5), in both shops: an anonymous purchase with store pickup and
// a card approved on the test gateway, a pickup point with a discount code, a declined card paid on
// the second try, an installment purchase, and the order status page. Delivery and payment names
// come from the api (its texts per shop); the rest from the shop's catalogues through t().

test.describe('cart and checkout', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an anonymous customer buys with store pickup and pays by card on the test gateway', async ({
    page,
    shop,
    t,
    baseURL,
  }) => {
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(areaPaths[shop].cart);
    await expect(pageHeading(page)).toHaveText(t('cart.title'));
    await radio(page, names[shop].store).click();
    await page
      .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
      .selectOption({ index: 1 });
    await radio(page, names[shop].card).click();
    await page.getByRole('link', { name: t('cart.toCheckout') }).click();
    await expect(pageHeading(page)).toHaveText(t('cart.checkout.title'));

    const email = uniqueEmail(shop, 'store-card');
    await fillOrderForm(page, shop, t, email);
    await page.getByRole('button', { name: t('checkout.submit') }).click();

    // The test gateway's hosted page (api), then back to the shop's payment result.
    await page.getByRole('button', { name: names[shop].approve }).click();
    await expect(page.getByText(t('checkout.payment.paid.title'), { exact: true })).toBeVisible();
    // The confirmation comes first; the invoice (a PDF made once paid) may follow at any moment.
    await expect.poll(async () => (await mailsTo(dataDirOf(shop), email)).length).toBeGreaterThanOrEqual(1);
    const [confirmation] = await mailsTo(dataDirOf(shop), email);
    expect(confirmation.subject).toMatch(/(CZ|RO)\d{8}/);
    // The cart is empty after the order.
    await page.goto(areaPaths[shop].cart);
    await expect(page.getByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
  });

  test('a customer applies a discount code and has the order sent to a pickup point', async ({
    page,
    shop,
    t,
    baseURL,
  }) => {
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(areaPaths[shop].cart);
    await page.getByRole('textbox', { name: t('cart.discounts.code'), exact: true }).fill('NEPLATNY1');
    await page.getByRole('button', { name: t('cart.discounts.apply') }).click();
    await expect(page.getByText(/nen(í|i) platn|nu este valid/i).first()).toBeVisible();
    await page
      .getByRole('textbox', { name: t('cart.discounts.code'), exact: true })
      .fill(names[shop].discountCode);
    await page.getByRole('button', { name: t('cart.discounts.apply') }).click();
    await expect(page.getByText(t('cart.discounts.applied'), { exact: true })).toBeVisible();

    await radio(page, names[shop].pickupPoint).click();
    await page
      .getByRole('searchbox', { name: t('checkout.pickup.search') })
      .or(page.getByRole('textbox', { name: t('checkout.pickup.search') }))
      .fill(names[shop].pickupSearch);
    await page
      .getByRole('button', { name: new RegExp(`^${t('checkout.pickup.choose', { name: '' }).trim()} `) })
      .first()
      .click();
    await expect(page.getByText(t('checkout.pickup.selected', { name: '' }).trim())).toBeVisible();
    await radio(page, names[shop].cashOnDelivery).click();
    await page.getByRole('link', { name: t('cart.toCheckout') }).click();

    await fillOrderForm(page, shop, t, uniqueEmail(shop, 'pickup-discount'));
    await expect(page.getByText(t('checkout.summary.discounts'), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: t('checkout.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('checkout.thankYou.title'));
    await expect(page.getByText(t('checkout.paymentStatus.not_paid'), { exact: true })).toBeVisible();
  });

  test('a declined card can be paid again', async ({ page, shop, t, baseURL }) => {
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(areaPaths[shop].cart);
    await radio(page, names[shop].store).click();
    await page
      .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
      .selectOption({ index: 1 });
    await radio(page, names[shop].card).click();
    await page.getByRole('link', { name: t('cart.toCheckout') }).click();
    await fillOrderForm(page, shop, t, uniqueEmail(shop, 'declined'));
    await page.getByRole('button', { name: t('checkout.submit') }).click();

    await page.getByRole('button', { name: names[shop].decline }).click();
    await expect(page.getByText(t('checkout.payment.failed.title'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('checkout.payment.retry') }).click();
    await page.getByRole('button', { name: names[shop].approve }).click();
    await expect(page.getByText(t('checkout.payment.paid.title'), { exact: true })).toBeVisible();
  });

  test('a customer buys in installments and follows the order on its status page', async ({
    page,
    shop,
    t,
    baseURL,
  }) => {
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(areaPaths[shop].cart);
    await radio(page, names[shop].store).click();
    await page
      .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
      .selectOption({ index: 1 });
    await radio(page, names[shop].installments).click();
    await page.getByRole('table').getByRole('radio').first().click();
    await page.getByRole('radio', { name: t('checkout.installments.arrange.online'), exact: true }).click();
    await page.getByRole('link', { name: t('cart.toCheckout') }).click();
    const email = uniqueEmail(shop, 'installments');
    await fillOrderForm(page, shop, t, email);
    await page.getByRole('button', { name: t('checkout.submit') }).click();
    await expect(pageHeading(page)).toHaveText(t('checkout.thankYou.title'));
    await expect(page.getByText(t('checkout.paymentStatus.pending'), { exact: true })).toBeVisible();
    const number =
      (
        await page
          .getByText(/(CZ|RO)\d{8}/)
          .first()
          .textContent()
      )?.match(/(CZ|RO)\d{8}/)?.[0] ?? '';

    // The status page from the thank-you page, then the lookup by number and e-mail.
    await page.getByRole('link', { name: t('checkout.thankYou.status') }).click();
    await expect(page.getByText(number).first()).toBeVisible();
    await page.getByRole('link', { name: t('orders.links.installments') }).click();
    await expect(page.getByRole('table')).toBeVisible();

    await page.goto(`${areaPaths[shop].checkout}/${shop === 'cz' ? 'stav' : 'status'}`);
    await page.getByRole('textbox', { name: t('orders.lookup.number') }).fill(number);
    await page.getByRole('textbox', { name: t('orders.lookup.email') }).fill(email);
    await page.getByRole('button', { name: t('orders.lookup.submit') }).click();
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
  });
});
