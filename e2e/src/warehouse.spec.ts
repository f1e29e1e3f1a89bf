import type { BrowserContext, Page } from '@playwright/test';
import { warehousePath } from 'mfe-warehouse/src/warehouse-paths.ts';
import { orderPagePath, type ShopCode } from 'shared-domain';
import { packingCommands } from 'shared-domain/contracts/staff.ts';
import { seriousViolations } from './axe.ts';
import { names } from './checkout-steps.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';
import { scanWithCzechLayout } from './scanner.ts';
import { textOf } from './texts.ts';

// The warehouse as a new warehouse worker meets it: two customers' courier orders (one paid by
// card, one to be paid on delivery) are picked into one crate; at the packing station a scanner on a Czech keyboard layout
// opens the crate, counts the goods (a phone needs its IMEI), a wrong scan is explained and the
// last scan undone; the first package is finished, its label printed and handed over, and the
// customer's order page shows the delivery number. The second order is cancelled meanwhile and
// the station refuses to hand it over.

interface PlacedOrder {
  number: string;
  token: string;
}

/** A product of the type (seo name) the shop has in stock: its id, as the catalogue lists it. */
async function orderOne(
  visitor: BrowserContext,
  baseURL: string,
  shop: ShopCode,
  type: string,
  payment: Payment,
) {
  const list = await visitor.request.get(`/api/new/catalogue/products?type=${type}&pageSize=24`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  for (const product of items) {
    const added = await visitor.request.post('/api/new/cart/items', {
      data: { productId: product.id, quantity: 1 },
      headers: { origin: baseURL },
    });
    if (added.status() === 201) return placeCourierOrder(visitor, baseURL, shop, payment);
  }
  throw new Error(`no ${type} in stock`);
}

type Payment = 'card' | 'cash_on_delivery';

/**
 * Places the visitor's cart as a courier order, with the total the summary showed; by card it is
 * paid on the test gateway's page, as the customer would.
 */
async function placeCourierOrder(
  visitor: BrowserContext,
  baseURL: string,
  shop: ShopCode,
  payment: Payment,
): Promise<PlacedOrder> {
  const summary = await visitor.request.get(`/api/new/checkout/summary?delivery=courier&payment=${payment}`);
  const { total } = (await summary.json()) as { total: unknown };
  const c = names[shop].customer;
  const response = await visitor.request.post('/api/new/orders', {
    headers: { origin: baseURL },
    data: {
      type_payment: payment,
      type_delivery_code: 'courier',
      expected_total: total,
      order_billing_address: {
        first_name: c.first,
        last_name: c.last,
        email: `warehouse-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.${shop}`,
        phone: c.phone,
        address: c.street,
        city: c.city,
        postcode: c.postcode,
      },
      order_info: { consent_to_terms_of_service: true },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { number, accessToken, paymentUrl } = (await response.json()) as {
    number: string;
    accessToken: string;
    paymentUrl: string | null;
  };
  if (payment === 'card') {
    const gateway = await visitor.newPage();
    await gateway.goto(paymentUrl ?? '');
    await gateway.getByRole('button', { name: names[shop].approve }).click();
    await expect(
      gateway.getByText(textOf(shop, 'checkout.payment.paid.title'), { exact: true }),
    ).toBeVisible();
    await gateway.close();
  }
  return { number, token: accessToken };
}

/** A valid IMEI no test used before: 14 random digits and their Luhn check digit. */
function freshImei(): string {
  const body = `35${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Picks the order from whichever store holds its goods, into the crate; answers the barcode of its
 * (single) line as the list shows it — the EAN when the box has one, else the product code.
 */
async function pickIntoCrate(
  page: Page,
  t: (id: string) => string,
  number: string,
  crateCode: string,
): Promise<string> {
  // The worker knows which store the goods are in; the test asks the list of each store.
  const stores = (await (await page.request.get('/api/new/warehouse/stock-summary')).json()) as {
    storeId: number;
  }[];
  let storeId: number | undefined;
  for (const { storeId: candidate } of stores) {
    const list = await page.request.get(`/api/new/warehouse/picking?storeId=${candidate}`);
    const { orders } = (await list.json()) as { orders: { orderNumber: string }[] };
    if (orders.some((listed) => listed.orderNumber === number)) storeId = candidate;
  }
  expect(storeId, `${number} is on a store's picking list`).toBeDefined();
  await page.getByRole('combobox', { name: t('warehouse.picking.store') }).selectOption(String(storeId));
  const order = page.getByRole('article', { name: number });
  await expect(order).toBeVisible();
  await expect(order.getByText(t('warehouse.picking.status.waiting'))).toBeVisible();
  const codes = await order.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  const barcode = (codes ?? '').split(' / ').at(-1)?.trim() ?? '';
  expect(barcode).not.toBe('');
  await order.getByRole('button', { name: new RegExp(`^${t('warehouse.picking.action.start')}`) }).click();
  await expect(order.getByText(t('warehouse.picking.status.in_progress'), { exact: true })).toBeVisible();
  await order.getByRole('button', { name: new RegExp(`^${t('warehouse.picking.action.picked')}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('warehouse.picking.crate.code') }).fill(crateCode);
  await dialog.getByRole('button', { name: t('warehouse.picking.crate.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByText(t('warehouse.picking.status.picked'), { exact: true })).toBeVisible();
  return barcode;
}

test('a warehouse worker picks two orders into a crate, packs by scanner and hands over', async ({
  page,
  shop,
  t,
  paths,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const visitors = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  const phoneType = shop === 'cz' ? 'telefony' : 'telefoane';
  const accessoryType = shop === 'cz' ? 'prislusenstvi' : 'accesorii';
  const phoneOrder = await orderOne(visitors[0], baseURL ?? '', shop, phoneType, 'card');
  const accessoryOrder = await orderOne(visitors[1], baseURL ?? '', shop, accessoryType, 'cash_on_delivery');

  await logIn(page, { paths, t }, demoAccounts[shop].warehouse);
  const crates = (await (await page.request.get('/api/new/warehouse/crates')).json()) as {
    code: string;
    name: string;
    orders: string[];
  }[];
  const crate = crates.find((candidate) => candidate.orders.length === 0);
  if (!crate) throw new Error('no empty crate');

  // Picking: each order from its store into the same crate.
  await page.goto(warehousePath(shop, 'picking'));
  await expect(pageHeading(page)).toHaveText(t('warehouse.picking.title'));
  const phoneCode = await pickIntoCrate(page, t, phoneOrder.number, crate.code);
  const accessoryCode = await pickIntoCrate(page, t, accessoryOrder.number, crate.code);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(warehousePath(shop, 'crates'));
  const crateRow = page.getByRole('row').filter({ hasText: phoneOrder.number });
  await expect(crateRow).toContainText(accessoryOrder.number);

  // Packing: the scanner types on a Czech layout; the page reads the keys' positions.
  await page.goto(warehousePath(shop, 'packing'));
  await expect(pageHeading(page)).toHaveText(t('warehouse.packing.title'));
  const message = page.getByRole('status', { name: t('warehouse.packing.message.label') });
  // The box around the message is coloured (and sounds) by the scan's outcome.
  const tone = page.locator('[data-tone]').filter({ has: message });
  await scanWithCzechLayout(page, crate.code);
  const crateOrders = page.getByRole('region', {
    name: t('warehouse.packing.crate.title', { crate: crate.name }),
  });
  await expect(crateOrders.getByRole('listitem')).toHaveCount(2);
  await scanWithCzechLayout(page, phoneOrder.number);
  const linesTable = page.getByRole('table', { name: t('warehouse.packing.order.lines') });
  await expect(linesTable).toContainText(phoneCode);

  // A wrong scan: goods of the other order.
  await scanWithCzechLayout(page, accessoryCode);
  await expect(tone).toHaveAttribute('data-tone', 'wrong');

  await scanWithCzechLayout(page, phoneCode);
  await expect(linesTable.getByText(t('warehouse.packing.order.awaitingImei'))).toBeVisible();
  const imei = freshImei();
  await scanWithCzechLayout(page, imei);
  await expect(linesTable.getByText(imei)).toBeVisible();
  // Undo the last scan with its key, then scan the IMEI again.
  await page.locator('body').press('Backspace');
  await expect(linesTable.getByText(imei)).toBeHidden();
  await scanWithCzechLayout(page, imei);
  await expect(linesTable.getByText(imei)).toBeVisible();

  await scanWithCzechLayout(page, packingCommands.finish);
  const label = page.getByRole('link', { name: t('warehouse.packing.package.label') });
  await expect(label).toBeVisible();
  const pdf = await page.request.get(String(await label.getAttribute('href')));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const trackingPrefix = t('warehouse.packing.package.tracking', { tracking: '§' }).split('§')[0];
  const trackingText = await page.getByText(trackingPrefix).textContent();
  const tracking = (trackingText ?? '').slice(trackingPrefix.length).trim();
  expect(tracking).toBeTruthy();
  expect(await seriousViolations(page)).toEqual([]);
  await scanWithCzechLayout(page, packingCommands.handOver);
  await expect(message).toContainText(
    shop === 'cz' ? 'Předáno dopravci PPL' : 'Predat curierului FAN Courier',
  );
  // The other order of the crate comes up by itself.
  await expect(
    page.getByRole('heading', {
      name: new RegExp(t('warehouse.packing.order.title', { order: accessoryOrder.number })),
    }),
  ).toBeVisible();

  // The customer follows the parcel by its number.
  const customer = await visitors[0].newPage();
  await customer.goto(orderPagePath(shop, 'status', phoneOrder));
  await expect(customer.getByText(tracking ?? '')).toBeVisible();

  // The second order is cancelled while it waits; once packed, the station will not hand it over.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await logIn(staff, { paths, t }, demoAccounts[shop].staff);
  await scanWithCzechLayout(page, accessoryCode);
  await expect(linesTable).toContainText(t('warehouse.packing.order.progress', { scanned: 1, quantity: 1 }));
  await page.getByRole('button', { name: t('warehouse.packing.action.finish') }).click();
  await expect(page.getByRole('link', { name: t('warehouse.packing.package.label') })).toBeVisible();
  const cancelled = await staff.request.post(`/api/new/admin/orders/${accessoryOrder.number}/cancel`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(cancelled.status()).toBe(200);
  await page.getByRole('button', { name: t('warehouse.packing.action.handOver') }).click();
  await expect(message).toContainText(
    shop === 'cz'
      ? 'Nelze předat dopravci. Objednávka byla možná zrušena.'
      : 'Nu se poate preda curierului. Poate comanda a fost anulată.',
  );
  await expect(tone).toHaveAttribute('data-tone', 'cancelled');
  await staffContext.close();
  for (const visitor of visitors) await visitor.close();
});
