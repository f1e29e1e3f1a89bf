import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { escapeXml } from './feed-formats.ts';
import { seedStorefront } from './storefront-seed.ts';

const api = withFreshApp(['cz', 'ro'], { config: { publicUrl: 'https://shop.example' } });
const MENU = '/api/new/mp-menu/hamburger/hamburger/';
const LISTS = '/api/new/catalogue/lists';
const FAVOURITES = '/api/new/catalogue/favourites';

// The demo seed of the storefront lists (a database seeded before migration 0006 gets it from the migration).
let seeded: Promise<void> | undefined;
const seedOnce = () => {
  seeded ??= seedStorefront(api.db);
  return seeded;
};

async function fetchText(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe(`GET ${MENU}`, () => {
  test('lists the Czech types with their brands, counts and category URLs; cacheable', async () => {
    const { status, headers, body } = await request(`${api.apps.cz.url}${MENU}`);
    assert.equal(status, 200);
    // Shared caches (the bff's, a CDN) keep it; browsers ask again, so a purge reaches everyone.
    assert.equal(headers.get('cache-control'), 'public, max-age=0, s-maxage=300');
    // Saving the megamenu's links in the admin purges it too.
    assert.equal(headers.get('surrogate-key'), 'endpoint menu catalogue content-menu-megamenu');
    assert.deepEqual(
      body.types.map((t: { seoName: string }) => t.seoName),
      ['telefony', 'tablety', 'chytre-hodinky', 'prislusenstvi'],
    );
    const phones = body.types[0];
    assert.equal(phones.name, 'Mobilní telefony');
    assert.equal(phones.url, '/telefony');
    const apple = phones.brands.find((b: { name: string }) => b.name === 'Apple');
    assert.ok(apple, 'Apple sells phones');
    assert.equal(apple.url, `/telefony?brand=${apple.seoName}`);
    assert.ok(apple.productCount > 0);
    assert.equal(
      phones.productCount,
      phones.brands.reduce((sum: number, b: { productCount: number }) => sum + b.productCount, 0),
    );
    const types = await request(`${api.apps.cz.url}/api/new/catalogue/product-types`);
    assert.deepEqual(
      body.types.map((t: { productCount: number }) => t.productCount),
      types.body.map((t: { productCount: number }) => t.productCount),
      'the same counts as the product types',
    );
  });

  test('speaks Romanian in the Romanian shop', async () => {
    const { body } = await request(`${api.apps.ro.url}${MENU}`);
    assert.equal(body.types[0].name, 'Telefoane mobile');
    assert.match(body.types[0].brands[0].url, /^\/telefoane\?brand=/);
    // The links staff added to the Romanian megamenu, in Romanian.
    assert.deepEqual(body.links[0], { label: 'Telefoane avantajoase', link: '/info/telefoane-avantajoase' });
  });
});

describe('product lists', () => {
  before(seedOnce);

  test('newly stocked: products in stock, the most recently stocked first, limited', async () => {
    const { status, body } = await request(`${api.apps.cz.url}${LISTS}/newly-stocked/?limit=5`);
    assert.equal(status, 200);
    assert.equal(body.items.length, 5);
    for (const item of body.items) {
      assert.ok(item.stock > 0, `${item.seoName} is in stock`);
      assert.equal(item.price.currency, 'CZK');
      assert.ok(item.imageUrl);
    }
    const defaults = await request(`${api.apps.ro.url}${LISTS}/newly-stocked/`);
    assert.equal(defaults.body.items.length, 8);
    assert.equal(defaults.body.items[0].price.currency, 'RON');
  });

  test('expected: announced products with zero stock and their date, soonest first', async () => {
    for (const shop of ['cz', 'ro'] as const) {
      const { status, body } = await request(`${api.apps[shop].url}${LISTS}/expected/?limit=24`);
      assert.equal(status, 200);
      assert.equal(body.items.length, 10, shop);
      const dates = body.items.map((item: { expectedAt: string }) => item.expectedAt);
      for (const item of body.items) {
        assert.equal(item.stock, 0);
        assert.match(item.expectedAt, /^\d{4}-\d{2}-\d{2}$/);
      }
      assert.deepEqual(dates, [...dates].sort());
    }
  });

  test('by seo: in the order asked, unknown names left out, at most 4', async () => {
    const page = await request(`${api.apps.cz.url}/api/new/catalogue/products?pageSize=3`);
    const [a, b, c] = page.body.items.map((p: { seoName: string }) => p.seoName);
    const { status, body } = await request(
      `${api.apps.cz.url}${LISTS}/by-seo/?seo=${c},nic-takoveho,${a},${b}`,
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.items.map((p: { seoName: string }) => p.seoName),
      [c, a, b],
    );
    assert.deepEqual(body.items[1], page.body.items[0], 'the same summary as the product list');
    const tooMany = await request(`${api.apps.cz.url}${LISTS}/by-seo/?seo=a,b,c,d,e`);
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.type, 'validation');
    assert.equal((await request(`${api.apps.cz.url}${LISTS}/by-seo/`)).status, 400);
    assert.equal((await request(`${api.apps.cz.url}${LISTS}/by-seo/?seo=a,,b`)).status, 400);
  });

  test('time-limited offers: discounted below the regular price, ending in the future', async () => {
    for (const shop of ['cz', 'ro'] as const) {
      const { status, body } = await request(`${api.apps[shop].url}${LISTS}/time-limited-offers/`);
      assert.equal(status, 200);
      assert.ok(body.items.length >= 3, shop);
      for (const item of body.items) {
        assert.ok(item.price.amount < item.originalPrice.amount);
        assert.equal(item.price.currency, shop === 'cz' ? 'CZK' : 'RON');
        assert.ok(Date.parse(item.offerEndsAt) > Date.now());
      }
    }
  });

  test('answers 400 (never 500) to a wrong limit', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=25', 'limit=1&limit=2']) {
      const response = await request(`${api.apps.cz.url}${LISTS}/newly-stocked/?${query}`);
      assert.equal(response.status, 400, query);
      assert.ok(response.body.errors.query.limit, query);
    }
  });
});

