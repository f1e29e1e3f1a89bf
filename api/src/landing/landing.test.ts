import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { ProductSummary } from 'shared-domain';
import { mailerOf } from '../app.ts';
import { createLogger } from '../platform/logger.ts';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited } from '../test-support/rate-limits.ts';
import { testConfig, withFreshApp } from '../test-support/test-app.ts';
import { useJobQueue } from '../test-support/test-job-queues.ts';
import { preorderNotificationsKind } from './notify-preorders.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-landing-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });

const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
/** A valid IMEI (Luhn) and another one. */
const IMEI = '490154203237518';
const OTHER_IMEI = '356938035643809';

async function phones(): Promise<ProductSummary[]> {
  const response = await request(`${api.url}/api/new/catalogue/products?type=telefony&pageSize=100`);
  assert.equal(response.status, 200);
  // One product per model: a comparison of different devices.
  const seen = new Set<string>();
  return (response.body.items as ProductSummary[]).filter((item) => {
    const model = item.name.replace(/ \d+ (GB|TB).*$/, '');
    if (seen.has(model)) return false;
    seen.add(model);
    return true;
  });
}

describe('GET /api/new/catalogue/compare', () => {
  test('three phones side by side: grouped attributes with units, each saying whether it differs', async () => {
    const [a, b, c] = await phones();
    const response = await request(
      `${api.url}/api/new/catalogue/compare?products=${a.seoName},${b.seoName},${c.seoName}`,
    );
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(
      response.body.products.map((product: ProductSummary) => product.seoName),
      [a.seoName, b.seoName, c.seoName],
    );
    const groups = response.body.groups as {
      name: string;
      attributes: { unit: string | null; values: unknown[]; differs: boolean }[];
    }[];
    assert.ok(groups.length > 1, 'attributes in more than one group');
    const attributes = groups.flatMap((group) => group.attributes);
    assert.ok(
      attributes.some((attribute) => attribute.unit !== null),
      'some attribute has a unit',
    );
    assert.ok(
      attributes.some((attribute) => attribute.differs),
      'three phones differ somewhere',
    );
    for (const attribute of attributes) {
      assert.equal(attribute.values.length, 3);
      const distinct = new Set(attribute.values.map((value) => JSON.stringify(value))).size;
      assert.equal(attribute.differs, distinct > 1);
    }
  });

  test('one to four distinct products; a product the shop does not sell is a 404', async () => {
    const listed = await request(`${api.url}/api/new/catalogue/products?type=telefony`);
    const five = (listed.body.items as ProductSummary[]).slice(0, 5).map((item) => item.seoName);
    assert.equal(five.length, 5);
    const tooMany = await request(`${api.url}/api/new/catalogue/compare?products=${five.join(',')}`);
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.code, 'invalid_request');
    assert.ok(tooMany.body.errors.query.products, 'the error is at products');
    const repeated = await request(`${api.url}/api/new/catalogue/compare?products=${five[0]},${five[0]}`);
    assert.equal(repeated.status, 400);
    const missing = await request(`${api.url}/api/new/catalogue/compare`);
    assert.equal(missing.status, 400);
    assert.ok(missing.body.errors.query.products);
    const malformed = await request(`${api.url}/api/new/catalogue/compare?products=Not%20A%20Name`);
    assert.equal(malformed.status, 400);
    const unknown = await request(`${api.url}/api/new/catalogue/compare?products=${five[0]},no-such-phone`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_not_found');
    assert.equal(typeof unknown.body.message, 'string');
  });
});

