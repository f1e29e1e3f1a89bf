import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { monthlyPayment } from '../payments/installment-provider.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const detailUrl = (shop: 'cz' | 'ro', seo: string) =>
  `${api.apps[shop].url}/api/new/catalogue/products/${seo}`;

async function productId(seo: string): Promise<number> {
  const row = await api.db
    .selectFrom('products')
    .select('id')
    .where('seo_name', '=', seo)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/new/catalogue/products/:seoName', () => {
  // These tests read the seeded regular prices; the demo time-limited offers (which lower the
  // price a product is sold at) are tested in one-price.test.ts.
  before(async () => {
    await api.db.deleteFrom('time_limited_offers').execute();
  });

  test('describes a new phone in the Czech shop: names, model, colour, price, EAN, package', async () => {
    const { status, body } = await request(detailUrl('cz', 'apple-iphone-13-128gb-midnight'));
    assert.equal(status, 200);
    assert.equal(body.id, await productId('apple-iphone-13-128gb-midnight'));
    assert.equal(body.name, 'Apple iPhone 13 128 GB, Temně inkoustová');
    assert.deepEqual(body.manufacturer, { name: 'Apple', seoName: 'apple' });
    assert.deepEqual(body.type, { seoName: 'telefony', name: 'Mobilní telefony' });
    assert.deepEqual(body.model, { seoName: 'apple-iphone-13', name: 'iPhone 13' });
    assert.equal(body.condition, 'new');
    assert.equal(body.quality, null);
    assert.deepEqual(body.colour, { code: 'midnight', name: 'Temně inkoustová', hex: '#232a31' });
    assert.equal(body.storageGb, 128);
    assert.deepEqual(body.price, { amount: 1_399_000, currency: 'CZK' });
    assert.match(body.ean, /^0194253\d{6}$/);
    assert.match(body.code, /^MS\d+$/);
    assert.deepEqual(body.package, { widthCm: 8.4, heightCm: 16.8, depthCm: 3.8, weightKg: 0.33 });
    assert.deepEqual(
      body.gallery.map((image: { url: string }) => image.url),
      [1, 2, 3].map((n) => `/api/new/catalogue/products/apple-iphone-13-128gb-midnight/images/${n}.svg`),
    );
    assert.deepEqual(
      { width: body.gallery[0].width, height: body.gallery[0].height },
      { width: 600, height: 600 },
    );
  });

  test('lists every colour and storage of the model in the same condition as variants', async () => {
    const { body } = await request(detailUrl('cz', 'apple-iphone-13-128gb-midnight'));
    assert.equal(body.variants.length, 8, '4 colours × 2 storages, new only');
    assert.ok(body.variants.every((v: { seoName: string }) => !v.seoName.includes('used')));
    const blue256 = body.variants.find(
      (v: { colour: { code: string }; storageGb: number }) => v.colour.code === 'blue' && v.storageGb === 256,
    );
    assert.equal(blue256.seoName, 'apple-iphone-13-256gb-blue');
    assert.deepEqual(blue256.colour, { code: 'blue', name: 'Modrá', hex: '#8fb2d0' });
    assert.deepEqual(blue256.price, { amount: 1_699_000, currency: 'CZK' });
    assert.equal(typeof blue256.stock, 'number');
    assert.ok(
      body.variants.some((v: { id: number }) => v.id === body.id),
      'the product itself is a variant',
    );

    const used = await request(detailUrl('cz', 'apple-iphone-13-128gb-midnight-used-a-plus'));
    assert.equal(used.body.condition, 'used');
    assert.deepEqual(used.body.quality, { grade: 'A+', meaningKey: 'likeNew' });
    assert.deepEqual(
      used.body.variants.map((v: { seoName: string }) => v.seoName).sort(),
      [
        'apple-iphone-13-128gb-midnight-used-a-plus',
        'apple-iphone-13-128gb-starlight-used-a-plus',
        'apple-iphone-13-256gb-midnight-used-a-plus',
        'apple-iphone-13-256gb-starlight-used-a-plus',
      ],
      'only pieces of the same grade',
    );
    assert.equal(used.body.ean, null);
  });

  test('gives stock per sales store of the shop and the total, with the 30-minute reservation', async () => {
    const seo = 'apple-iphone-13-128gb-midnight';
    const { body } = await request(detailUrl('cz', seo));
    const stores = await api.db
      .selectFrom('stores')
      .select(['id', 'name', 'city'])
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .execute();
    assert.equal(body.stock.stores.length, stores.length);
    assert.equal(body.stock.reservationReadyMinutes, 30);
    const rows = await api.db
      .selectFrom('stock')
      .select(['store_id', 'quantity'])
      .where('product_id', '=', body.id)
      .execute();
    const expected = new Map(rows.map((row) => [row.store_id, row.quantity]));
    for (const store of body.stock.stores) {
      assert.equal(store.quantity, expected.get(store.storeId) ?? 0, store.name);
      assert.ok(stores.some((s) => s.id === store.storeId && s.city === store.city && s.name === store.name));
    }
    assert.equal(
      body.stock.online,
      rows
        .filter((row) => stores.some((s) => s.id === row.store_id))
        .reduce((sum, row) => sum + row.quantity, 0),
    );
  });

  test('previews the cheapest monthly installment of the test-mode adapter', async () => {
    const { body } = await request(detailUrl('cz', 'apple-iphone-13-128gb-midnight'));
    assert.deepEqual(body.installment, {
      monthly: { amount: 56_200, currency: 'CZK' },
      months: 30,
      apr: 14.9,
      provider: 'Test mode installments',
    });
    const cheap = await request(detailUrl('cz', 'panzerglass-iphone-15'));
    assert.equal(cheap.body.installment, null, '599 Kč is below the minimum financed amount');
  });

  test('offers insurance and warranty priced from the rules, and the accessories that fit it', async () => {
    const { body } = await request(detailUrl('cz', 'apple-iphone-13-128gb-midnight'));
    assert.deepEqual(
      body.offers.insurance.map((o: { code: string; months: number; price: { amount: number } }) => [
        o.code,
        o.months,
        o.price.amount,
      ]),
      [
        ['theft-damage-12', 12, 167_900],
        ['damage-24', 24, 209_900],
      ],
    );
    assert.match(body.offers.insurance[0].name, /krádeži/);
    assert.deepEqual(
      body.offers.warranty.map((o: { code: string; months: number; price: { amount: number } }) => [
        o.code,
        o.months,
        o.price.amount,
      ]),
      [
        ['extended-warranty-12', 12, 70_000],
        ['extended-warranty-24', 24, 111_900],
      ],
    );
    // The seeded accessory fits: the iPhone 13 takes the USB-C adapter and the AirPods (the cases and
    // glass are made for other models); storefront-catalogue.test.ts covers the brand fallback.
    const accessories = body.offers.accessories;
    assert.ok(accessories.every((a: { typeSeoName: string }) => a.typeSeoName === 'prislusenstvi'));
    assert.deepEqual(accessories.map((a: { seoName: string }) => a.seoName).sort(), [
      'apple-airpods-pro-2-usb-c-white',
      'apple-usb-c-20w-power-adapter-white',
    ]);

    const glass = await request(detailUrl('cz', 'panzerglass-iphone-15'));
    assert.deepEqual(glass.body.offers.insurance, []);
    assert.ok(
      glass.body.offers.accessories.every((a: { seoName: string }) => a.seoName !== 'panzerglass-iphone-15'),
    );
  });

  test("answers in the Romanian shop's language and currency", async () => {
    const { status, body } = await request(detailUrl('ro', 'apple-iphone-13-128gb-midnight'));
    assert.equal(status, 200);
    assert.equal(body.name, 'Apple iPhone 13 128 GB, Miezul nopții');
    assert.deepEqual(body.type, { seoName: 'telefoane', name: 'Telefoane mobile' });
    assert.deepEqual(body.price, { amount: 279_900, currency: 'RON' });
    assert.ok(body.variants.every((v: { price: { currency: string } }) => v.price.currency === 'RON'));
    assert.deepEqual(body.installment.monthly, {
      amount: monthlyPayment(279_900, 30, 14.9),
      currency: 'RON',
    });
    assert.match(body.offers.insurance[0].name, /Asigurare/);
    assert.equal(body.offers.insurance[0].price.currency, 'RON');
    const roStores = await api.db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'ro')
      .where('kind', '=', 'store')
      .execute();
    assert.deepEqual(
      body.stock.stores.map((s: { storeId: number }) => s.storeId).sort(),
      roStores.map((s) => s.id).sort(),
    );
  });

  test('answers 404 product_not_found for unknown or malformed seo names', async () => {
    for (const seo of ['apple-iphone-99', 'Apple-IPHONE', '%27%3B%20drop', 'a'.repeat(300)]) {
      const { status, body } = await request(detailUrl('cz', seo));
      assert.equal(status, 404, seo);
      assert.equal(body.code, 'product_not_found', seo);
    }
  });
});

describe('GET /api/new/catalogue/products/:seoName/images/:n.svg', () => {
  test('draws the product in its colour with the model name, cached for a day', async () => {
    const response = await fetch(`${detailUrl('cz', 'apple-iphone-13-128gb-blue')}/images/1.svg`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=86400');
    const svg = await response.text();
    assert.match(svg, /^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
    assert.ok(svg.includes('#8fb2d0'), 'in the product colour');
    assert.ok(svg.includes('Apple iPhone 13'));
    const back = await (await fetch(`${detailUrl('cz', 'apple-iphone-13-128gb-blue')}/images/2.svg`)).text();
    assert.notEqual(back, svg, 'every picture shows another view');
  });

  test('answers 404 for pictures outside 1..3 and for unknown products', async () => {
    for (const n of ['0', '4', '12', 'x', '01']) {
      const response = await request(`${detailUrl('cz', 'apple-iphone-13-128gb-blue')}/images/${n}.svg`);
      assert.equal(response.status, 404, n);
      assert.equal(response.body.code, 'image_not_found', n);
    }
    const unknown = await request(`${detailUrl('cz', 'nope')}/images/1.svg`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_not_found');
  });
});
