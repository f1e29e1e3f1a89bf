import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { addToCart, getCart, offerPrice, priceOf, withStock } from './cart-test-support.ts';
import { prolongWarrantyCode } from './prolong-warranty-code.ts';

const api = withFreshApp(['cz', 'ro']);
const url = (path: string, shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}/api/new/cart${path}`;

const PHONE = 'apple-iphone-13-128gb-midnight';
const ACCESSORY = 'apple-usb-c-20w-power-adapter-white';
// Seeded rules for phones: theft-damage-12 (12 %), damage-24 (15 %), extended-warranty-12 (5 %).

describe('GET /api/new/cart', () => {
  test('answers an empty cart without a session, with the bonus percentage and zero totals', async () => {
    const response = await request(url(''));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.body.count, 0);
    assert.deepEqual(response.body.packages, []);
    assert.equal(response.body.buyoutBonusPercent, 10);
    assert.deepEqual(response.body.totals.total, { amount: 0, currency: 'CZK' });
    assert.equal((await request(url('', 'ro'))).body.totals.total.currency, 'RON');
  });

  test('prices a package with its sub-cart options chosen on add, from current prices', async () => {
    const id = await withStock(api.db, PHONE, 5);
    const price = await priceOf(api.db, id);
    const sid = await addToCart(api.url, {
      productId: id,
      quantity: 2,
      installment: { code: 'test-12', arrangeType: 'online' },
      options: {
        insuranceIds: ['theft-damage-12'],
        warrantyMonths: 12,
        screenProtection: true,
        gluing: 'glass',
      },
    });
    const cart = await getCart(api.url, sid);
    assert.equal(cart.count, 2);
    const [pkg] = cart.packages;
    assert.equal(pkg.productSeoName, PHONE);
    assert.equal(pkg.brand, 'Apple');
    assert.match(pkg.name, /^Apple iPhone 13 128 GB/);
    assert.equal(pkg.unitPrice.amount, price);
    assert.deepEqual(pkg.installment, { code: 'test-12', arrangeType: 'online' });
    const byKind = Object.fromEntries(pkg.services.map((s: { kind: string }) => [s.kind, s]));
    assert.equal(byKind.insurance.code, 'theft-damage-12');
    assert.equal(byKind.insurance.price.amount, offerPrice(price, 1200));
    assert.equal(byKind.warranty.price.amount, offerPrice(price, 500));
    assert.equal(byKind.warranty.months, 12);
    assert.equal(byKind.screen_protection.price.amount, 39_900);
    assert.equal(byKind.gluing.code, 'glass');
    assert.equal(byKind.gluing.price.amount, 29_900);
    assert.ok(pkg.services.every((s: { priceChanged: boolean }) => !s.priceChanged));
    const perPiece = price + offerPrice(price, 1200) + offerPrice(price, 500) + 39_900 + 29_900;
    assert.equal(pkg.total.amount, perPiece * 2);
    assert.equal(cart.totals.items.amount, perPiece * 2);
    assert.equal(cart.totals.total.amount, perPiece * 2);
    assert.equal(cart.totals.vatRatePercent, 21);
    assert.equal(cart.totals.vat.amount, Math.round((perPiece * 2 * 21) / 121));
    const offered = pkg.availableServices.map((s: { kind: string; code: string }) => `${s.kind}:${s.code}`);
    assert.ok(offered.includes('insurance:damage-24'));
    assert.ok(offered.includes('gluing:foil'));
    assert.deepEqual(cart.problems, []);
  });

  test('ignores prices a client sends: totals are always the server’s', async () => {
    const id = await withStock(api.db, PHONE, 5);
    const price = await priceOf(api.db, id);
    const sid = await addToCart(api.url, {
      productId: id,
      quantity: 1,
      price: 1,
      total: 1,
      unitPrice: { amount: 1 },
    });
    const cart = await getCart(api.url, sid);
    assert.equal(cart.totals.total.amount, price);
  });

  test('offers no screen protection or gluing for accessories and refuses them (400 at the field)', async () => {
    const id = await withStock(api.db, ACCESSORY, 5);
    const refused = await request(url('/items'), { json: { productId: id, options: { gluing: 'foil' } } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'invalid_option');
    assert.equal(refused.body.errors.form['options.gluing'][0], refused.body.message);
    const sid = await addToCart(api.url, { productId: id });
    const cart = await getCart(api.url, sid);
    assert.deepEqual(cart.packages[0].availableServices, []);
  });
});

describe('package options', () => {
  test('PATCH leaves omitted options, removes null/false ones, and changes the quantity within stock', async () => {
    const id = await withStock(api.db, PHONE, 3);
    const sid = await addToCart(api.url, {
      productId: id,
      options: { insuranceIds: ['theft-damage-12', 'damage-24'], screenProtection: true, gluing: 'foil' },
    });
    const itemId = (await getCart(api.url, sid)).packages[0].id;
    const patch = (json: unknown) => request(url(`/items/${itemId}`), { method: 'PATCH', json, sid });

    const changed = await patch({
      quantity: 3,
      options: { gluing: null, screenProtection: false, warrantyMonths: 12 },
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.count, 3);
    const kinds = changed.body.packages[0].services.map(
      (s: { kind: string; code: string }) => `${s.kind}:${s.code}`,
    );
    assert.deepEqual(kinds.sort(), [
      'insurance:damage-24',
      'insurance:theft-damage-12',
      'warranty:extended-warranty-12',
    ]);

    const tooMany = await patch({ quantity: 4 });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.code, 'out_of_stock');
    assert.equal(tooMany.body.message, 'Skladem zbývá jen 3 kusy.');
    for (const bad of [
      { quantity: 100 },
      { quantity: 0 },
      { options: { gluing: 'paper' } },
      { options: { warrantyMonths: 12, prolongWarrantyCode: 'PW-12-AAAAA' } },
    ]) {
      const response = await patch(bad);
      assert.equal(response.status, 400, JSON.stringify(bad));
    }
    const noWarranty = await patch({ options: { warrantyMonths: 36 } });
    assert.equal(noWarranty.status, 400);
    assert.ok(noWarranty.body.errors.form['options.warrantyMonths'][0]);
    const noInsurance = await patch({ options: { insuranceIds: ['made-up'] } });
    assert.equal(noInsurance.status, 400);
    assert.ok(noInsurance.body.errors.form['options.insuranceIds'][0]);
    const none = await patch({ options: { insuranceIds: [] } });
    assert.deepEqual(
      none.body.packages[0].services.map((s: { kind: string }) => s.kind),
      ['warranty'],
    );
  });

  test('takes a prepaid prolong-warranty code at price 0 and refuses a mistyped one', async () => {
    const id = await withStock(api.db, PHONE, 3);
    const code = prolongWarrantyCode(24, '7K3Q');
    const sid = await addToCart(api.url, {
      productId: id,
      options: { prolongWarrantyCode: code.toLowerCase() },
    });
    const [warranty] = (await getCart(api.url, sid)).packages[0].services;
    assert.deepEqual(
      { kind: warranty.kind, code: warranty.code, months: warranty.months, price: warranty.price.amount },
      { kind: 'warranty', code, months: 24, price: 0 },
    );
    const typo = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const refused = await request(url('/items'), {
      json: { productId: id, options: { prolongWarrantyCode: typo } },
      sid,
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.errors.form['options.prolongWarrantyCode'][0], /PW-24-7K3Q/);
  });

  test('DELETE removes one package item, or one insurance by ?code=', async () => {
    const id = await withStock(api.db, PHONE, 3);
    const sid = await addToCart(api.url, {
      productId: id,
      options: { insuranceIds: ['theft-damage-12', 'damage-24'], gluing: 'glass' },
    });
    const itemId = (await getCart(api.url, sid)).packages[0].id;
    const remove = (path: string) =>
      request(url(`/items/${itemId}/services/${path}`), { method: 'DELETE', sid });
    const one = await remove('insurance?code=damage-24');
    assert.equal(one.status, 200);
    assert.deepEqual(one.body.packages[0].services.map((s: { code: string }) => s.code).sort(), [
      'glass',
      'theft-damage-12',
    ]);
    const gluing = await remove('gluing');
    assert.deepEqual(
      gluing.body.packages[0].services.map((s: { code: string }) => s.code),
      ['theft-damage-12'],
    );
    const again = await remove('gluing');
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'service_not_found');
    assert.equal((await remove('massage')).status, 400);
  });

  test('an item id of another cart (or no cart at all) is a 404', async () => {
    const id = await withStock(api.db, PHONE, 5);
    const owner = await addToCart(api.url, { productId: id });
    const itemId = (await getCart(api.url, owner)).packages[0].id;
    const stranger = await addToCart(api.url, { productId: id });
    for (const sid of [stranger, undefined]) {
      const patch = await request(url(`/items/${itemId}`), { method: 'PATCH', json: { quantity: 2 }, sid });
      assert.equal(patch.status, 404);
      assert.equal(patch.body.code, 'cart_item_not_found');
      const del = await request(url(`/items/${itemId}/services/insurance`), { method: 'DELETE', sid });
      assert.equal(del.status, 404);
    }
    assert.equal((await request(url('/items/abc'), { method: 'PATCH', json: {}, sid: owner })).status, 404);
    assert.equal((await getCart(api.url, owner)).count, 1, "the owner's cart is untouched");
  });

  test('notices an insurance price change and clears the problem when chosen again', async () => {
    const id = await withStock(api.db, 'apple-iphone-14-128gb-midnight', 3);
    const price = await priceOf(api.db, id);
    const sid = await addToCart(api.url, { productId: id, options: { insuranceIds: ['damage-24'] } });
    await api.db
      .updateTable('product_offer_rules')
      .set({ rate_bp: 1700 })
      .where('code', '=', 'damage-24')
      .execute();
    try {
      const cart = await getCart(api.url, sid);
      const [insurance] = cart.packages[0].services;
      assert.equal(insurance.priceChanged, true);
      assert.equal(insurance.price.amount, offerPrice(price, 1700), 'the current price is shown');
      assert.deepEqual(cart.problems, ['insurance_price_changed']);
      const reselected = await request(url(`/items/${cart.packages[0].id}`), {
        method: 'PATCH',
        json: { options: { insuranceIds: ['damage-24'] } },
        sid,
      });
      assert.equal(reselected.body.packages[0].services[0].priceChanged, false);
      assert.deepEqual(reselected.body.problems, []);
    } finally {
      await api.db
        .updateTable('product_offer_rules')
        .set({ rate_bp: 1500 })
        .where('code', '=', 'damage-24')
        .execute();
    }
  });

  test('reports out_of_stock when the stock fell below the quantity', async () => {
    const id = await withStock(api.db, 'apple-iphone-14-128gb-blue', 3);
    const sid = await addToCart(api.url, { productId: id, quantity: 3 });
    await withStock(api.db, 'apple-iphone-14-128gb-blue', 1);
    const cart = await getCart(api.url, sid);
    assert.deepEqual(cart.problems, ['out_of_stock']);
    assert.equal(cart.packages[0].stock, 1);
  });
});

describe('POST /api/new/cart/remove', () => {
  test('removes the whole package; the last one empties the cart with its discounts', async () => {
    const phone = await withStock(api.db, PHONE, 5);
    const accessory = await withStock(api.db, ACCESSORY, 5);
    const sid = await addToCart(api.url, { productId: phone, options: { gluing: 'glass' } });
    await addToCart(api.url, { productId: accessory, quantity: 2 }, sid);
    const applied = await request(url('/discounts'), { json: { code: 'VITEJTE10' }, sid });
    assert.equal(applied.status, 200);

    const first = await request(url('/remove'), { json: { productSeoName: PHONE }, sid });
    assert.equal(first.status, 200);
    assert.equal(first.body.count, 2);
    assert.equal(first.body.discounts.length, 1, 'discounts stay while something is in the cart');
    const missing = await request(url('/remove'), { json: { productSeoName: PHONE }, sid });
    assert.equal(missing.status, 404);
    const last = await request(url('/remove'), { json: { productSeoName: ACCESSORY }, sid });
    assert.equal(last.body.count, 0);
    assert.deepEqual(last.body.discounts, []);
    assert.deepEqual((await request(`${api.url}/api/new/cart/count`, { sid })).body, { count: 0 });
    const cartDiscounts = await api.db
      .selectFrom('cart_discounts as cd')
      .innerJoin('carts as c', 'c.id', 'cd.cart_id')
      .innerJoin('sessions as s', 's.id', 'c.session_id')
      .select('cd.id')
      .execute();
    assert.equal(cartDiscounts.length, 0);
    assert.equal((await request(url('/remove'), { json: {}, sid })).status, 400);
  });
});

describe('login merge', () => {
  test("keeps the visitor's package items, installment and buyout bonus in the account's cart", async () => {
    const id = await withStock(api.db, 'apple-iphone-13-256gb-blue', 5);
    const user = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nakup@firma-example.cz')
      .executeTakeFirst();
    assert.ok(user, 'a seeded customer');
    // The account already holds the product, without services.
    const accountSid = await logIn(api.url, 'nakup@firma-example.cz');
    await addToCart(api.url, { productId: id }, accountSid);

    const visitor = await addToCart(api.url, {
      productId: id,
      installment: { code: 'test-24', arrangeType: 'on-store' },
      options: { insuranceIds: ['theft-damage-12'], gluing: 'foil' },
    });
    const buyout = await api.db
      .selectFrom('buyouts')
      .select(['number', 'e_mail'])
      .where('shop', '=', 'cz')
      .where('status', '<>', 'returned')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const itemId = (await getCart(api.url, visitor)).packages[0].id;
    const bonus = await request(url(`/items/${itemId}/buyout-bonus`), {
      json: { buyoutNumber: buyout.number, email: buyout.e_mail },
      sid: visitor,
    });
    assert.equal(bonus.status, 200, JSON.stringify(bonus.body));

    const sid = await logIn(api.url, 'nakup@firma-example.cz', { sid: visitor });
    const cart = await getCart(api.url, sid);
    const pkg = cart.packages.find((p: { productId: number }) => p.productId === id);
    assert.equal(pkg.quantity, 2);
    assert.deepEqual(pkg.installment, { code: 'test-24', arrangeType: 'on-store' });
    assert.deepEqual(pkg.services.map((s: { code: string }) => s.code).sort(), ['foil', 'theft-damage-12']);
    assert.equal(pkg.buyoutBonus.buyoutNumber, buyout.number);
  });
});

describe('Romanian shop', () => {
  test('prices package services in Lei and answers in Romanian', async () => {
    const id = await withStock(api.db, PHONE, 5, 'ro');
    const sid = await addToCart(api.apps.ro.url, {
      productId: id,
      options: { screenProtection: true, gluing: 'foil' },
    });
    const cart = await getCart(api.apps.ro.url, sid);
    const prices = cart.packages[0].services.map(
      (s: { price: { amount: number; currency: string } }) => s.price,
    );
    assert.deepEqual(prices, [
      { amount: 7_900, currency: 'RON' },
      { amount: 2_900, currency: 'RON' },
    ]);
    assert.equal(cart.packages[0].services[0].name, 'Asigurare ecran');
    const refused = await request(url(`/items/${cart.packages[0].id}`, 'ro'), {
      method: 'PATCH',
      json: { options: { insuranceIds: ['nope'] } },
      sid,
    });
    assert.equal(refused.body.message, 'Nu oferim această asigurare pentru produs.');
  });
});