describe('GET /api/new/catalogue/compare/brands/{type}', () => {
  test("phones: each brand's models, price range and best rated models", async () => {
    const response = await request(`${api.url}/api/new/catalogue/compare/brands/phones`);
    assert.equal(response.status, 200);
    assert.equal(response.body.typeName, 'Mobilní telefony');
    const brands = response.body.brands as {
      manufacturer: string;
      models: number;
      priceRange: { min: { amount: number }; max: { amount: number } };
      topModels: { seoName: string; typeSeoName: string }[];
    }[];
    assert.ok(brands.some((brand) => brand.manufacturer === 'Apple'));
    for (const brand of brands) {
      assert.ok(brand.models >= 1);
      assert.ok(brand.priceRange.min.amount <= brand.priceRange.max.amount);
      assert.ok(brand.topModels.length >= 1 && brand.topModels.length <= 3);
      assert.equal(brand.topModels[0].typeSeoName, 'telefony');
    }
    const ro = await request(`${api.apps.ro.url}/api/new/catalogue/compare/brands/watches`);
    assert.equal(ro.body.typeName, 'Ceasuri inteligente');
    assert.ok(ro.body.brands.length > 0);
  });

  test('computers, which the catalogue has none of, answer no brands; an unknown type is a 400', async () => {
    const response = await request(`${api.url}/api/new/catalogue/compare/brands/computers`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { type: 'computers', typeName: null, typeSeoName: null, brands: [] });
    const unknown = await request(`${api.url}/api/new/catalogue/compare/brands/fridges`);
    assert.equal(unknown.status, 400);
    assert.ok(unknown.body.errors.path.type);
  });
});

/** A page in the shop's language with its published snapshot (as publishing writes it). */
async function insertPage(slug: string, status: 'draft' | 'published', components: unknown[]) {
  await sql`insert into content_pages (shop, locale, slug, title, status, published_snapshot)
    values ('cz', 'cs-CZ', ${slug}, 'Akce', ${status},
      ${status === 'published' ? JSON.stringify({ title: 'Akce', description: '', components }) : null}::jsonb)`.execute(
    api.db,
  );
}

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const HOUR = 60 * 60 * 1000;

describe('GET /api/new/leases/time-limited-offer/limited-offers-lease/{component_pk}/', () => {
  const path = (pk: number | string) =>
    `${api.url}/api/new/leases/time-limited-offer/limited-offers-lease/${pk}/`;

  test('lease tabs: running offers priced from the catalogue, each monthly price with its example', async () => {
    const [a, b] = await phones();
    await insertPage('leasing', 'published', [
      {
        id: 9101,
        type: 'lease_tabs',
        params: {
          heading: 'Leasing',
          defaultTab: 'telefony',
          tabs: [
            {
              key: 'telefony',
              label: 'Telefony',
              offers: [
                {
                  productSeoName: a.seoName,
                  offerPrice: 19_990,
                  startsAt: iso(-HOUR),
                  endsAt: iso(HOUR),
                  monthlyPrice: 899,
                  termMonths: 24,
                  apr: 9.9,
                  totalPayable: 21_576,
                },
                {
                  productSeoName: b.seoName,
                  offerPrice: 9_990,
                  startsAt: iso(-2 * HOUR),
                  endsAt: iso(-HOUR),
                  monthlyPrice: 499,
                  termMonths: 24,
                  apr: 9.9,
                  totalPayable: 11_976,
                },
              ],
            },
          ],
        },
      },
    ]);
    const before = Date.now();
    const response = await request(path(9101));
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.body.type, 'lease_tabs');
    const serverNow = Date.parse(response.body.serverNow);
    assert.ok(serverNow >= before - 1000 && serverNow <= Date.now() + 1000);
    const [tab] = response.body.tabs;
    assert.equal(tab.offers.length, 1, 'the ended offer is left out');
    const [offer] = tab.offers;
    assert.equal(offer.product.name, a.name);
    assert.deepEqual(offer.regularPrice, a.price);
    assert.deepEqual(offer.offerPrice, { amount: 1_999_000, currency: 'CZK' });
    assert.deepEqual(offer.lease, {
      monthly: { amount: 89_900, currency: 'CZK' },
      termMonths: 24,
      apr: 9.9,
      totalPayable: { amount: 2_157_600, currency: 'CZK' },
    });
    assert.ok(Math.abs(offer.secondsLeft - 3600) <= 2, `secondsLeft ${offer.secondsLeft}`);
  });

  test('an offer leaves at its end on the server clock; one not started yet is not shown', async () => {
    const [a, b] = await phones();
    await insertPage('akce-hodina', 'published', [
      { id: 9201, type: 'text', params: { body: 'Úvod' } },
      {
        id: 9202,
        type: 'time_limited_offers',
        params: {
          offers: [
            { productSeoName: a.seoName, offerPrice: 100, startsAt: iso(-HOUR), endsAt: iso(1500) },
            { productSeoName: b.seoName, offerPrice: 100, startsAt: iso(HOUR), endsAt: iso(2 * HOUR) },
          ],
        },
      },
    ]);
    const running = await request(path(9202));
    assert.equal(running.status, 200);
    assert.deepEqual(
      running.body.offers.map((offer: { product: { seoName: string } }) => offer.product.seoName),
      [a.seoName],
    );
    assert.ok(running.body.offers[0].secondsLeft <= 1);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const ended = await request(path(9202));
    assert.equal(ended.status, 200);
    assert.deepEqual(ended.body.offers, []);
  });

  test('a component of a draft page, of no page, or not an offers component is a 404; a bad id a 400', async () => {
    const [a] = await phones();
    const offers = [{ productSeoName: a.seoName, offerPrice: 100, startsAt: iso(-HOUR), endsAt: iso(HOUR) }];
    await insertPage('koncept', 'draft', []);
    await sql`insert into content_components (page_id, position, type, params)
      select id, 1, 'time_limited_offers', ${JSON.stringify({ offers })}::jsonb from content_pages where slug = 'koncept'`.execute(
      api.db,
    );
    const { id } = await api.db
      .selectFrom(sql<{ id: number }>`(select id from content_components order by id desc limit 1)`.as('c'))
      .select('c.id')
      .executeTakeFirstOrThrow();
    const draft = await request(path(id));
    assert.equal(draft.status, 404);
    assert.equal(draft.body.code, 'limited_offer_not_found');
    assert.equal((await request(path(987654))).status, 404);
    assert.equal((await request(path(9201))).status, 404, 'a text component');
    const bad = await request(path('abc'));
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.path.component_pk);
  });
});

