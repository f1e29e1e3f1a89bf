import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { installmentOffersFor } from '../../checkout/installment-offers.ts';
import {
  cartWith,
  orderBody,
  orderRow,
  placeOrder,
  stockedProduct,
} from '../../orders/order-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { testModeFinalisedLoans, testModeInstallments } from '../test-mode-installments.ts';
import { defaultInstallmentAdapters } from './installment-orders.ts';

// Installment admin over HTTP: the companies and price lists staff keep are what the storefront
// offers, and the move of an order's installment to 'sent' finalises the loan through the adapter.

const api = withFreshApp(['cz', 'ro']);
const ADMIN = '/api/new/admin/installments';
const BEST = '/api/new/checkout/installments/best-options';
const urlOf = (shop: ShopCode, path: string) => `${api.apps[shop].url}${path}`;
const staff: Record<ShopCode, string> = { cz: '', ro: '' };
let skip = 0;

async function staffOf(shop: ShopCode) {
  staff[shop] ||= await logIn(api.apps[shop].url, shop === 'cz' ? 'admin@example.cz' : 'admin@example.ro');
  return staff[shop];
}

/** A visitor's cart of one phone priced within `range`; its price is what installments finance. */
async function cartIn(shop: ShopCode, range: [number, number], nth = skip++ % 3) {
  const product = await stockedProduct(api.db, shop, 5, range, nth);
  return { sid: await cartWith(api.apps[shop].url, product.id), product };
}

async function companies(shop: ShopCode) {
  const response = await request(urlOf(shop, `${ADMIN}/companies`), { sid: await staffOf(shop) });
  assert.equal(response.status, 200);
  return response.body.companies as {
    id: number;
    code: string;
    testMode: boolean;
    active: boolean;
    priceLists: { id: number; code: string; apr: number; months: number }[];
  }[];
}

async function priceListId(shop: ShopCode, code: string) {
  const found = (await companies(shop)).flatMap((c) => c.priceLists).find((list) => list.code === code);
  assert.ok(found, `price list ${code}`);
  return found.id;
}

async function historyOf(shop: ShopCode, entity: string, id: number | string) {
  const response = await request(urlOf(shop, `/api/new/admin/history/${entity}/${id}`), {
    sid: await staffOf(shop),
  });
  assert.equal(response.status, 200);
  return response.body.items as { action: string; actor: string }[];
}

describe('installment admin: access', () => {
  test('anonymous callers get 401, customers 403', async () => {
    const anonymous = await request(urlOf('cz', `${ADMIN}/companies`));
    assert.equal(anonymous.status, 401);
    const customer = await logIn(api.url, 'jana.novakova@example.cz');
    const refused = await request(urlOf('cz', `${ADMIN}/orders`), { sid: customer });
    assert.equal(refused.status, 403);
  });
});

describe('installment admin: the seeded test-mode company', () => {
  test('each shop has the test-mode company with the three test plans', async () => {
    for (const shop of ['cz', 'ro'] as const) {
      const [company] = await companies(shop);
      assert.equal(company.code, 'test');
      assert.equal(company.testMode, true);
      assert.deepEqual(
        company.priceLists.map((list) => [list.code, list.months, list.apr]),
        [
          ['test-10x', 10, 0],
          ['test-20x', 20, 9.9],
          ['test-30x', 30, 14.9],
        ],
      );
    }
  });

  test('the storefront offers the same numbers the test-mode adapter did', async () => {
    const cases: [ShopCode, [number, number]][] = [
      ['cz', [300_000, 499_900]],
      ['cz', [500_000, 799_900]],
      ['cz', [900_000, 5_000_000]],
      ['ro', [60_000, 99_900]],
      ['ro', [160_000, 1_000_000]],
    ];
    for (const [shop, range] of cases) {
      const { sid, product } = await cartIn(shop, range, 0);
      const response = await request(urlOf(shop, BEST), { sid });
      assert.equal(response.status, 200);
      assert.ok(response.body.options.length > 0, `offers for ${product.price}`);
      assert.deepEqual(
        response.body.options,
        installmentOffersFor(shop, product.price, testModeInstallments),
      );
    }
  });
});