describe('favourites', () => {
  const favourites = (shop: 'cz' | 'ro', sid?: string) =>
    request(`${api.apps[shop].url}${FAVOURITES}/`, { sid });
  const put = (shop: 'cz' | 'ro', id: number | string, sid?: string) =>
    request(`${api.apps[shop].url}${FAVOURITES}/${id}`, { method: 'PUT', sid });
  const remove = (shop: 'cz' | 'ro', id: number | string, sid?: string) =>
    request(`${api.apps[shop].url}${FAVOURITES}/${id}`, { method: 'DELETE', sid });

  test('a visitor has none, and asking creates no session', async () => {
    const response = await favourites('cz');
    assert.deepEqual(response.body, { items: [] });
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(sessionCookie(response.headers), undefined);
  });

  test('a visitor adds (idempotently) and removes; the first add starts a session', async () => {
    const first = await put('cz', 3);
    assert.equal(first.status, 204);
    const cookie = sessionCookie(first.headers);
    assert.ok(cookie, 'a session is started');
    const sid = cookie.value;
    assert.equal((await put('cz', 3, sid)).status, 204);
    assert.equal((await put('cz', 5, sid)).status, 204);
    const list = await favourites('cz', sid);
    assert.deepEqual(
      list.body.items.map((p: { id: number }) => p.id),
      [5, 3],
      'newest first, no duplicates',
    );
    assert.equal(list.body.items[0].price.currency, 'CZK');
    assert.equal((await remove('cz', 5, sid)).status, 204);
    assert.equal((await remove('cz', 5, sid)).status, 204, 'removing again is fine');
    assert.deepEqual(
      (await favourites('cz', sid)).body.items.map((p: { id: number }) => p.id),
      [3],
    );
  });

  test("keeps a visitor's favourites on login, merged with the customer's", async () => {
    const customer = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    assert.equal((await put('cz', 7, customer)).status, 204);
    assert.equal((await put('cz', 8, customer)).status, 204);

    const visitor = sessionCookie((await put('cz', 8)).headers)?.value;
    assert.ok(visitor);
    assert.equal((await put('cz', 9, visitor)).status, 204);
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz', { sid: visitor });
    const ids = (await favourites('cz', sid)).body.items
      .map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
    assert.deepEqual(ids, [7, 8, 9]);
    assert.deepEqual(
      (await favourites('cz', customer)).body.items
        .map((p: { id: number }) => p.id)
        .sort((a: number, b: number) => a - b),
      [7, 8, 9],
      "the customer's other sessions see them too",
    );
    assert.deepEqual((await favourites('cz', visitor)).body, { items: [] }, 'the visitor session is gone');
  });

  test('works in the Romanian shop, separately from the Czech one', async () => {
    const sid = sessionCookie((await put('ro', 4)).headers)?.value;
    assert.ok(sid);
    const list = await favourites('ro', sid);
    assert.equal(list.body.items[0].price.currency, 'RON');
    assert.deepEqual((await favourites('cz', sid)).body, { items: [] }, 'a Romanian session is no Czech one');
  });

  test('answers 400 to a wrong id and 404 to an unknown product, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await put('cz', id);
      assert.equal(response.status, 400, id);
      assert.equal(response.body.type, 'validation', id);
      assert.equal((await remove('cz', id)).status, 400, id);
    }
    const unknown = await put('cz', 9_999_999);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_not_found');
    assert.equal(sessionCookie(unknown.headers), undefined, 'no session for a failed add');
  });
});