describe('POST /api/new/landing/warranties', () => {
  const register = (body: unknown, ip = 10) =>
    request(`${api.url}/api/new/landing/warranties`, { json: body, headers: from(ip) });

  test('every field checked at the field; a purchase in the future refused', async () => {
    const response = await register({
      imei: '490154203237519',
      purchase_date: '31.02.2025',
      invoice_number: '',
      email: 'x',
    });
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.errors.form).sort(), [
      'email',
      'imei',
      'invoice_number',
      'purchase_date',
    ]);
    const future = await register({
      imei: IMEI,
      purchase_date: '01.01.2999',
      invoice_number: '2025000123',
      email: 'jan@example.cz',
    });
    assert.equal(future.status, 400);
    assert.match(future.body.errors.form.purchase_date[0], /budoucnosti/);
  });

  test('an invoice the shop cannot match is registered for staff review and confirmed by e-mail', async () => {
    const response = await register({
      imei: '4901 5420 3237 518',
      purchase_date: '15.03.2025',
      invoice_number: 'UCT-77',
      email: 'petr.svoboda@example.cz',
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.status, 'pending_review');
    assert.match(response.body.number, /^PZ-[A-Z0-9]{8}$/);
    const row = await api.db
      .selectFrom('registered_warranties')
      .selectAll()
      .where('number', '=', response.body.number)
      .executeTakeFirstOrThrow();
    assert.equal(row.imei, IMEI);
    assert.equal(row.invoice_number, 'UCT-77');
    const [mail] = await mailsTo(dataDir, 'petr.svoboda@example.cz');
    assert.ok(mail, 'a confirmation');
    assert.equal(mail.subject, `Registrace prodloužené záruky ${response.body.number}`);
    assert.match(mail.text, /15\.03\.2025/);
    assert.match(mail.text, /ověří naši kolegové/);
  });

  test('an invoice of the shop whose order shipped the IMEI is verified and linked to the order', async () => {
    const item = await api.db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['oi.id', 'oi.product_id', 'o.id as orderId'])
      .where('o.shop', '=', 'cz')
      .orderBy('oi.id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('invoices')
      .values({ order_id: item.orderId, kind: 'invoice', number: '2025990001', state: 'in_progress' })
      .execute();
    await api.db
      .insertInto('product_serials')
      .values({ serial: OTHER_IMEI, product_id: item.product_id, order_item_id: item.id })
      .execute();
    const response = await register({
      imei: OTHER_IMEI,
      purchase_date: '01.02.2025',
      invoice_number: '2025990001',
      email: 'eva@example.cz',
    });
    assert.equal(response.status, 201);
    assert.equal(response.body.status, 'verified');
    const row = await api.db
      .selectFrom('registered_warranties')
      .select('order_id')
      .where('number', '=', response.body.number)
      .executeTakeFirstOrThrow();
    assert.equal(row.order_id, item.orderId);
    const [mail] = await mailsTo(dataDir, 'eva@example.cz');
    assert.match(mail.text, /Záruka je zaregistrovaná/);
  });

  test('ten registrations an hour to one e-mail, then 429', async () => {
    const body = { imei: IMEI, purchase_date: '01.02.2025', invoice_number: 'X-1', email: 'spam@example.cz' };
    for (let n = 0; n < 10; n += 1) assert.equal((await register(body, 20 + n)).status, 201);
    assertRateLimited(await register(body, 40), 3600);
  });
});