describe('installment admin: companies and price lists', () => {
  test('a price list APR change shows at once in the storefront offer (cz and ro), and in the history', async () => {
    for (const shop of ['cz', 'ro'] as const) {
      const range: [number, number] = shop === 'cz' ? [900_000, 5_000_000] : [160_000, 1_000_000];
      const { sid, product } = await cartIn(shop, range);
      const id = await priceListId(shop, 'test-30x');
      const before = (await request(urlOf(shop, BEST), { sid })).body.options.find(
        (o: { code: string }) => o.code === 'test-30x',
      );
      assert.equal(before.apr, 14.9);

      const saved = await request(urlOf(shop, `${ADMIN}/price-lists/${id}`), {
        method: 'PATCH',
        sid: await staffOf(shop),
        json: { apr: 19.99 },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(saved.body.apr, 19.99);

      const after = (await request(urlOf(shop, BEST), { sid })).body.options.find(
        (o: { code: string }) => o.code === 'test-30x',
      );
      assert.equal(after.apr, 19.99);
      const rate = 0.1999 / 12;
      const expected = Math.ceil((product.price * rate) / (1 - (1 + rate) ** -30) / 100) * 100;
      assert.equal(after.monthly.amount, expected);
      assert.ok(after.monthly.amount > before.monthly.amount);
      assert.equal((await historyOf(shop, 'installment-price-list', id))[0].action, 'update');

      const restored = await request(urlOf(shop, `${ADMIN}/price-lists/${id}`), {
        method: 'PATCH',
        sid: await staffOf(shop),
        json: { apr: 14.9 },
      });
      assert.equal(restored.status, 200);
    }
  });

  test('the product page preview follows the cheapest configured plan', async () => {
    const { product } = await cartIn('cz', [900_000, 5_000_000]);
    const page = async () =>
      (await request(urlOf('cz', `/api/new/catalogue/products/${product.seo}`))).body.installment;
    const id = await priceListId('cz', 'test-30x');
    const before = await page();
    assert.equal(before.months, 30);
    await request(urlOf('cz', `${ADMIN}/price-lists/${id}`), {
      method: 'PATCH',
      sid: await staffOf('cz'),
      json: { months: 40 },
    });
    const after = await page();
    assert.equal(after.months, 40);
    assert.ok(after.monthly.amount < before.monthly.amount);
    await request(urlOf('cz', `${ADMIN}/price-lists/${id}`), {
      method: 'PATCH',
      sid: await staffOf('cz'),
      json: { months: 30 },
    });
  });

  test('a new company with a price list, a down payment and validity; deactivation withdraws it', async () => {
    const sid = await staffOf('cz');
    const created = await request(urlOf('cz', `${ADMIN}/companies`), {
      sid,
      json: { code: 'home-credit', name: 'Splátky Plus', minAmount: 200_000, maxAmount: 30_000_000 },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.adapter, 'test');
    assert.equal(created.body.testMode, true);
    const companyId = created.body.id;

    const list = await request(urlOf('cz', `${ADMIN}/companies/${companyId}/price-lists`), {
      sid,
      json: {
        code: 'plus-12',
        barem: 'Splátky Plus 12×',
        type: 'Akce',
        months: 12,
        apr: 5.5,
        downPaymentPercent: 10,
        validFrom: '2020-01-01',
        validTo: '2099-12-31',
      },
    });
    assert.equal(list.status, 201, JSON.stringify(list.body));

    const { sid: cart, product } = await cartIn('cz', [900_000, 5_000_000]);
    const offer = (await request(urlOf('cz', BEST), { sid: cart })).body.options.find(
      (o: { code: string }) => o.code === 'plus-12',
    );
    assert.ok(offer, 'the new plan is offered');
    assert.equal(offer.provider, 'Splátky Plus');
    assert.equal(offer.barem, 'Splátky Plus 12×');
    const down = Math.ceil((product.price * 10) / 100 / 100) * 100;
    assert.equal(offer.downPayment.amount, down);
    assert.equal(offer.total.amount, down + offer.monthly.amount * 12);

    // Not valid yet: not offered.
    await request(urlOf('cz', `${ADMIN}/price-lists/${list.body.id}`), {
      method: 'PATCH',
      sid,
      json: { validFrom: '2098-01-01' },
    });
    const future = (await request(urlOf('cz', BEST), { sid: cart })).body.options;
    assert.equal(
      future.some((o: { code: string }) => o.code === 'plus-12'),
      false,
    );
    await request(urlOf('cz', `${ADMIN}/price-lists/${list.body.id}`), {
      method: 'PATCH',
      sid,
      json: { validFrom: null },
    });

    const deactivated = await request(urlOf('cz', `${ADMIN}/companies/${companyId}/deactivate`), {
      method: 'POST',
      sid,
    });
    assert.equal(deactivated.status, 200);
    assert.equal(deactivated.body.active, false);
    const withdrawn = (await request(urlOf('cz', BEST), { sid: cart })).body.options;
    assert.equal(
      withdrawn.some((o: { code: string }) => o.code === 'plus-12'),
      false,
    );
    assert.deepEqual(
      (await historyOf('cz', 'installment-company', companyId)).map((h) => h.action),
      ['deactivate', 'create'],
    );
    assert.equal((await historyOf('cz', 'installment-price-list', list.body.id)).at(-1)?.action, 'create');

    const edited = await request(urlOf('cz', `${ADMIN}/companies/${companyId}`), {
      method: 'PATCH',
      sid,
      json: { name: 'Splátky Plus a.s.', active: true },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.name, 'Splátky Plus a.s.');
    assert.equal((await historyOf('cz', 'installment-company', companyId))[0].action, 'update');

    const listOff = await request(urlOf('cz', `${ADMIN}/price-lists/${list.body.id}/deactivate`), {
      method: 'POST',
      sid,
    });
    assert.equal(listOff.status, 200);
    assert.equal(listOff.body.active, false);
    assert.equal((await historyOf('cz', 'installment-price-list', list.body.id))[0].action, 'deactivate');
  });

  test('validation: months 1..120, APR 0..100 with 2 decimals, to after from; 400 with field errors', async () => {
    const sid = await staffOf('cz');
    const [company] = await companies('cz');
    const bad = await request(urlOf('cz', `${ADMIN}/companies/${company.id}/price-lists`), {
      sid,
      json: {
        code: 'Bad Code',
        barem: '',
        type: 'x',
        months: 121,
        apr: 9.999,
      },
    });
    assert.equal(bad.status, 400);
    const form = bad.body.errors.form;
    assert.deepEqual(Object.keys(form).sort(), ['apr', 'barem', 'code', 'months']);
    assert.deepEqual(form.months, ['Hodnota může být nejvýše 120.']);
    assert.deepEqual(form.apr, ['Zadejte číslo s nejvýše dvěma desetinnými místy.']);
    const dates = await request(urlOf('cz', `${ADMIN}/companies/${company.id}/price-lists`), {
      sid,
      json: {
        code: 'dates',
        barem: 'D',
        type: 'D',
        months: 6,
        apr: 1,
        validFrom: '2026-05-01',
        validTo: '2026-04-01',
      },
    });
    assert.equal(dates.status, 400);
    assert.deepEqual(dates.body.errors.form, { validTo: ['Konec musí být později než začátek.'] });

    const tooHigh = await request(
      urlOf('ro', `${ADMIN}/companies/${(await companies('ro'))[0].id}/price-lists`),
      {
        sid: await staffOf('ro'),
        json: { code: 'ro-0', barem: 'Zero', type: 'Standard', months: 0, apr: 100.5 },
      },
    );
    assert.equal(tooHigh.status, 400);
    assert.deepEqual(tooHigh.body.errors.form.months, ['Valoarea trebuie să fie cel puțin 1.']);
    assert.ok(tooHigh.body.errors.form.apr);

    // One end patched against the stored other.
    const id = await priceListId('cz', 'test-20x');
    const setTo = await request(urlOf('cz', `${ADMIN}/price-lists/${id}`), {
      method: 'PATCH',
      sid,
      json: { validTo: '2099-01-01' },
    });
    assert.equal(setTo.status, 200);
    const wrongFrom = await request(urlOf('cz', `${ADMIN}/price-lists/${id}`), {
      method: 'PATCH',
      sid,
      json: { validFrom: '2099-06-01' },
    });
    assert.equal(wrongFrom.status, 400);
    assert.deepEqual(wrongFrom.body.errors.form.validFrom, ['Konec musí být později než začátek.']);
    await request(urlOf('cz', `${ADMIN}/price-lists/${id}`), {
      method: 'PATCH',
      sid,
      json: { validTo: null },
    });

    const taken = await request(urlOf('cz', `${ADMIN}/companies/${company.id}/price-lists`), {
      sid,
      json: { code: 'test-10x', barem: 'Copy', type: 'Copy', months: 10, apr: 0 },
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'installment_code_taken');

    const amounts = await request(urlOf('cz', `${ADMIN}/companies`), {
      sid,
      json: { code: 'x', name: 'X', minAmount: 500_000, maxAmount: 100_000 },
    });
    assert.equal(amounts.status, 400);
    assert.ok(amounts.body.errors.form.maxAmount);

    const missing = await request(urlOf('cz', `${ADMIN}/price-lists/999999`), {
      method: 'PATCH',
      sid,
      json: {},
    });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'installment_price_list_not_found');
    // Another shop's company is not found either.
    const foreign = await request(urlOf('ro', `${ADMIN}/companies/${company.id}`), {
      method: 'PATCH',
      sid: await staffOf('ro'),
      json: { name: 'Y' },
    });
    assert.equal(foreign.status, 404);
  });
});

describe("installment admin: orders' installments and 'sent'", () => {
  async function installmentOrder(shop: ShopCode, arrange: 'online' | 'on-store') {
    const range: [number, number] = shop === 'cz' ? [900_000, 5_000_000] : [160_000, 1_000_000];
    const { sid } = await cartIn(shop, range);
    const placed = await placeOrder(
      api.apps[shop].url,
      sid,
      orderBody(shop, {
        type_payment: 'installments',
        installment: { code: 'test-10x', arrange_type: arrange },
      }),
    );
    return placed.body.number as string;
  }

  test('the grid lists the installments with company and status, filtered by status', async () => {
    const online = await installmentOrder('cz', 'online');
    const store = await installmentOrder('cz', 'on-store');
    const sid = await staffOf('cz');
    const all = await request(urlOf('cz', `${ADMIN}/orders`), { sid });
    assert.equal(all.status, 200);
    const numbers = all.body.items.map((row: { orderNumber: string }) => row.orderNumber);
    assert.ok(numbers.includes(online) && numbers.includes(store));
    const row = all.body.items.find((r: { orderNumber: string }) => r.orderNumber === store);
    assert.equal(row.company, 'Test mode installments');
    assert.equal(row.testMode, true);
    assert.equal(row.months, 10);
    assert.equal(row.status, 'waiting_for_store');
    assert.equal(row.canSend, true);

    const waiting = await request(urlOf('cz', `${ADMIN}/orders?status=waiting_for_store`), { sid });
    assert.ok(waiting.body.items.every((r: { status: string }) => r.status === 'waiting_for_store'));
    assert.ok(waiting.body.items.some((r: { orderNumber: string }) => r.orderNumber === store));
    assert.equal(
      waiting.body.items.some((r: { orderNumber: string }) => r.orderNumber === online),
      false,
    );
    const wrong = await request(urlOf('cz', `${ADMIN}/orders?status=lost`), { sid });
    assert.equal(wrong.status, 400);
  });

  test("'sent' calls the company adapter in test mode, records it, and is audited", async () => {
    const number = await installmentOrder('ro', 'on-store');
    const calls = testModeFinalisedLoans.length;
    const sent = await request(urlOf('ro', `${ADMIN}/orders/${number}/sent`), {
      method: 'POST',
      sid: await staffOf('ro'),
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.status, 'sent');
    assert.equal(sent.body.testMode, true);
    assert.equal(sent.body.reference, `TEST-${number}`);
    assert.match(sent.body.message, /test mode/i);
    assert.equal(testModeFinalisedLoans.length, calls + 1);
    assert.equal(testModeFinalisedLoans.at(-1)?.orderNumber, number);
    assert.equal(testModeFinalisedLoans.at(-1)?.months, 10);

    const grid = await request(urlOf('ro', `${ADMIN}/orders?status=sent`), { sid: await staffOf('ro') });
    const row = grid.body.items.find((r: { orderNumber: string }) => r.orderNumber === number);
    assert.equal(row.reference, `TEST-${number}`);
    assert.ok(row.sentAt);
    assert.equal(row.canSend, false);

    const order = await orderRow(api.db, number);
    assert.equal((await historyOf('ro', 'order', order.id))[0].action, 'installment-sent');
  });

  test("'sent' is refused with 409 when already sent, rejected or cancelled; 404 for no installment", async () => {
    const sid = await staffOf('cz');
    const already = await installmentOrder('cz', 'online');
    const twice = await request(urlOf('cz', `${ADMIN}/orders/${already}/sent`), { method: 'POST', sid });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.code, 'installment_not_sendable');
    assert.match(twice.body.message, /už je odeslaná/);

    const rejected = await installmentOrder('cz', 'on-store');
    const rejectedOrder = await orderRow(api.db, rejected);
    // The company's rejection arrives from its side; no staff route makes it.
    await api.db
      .updateTable('order_installments')
      .set({ status: 'rejected' })
      .where('order_id', '=', rejectedOrder.id)
      .execute();
    const refused = await request(urlOf('cz', `${ADMIN}/orders/${rejected}/sent`), { method: 'POST', sid });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /zamítla/);

    const cancelled = await installmentOrder('cz', 'on-store');
    const cancel = await request(urlOf('cz', `/api/new/admin/orders/${cancelled}/cancel`), {
      method: 'POST',
      sid,
    });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const afterCancel = await request(urlOf('cz', `${ADMIN}/orders/${cancelled}/sent`), {
      method: 'POST',
      sid,
    });
    assert.equal(afterCancel.status, 409);
    assert.match(afterCancel.body.message, /zrušená/);

    const none = await request(urlOf('cz', `${ADMIN}/orders/CZ00000000/sent`), { method: 'POST', sid });
    assert.equal(none.status, 404);
    assert.equal(none.body.code, 'installment_not_found');
    // Another shop's order is not found in this one.
    const foreign = await request(urlOf('ro', `${ADMIN}/orders/${rejected}/sent`), {
      method: 'POST',
      sid: await staffOf('ro'),
    });
    assert.equal(foreign.status, 404);
  });

  test('when the company fails, 502 and the status stays', async () => {
    const number = await installmentOrder('cz', 'on-store');
    const working = defaultInstallmentAdapters.test;
    defaultInstallmentAdapters.test = {
      ...working,
      async finalise() {
        throw new Error('the company is down');
      },
    };
    try {
      const failed = await request(urlOf('cz', `${ADMIN}/orders/${number}/sent`), {
        method: 'POST',
        sid: await staffOf('cz'),
      });
      assert.equal(failed.status, 502);
      assert.equal(failed.body.code, 'installment_finalise_failed');
    } finally {
      defaultInstallmentAdapters.test = working;
    }
    const order = await orderRow(api.db, number);
    const row = await api.db
      .selectFrom('order_installments')
      .select(['status', 'sent_at'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'waiting_for_store', sent_at: null });
  });
});