describe('product feeds', () => {
  before(seedOnce);

  const inStockIds = async (shop: 'cz' | 'ro') => {
    const ids = new Set<number>();
    for (let page = 1; ; page += 1) {
      const { body } = await request(
        `${api.apps[shop].url}/api/new/catalogue/products?pageSize=100&page=${page}`,
      );
      for (const item of body.items) if (item.stock > 0) ids.add(item.id);
      if (body.items.length < 100) return ids;
    }
  };

  /** Well-formedness within reach of a regex: every opened tag is closed in order, entities are known. */
  function assertWellFormed(xml: string) {
    assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n/);
    const stack: string[] = [];
    for (const [, closing, name, selfClosing] of xml
      .replace(/^<\?xml[^>]*\?>/, '')
      .matchAll(/<(\/?)([A-Za-z_:][\w:.-]*)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (closing) assert.equal(stack.pop(), name, `</${name}> closes the open element`);
      else stack.push(name);
    }
    assert.deepEqual(stack, [], 'every element is closed');
    for (const [entity] of xml.matchAll(/&[^;\s]*;?/g))
      assert.match(entity, /^&(amp|lt|gt|quot|apos);$/, `known entity ${entity}`);
  }

  test('Heureka (Czech shop): SHOP/SHOPITEM of the products in stock, absolute URLs', async () => {
    const { status, headers, text } = await fetchText(
      `${api.apps.cz.url}/api/new/catalogue/feeds/heureka.xml`,
    );
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^application\/xml/);
    assertWellFormed(text);
    const items = [...text.matchAll(/<SHOPITEM>([\s\S]*?)<\/SHOPITEM>/g)].map((match) => match[1]);
    const ids = items.map((item) => Number(/<ITEM_ID>(\d+)<\/ITEM_ID>/.exec(item)?.[1]));
    assert.deepEqual(new Set(ids), await inStockIds('cz'), 'exactly the products in stock');
    assert.ok(ids.length > 200, 'more than one page of rows');
    const first = items[0];
    for (const tag of [
      'PRODUCTNAME',
      'DESCRIPTION',
      'URL',
      'IMGURL',
      'PRICE_VAT',
      'MANUFACTURER',
      'CATEGORYTEXT',
      'DELIVERY_DATE',
    ])
      assert.match(first, new RegExp(`<${tag}>[^<]+</${tag}>`), tag);
    assert.match(first, /<URL>https:\/\/shop\.example\/telefony\/[^<]+<\/URL>/);
    assert.match(
      first,
      /<IMGURL>https:\/\/shop\.example\/api\/new\/catalogue\/products\/[^<]+\/images\/1\.svg<\/IMGURL>/,
    );
    assert.match(first, /<PRICE_VAT>\d+\.00<\/PRICE_VAT>/);
    assert.ok(
      items.some((item) => /<EAN>\d{13}<\/EAN>/.test(item)),
      'new products carry their EAN',
    );
    assert.ok(
      items.some((item) => /<ITEM_TYPE>bazar<\/ITEM_TYPE>/.test(item) && !/<EAN>/.test(item)),
      'used ones none',
    );
  });

  test('Heureka does not list the Romanian shop', async () => {
    const response = await request(`${api.apps.ro.url}/api/new/catalogue/feeds/heureka.xml`);
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'feed_not_found');
  });

  test('Google Merchant: RSS 2.0 with the g: namespace, in both shops', async () => {
    for (const shop of ['cz', 'ro'] as const) {
      const { status, text } = await fetchText(
        `${api.apps[shop].url}/api/new/catalogue/feeds/google-merchant.xml`,
      );
      assert.equal(status, 200);
      assertWellFormed(text);
      assert.match(text, /<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
      const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
      const ids = items.map((item) => Number(/<g:id>(\d+)<\/g:id>/.exec(item)?.[1]));
      assert.deepEqual(new Set(ids), await inStockIds(shop), shop);
      const currency = shop === 'cz' ? 'CZK' : 'RON';
      for (const item of items) {
        assert.match(item, new RegExp(`<g:price>\\d+\\.\\d{2} ${currency}</g:price>`));
        assert.match(item, /<g:availability>in_stock<\/g:availability>/);
        assert.match(item, /<g:condition>(new|used)<\/g:condition>/);
        assert.match(item, /<link>https:\/\/shop\.example\/[^<]+<\/link>/);
        assert.match(item, /<g:brand>[^<]+<\/g:brand>/);
      }
      assert.ok(items.some((item) => /<g:gtin>\d{13}<\/g:gtin>/.test(item)));
    }
  });

  test('escapes what XML must escape', () => {
    assert.equal(escapeXml(`Tom & Jerry <"s'> \u0001`), 'Tom &amp; Jerry &lt;&quot;s&apos;&gt; ');
  });
});