describe('POST /api/new/landing/preorders', () => {
  const preorder = (body: unknown, ip = 60) =>
    request(`${api.url}/api/new/landing/preorders`, { json: body, headers: from(ip) });

  test('a reservation of an expected product, merged when repeated, mailed once when it arrives', async () => {
    const expected = await request(`${api.url}/api/new/catalogue/lists/expected/?limit=1`);
    const [product] = expected.body.items as (ProductSummary & { expectedAt: string })[];
    const first = await preorder({ product: product.seoName, email: 'cekam@example.cz' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.deepEqual(first.body, { created: true, expectedAt: product.expectedAt });
    const again = await preorder({ product: product.seoName, email: 'Cekam@Example.cz ' });
    assert.equal(again.status, 200);
    assert.equal(again.body.created, false);
    const rows = await api.db
      .selectFrom('preorders')
      .select('id')
      .where('product_id', '=', product.id)
      .execute();
    assert.equal(rows.length, 1);

    // Not in stock yet: the notification run tells nobody.
    const logger = createLogger('silent');
    const config = testConfig({ dataDir });
    const queue = await useJobQueue(api.db, config, mailerOf(config, logger), logger);
    try {
      await queue.jobs.enqueue(api.db, preorderNotificationsKind.type, { shop: 'cz' });
      assert.deepEqual(await mailsTo(dataDir, 'cekam@example.cz'), []);

      // The goods arrive in a store; the next runs mail the customer once.
      const store = await api.db
        .selectFrom('stores')
        .select('id')
        .where('shop', '=', 'cz')
        .where('kind', '=', 'store')
        .where('is_active', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('stock')
        .values({ product_id: product.id, store_id: store.id, quantity: 3 })
        .execute();
      await queue.jobs.enqueue(api.db, preorderNotificationsKind.type, { shop: 'cz' });
      await queue.jobs.enqueue(api.db, preorderNotificationsKind.type, { shop: 'cz' });
      const mails = await mailsTo(dataDir, 'cekam@example.cz');
      assert.equal(mails.length, 1);
      assert.equal(mails[0].subject, `${product.name} je skladem`);
      assert.ok(mails[0].text.includes(`https://shop.example/${product.typeSeoName}/${product.seoName}`));
    } finally {
      await queue.release();
    }
  });

  test('a product in stock is not preordered; an unknown one is a 404; fields are checked', async () => {
    const [inStock] = (await phones()).filter((item) => item.stock > 0);
    const refused = await preorder({ product: inStock.seoName, email: 'a@example.cz' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'product_not_expected');
    const unknown = await preorder({ product: 'no-such-phone', email: 'a@example.cz' });
    assert.equal(unknown.status, 404);
    const invalid = await preorder({ product: 'Bad Name', email: 'nope' });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.form.email);
    assert.ok(invalid.body.errors.form.product);
  });
});
