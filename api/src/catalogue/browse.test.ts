import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

interface Item {
  id: number;
  seoName: string;
  name: string;
  manufacturer: string;
  typeSeoName: string;
  quality: string | null;
  isUsed: boolean;
  colour: { name: string; hex: string } | null;
  storageGb: number | null;
  price: { amount: number; currency: string };
  stock: number;
  imageUrl: string;
}

const cz = (path: string) => request(`${api.apps.cz.url}${path}`);
const ro = (path: string) => request(`${api.apps.ro.url}${path}`);
const phones = (query = '') => cz(`/api/new/catalogue/browse/?type=telefony&pageSize=100${query}`);
const items = (body: { items: Item[] }) => body.items;

describe('GET /api/new/catalogue/browse/', () => {
  test('lists one type with imageUrl and the facets of the whole type', async () => {
    const { status, body } = await phones();
    assert.equal(status, 200);
    assert.ok(body.total > 12);
    assert.ok(items(body).every((p) => p.typeSeoName === 'telefony'));
    const first = items(body)[0];
    assert.equal(first.imageUrl, `/api/new/catalogue/products/${first.seoName}/images/1.svg`);

    const { facets } = body;
    assert.deepEqual(
      facets.brands.map((b: { seoName: string }) => b.seoName),
      ['apple', 'google', 'samsung', 'xiaomi'],
    );
    const brandTotal = facets.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0);
    assert.equal(brandTotal, body.total, 'every phone has one brand');
    assert.equal(facets.price.min.currency, 'CZK');
    assert.equal(facets.price.min.amount, Math.min(...(await allPhones()).map((p) => p.price.amount)));
    assert.ok(facets.price.max.amount > facets.price.min.amount);
    assert.ok(facets.storages.some((s: { gb: number }) => s.gb === 128));
    const black = facets.colours.find((c: { code: string }) => c.code === 'black');
    assert.deepEqual(Object.keys(black).sort(), ['code', 'count', 'hex', 'name']);
    assert.equal(black.name, 'Černá');
    assert.deepEqual(
      facets.qualities.map((q: { value: string }) => q.value),
      ['new', 'A+', 'A', 'B', 'C', 'D'],
    );
    assert.ok(facets.available > 0 && facets.available <= body.total);
  });

  test('facets are in the shop language and currency', async () => {
    const { body } = await ro('/api/new/catalogue/browse/?type=telefoane');
    assert.equal(body.facets.price.min.currency, 'RON');
    assert.equal(body.facets.colours.find((c: { code: string }) => c.code === 'black').name, 'Negru');
  });

  test('brand: repeated or comma list', async () => {
    const apple = await phones('&brand=apple');
    assert.ok(items(apple.body).every((p) => p.manufacturer === 'Apple'));
    const appleFacet = apple.body.facets.brands.find((b: { seoName: string }) => b.seoName === 'apple');
    assert.equal(apple.body.total, appleFacet.count);
    const two = await phones('&brand=apple&brand=samsung');
    const comma = await phones('&brand=apple,samsung');
    assert.deepEqual(items(two.body), items(comma.body));
    const count = (seo: string) =>
      two.body.facets.brands.find((b: { seoName: string }) => b.seoName === seo).count;
    assert.equal(two.body.total, count('apple') + count('samsung'));
    const samsungLast = await phones(`&brand=apple,samsung&page=${Math.ceil(two.body.total / 100)}`);
    assert.ok(
      items(samsungLast.body).every((p) => p.manufacturer === 'Samsung' || p.manufacturer === 'Apple'),
    );
    assert.ok(items(samsungLast.body).some((p) => p.manufacturer === 'Samsung'));
    assert.equal((await phones('&brand=nokia')).body.total, 0, 'an unknown brand matches nothing');
  });

  test('minPrice / maxPrice in whole units, both ends included', async () => {
    const { body } = await phones('&minPrice=10000&maxPrice=20000');
    assert.ok(body.total > 0);
    assert.ok(items(body).every((p) => p.price.amount >= 1_000_000 && p.price.amount <= 2_000_000));
    const all = await allPhones();
    assert.equal(
      body.total,
      all.filter((p) => p.price.amount >= 1_000_000 && p.price.amount <= 2_000_000).length,
    );
    const exact = all[0].price.amount / 100;
    const pinned = await phones(`&minPrice=${exact}&maxPrice=${exact}`);
    assert.ok(items(pinned.body).some((p) => p.id === all[0].id));
  });

  test('storage, colour, quality and available', async () => {
    const storage = await phones('&storage=256,512');
    assert.ok(storage.body.total > 0);
    assert.ok(items(storage.body).every((p) => p.storageGb === 256 || p.storageGb === 512));

    const black = await phones('&colour=black');
    assert.ok(black.body.total > 0);
    assert.ok(items(black.body).every((p) => p.colour?.name === 'Černá'));

    const fresh = await phones('&quality=new');
    assert.ok(items(fresh.body).every((p) => !p.isUsed && p.quality === null));
    const graded = await phones('&quality=A%2B&quality=D');
    assert.ok(graded.body.total > 0);
    assert.ok(items(graded.body).every((p) => p.quality === 'A+' || p.quality === 'D'));
    const mixed = await phones('&quality=new,B');
    assert.equal(mixed.body.total, fresh.body.total + (await phones('&quality=B')).body.total);

    const available = await phones('&available=true');
    assert.equal(available.body.total, available.body.facets.available);
    assert.ok(items(available.body).every((p) => p.stock > 0));
    assert.equal((await phones('&available=false')).body.total, (await phones()).body.total);
  });

  test('filters combine (AND between filters, OR inside one)', async () => {
    const { body } = await phones('&brand=apple&storage=128&quality=new&available=true');
    assert.ok(body.total > 0);
    for (const p of items(body)) {
      assert.equal(p.manufacturer, 'Apple');
      assert.equal(p.storageGb, 128);
      assert.equal(p.isUsed, false);
      assert.ok(p.stock > 0);
    }
    assert.ok(body.facets.brands.length > 1, 'facets describe the whole type, not the filtered list');
  });

  test('sort=price_asc, price_desc, newest', async () => {
    const prices = (list: Item[]) => list.map((p) => p.price.amount);
    const asc = prices(items((await phones('&sort=price_asc')).body));
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    const desc = prices(items((await phones('&sort=price_desc')).body));
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    );
    const cheapest = await cz('/api/new/catalogue/browse/?type=telefony&sort=price_asc&pageSize=1');
    const facets = cheapest.body.facets;
    assert.equal(cheapest.body.items[0].price.amount, facets.price.min.amount);
    const ids = items((await phones('&sort=newest')).body).map((p) => p.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
  });

  test('sort=rating: best average first, then more ratings, unrated last', async () => {
    const all = await allPhones();
    const [a, b, c] = [all[5].id, all[9].id, all[2].id];
    await api.db
      .insertInto('product_ratings')
      .values([
        { product_id: a, rating_avg: 4.5, rating_count: 2 },
        { product_id: b, rating_avg: 4.5, rating_count: 10 },
        { product_id: c, rating_avg: 3, rating_count: 7 },
      ])
      .onConflict((oc) =>
        oc.column('product_id').doUpdateSet((eb) => ({
          rating_avg: eb.ref('excluded.rating_avg'),
          rating_count: eb.ref('excluded.rating_count'),
        })),
      )
      .execute();
    const ids = (await allPhones('&sort=rating')).map((p) => p.id);
    assert.equal(ids.length, all.length);
    const rated = await api.db.selectFrom('product_ratings').select('product_id').execute();
    const ratedPhones = ids.filter((id) => rated.some((r) => r.product_id === id));
    assert.deepEqual(ids.slice(0, ratedPhones.length), ratedPhones, 'rated before unrated');
    assert.ok(ids.indexOf(b) < ids.indexOf(a), 'same average: more ratings first');
    assert.ok(ids.indexOf(a) < ids.indexOf(c), 'higher average first');
    const unrated = ids.slice(ratedPhones.length);
    assert.deepEqual(
      unrated,
      [...unrated].sort((x, y) => x - y),
      'unrated in catalogue order',
    );
  });

  test('pages through the filtered list', async () => {
    const first = await cz('/api/new/catalogue/browse/?type=telefony&brand=apple&pageSize=5&page=1');
    const second = await cz('/api/new/catalogue/browse/?type=telefony&brand=apple&pageSize=5&page=2');
    assert.equal(first.body.items.length, 5);
    assert.equal(second.body.page, 2);
    const firstIds = new Set(items(first.body).map((p) => p.id));
    assert.ok(items(second.body).every((p) => !firstIds.has(p.id)));
    assert.equal(first.body.total, second.body.total);
  });

  test('404 for an unknown type', async () => {
    const { status, body } = await cz('/api/new/catalogue/browse/?type=televize');
    assert.equal(status, 404);
    assert.equal(body.code, 'product_type_not_found');
  });

  test('400 (never 500) for bad filter values', async () => {
    const cases = [
      ['', 'type'],
      ['type=telefony&minPrice=abc', 'minPrice'],
      ['type=telefony&minPrice=-1', 'minPrice'],
      ['type=telefony&maxPrice=1.5', 'maxPrice'],
      ['type=telefony&minPrice=500&maxPrice=100', 'maxPrice'],
      ['type=telefony&storage=big', 'storage.0'],
      ['type=telefony&quality=E', 'quality.0'],
      ['type=telefony&quality=A+', 'quality.0'],
      ['type=telefony&brand=Apple%27%3B', 'brand.0'],
      ['type=telefony&colour=%25', 'colour.0'],
      ['type=telefony&available=yes', 'available'],
      ['type=telefony&sort=cheapest', 'sort'],
      ['type=telefony&sort=price_asc&sort=newest', 'sort'],
      ['type=telefony&page=0', 'page'],
      ['type=telefony&pageSize=101', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const response = await cz(`/api/new/catalogue/browse/?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.type, 'validation', query);
      assert.ok(response.body.errors.query[field], `${query}: ${JSON.stringify(response.body.errors)}`);
    }
  });
});

describe('GET /api/new/catalogue/search/', () => {
  const search = (base: typeof cz, q: string, extra = '') =>
    base(`/api/new/catalogue/search/?q=${encodeURIComponent(q)}&pageSize=100${extra}`);

  test('matches names case-insensitively across types', async () => {
    const { status, body } = await search(cz, 'iphone 15');
    assert.equal(status, 200);
    assert.equal(body.q, 'iphone 15');
    assert.ok(body.total > 0);
    assert.ok(
      items(body).every((p) => /iPhone 15/.test(p.name)),
      'every word must match',
    );
    assert.deepEqual(
      body.facets.brands.map((b: { seoName: string }) => b.seoName),
      ['apple', 'panzerglass'],
      'phones and the screen protectors made for them',
    );
  });

  test('ignores accents in the Czech shop', async () => {
    const plain = await search(cz, 'cerna');
    const accented = await search(cz, 'ČERNÁ');
    assert.ok(plain.body.total > 0);
    assert.equal(plain.body.total, accented.body.total);
    assert.ok(items(plain.body).every((p) => /čern/i.test(p.name)));
  });

  test('ignores accents in the Romanian shop (ș, ț, ă, â, î)', async () => {
    const plain = await search(ro, 'rosu');
    assert.ok(plain.body.total > 0);
    assert.ok(items(plain.body).every((p) => p.name.includes('Roșu')));
    assert.equal((await search(ro, 'ROȘU')).body.total, plain.body.total);
    assert.equal((await search(ro, 'Roşu')).body.total, plain.body.total, 'cedilla spelling too');
    const night = await search(ro, 'miezul noptii');
    assert.ok(night.body.total > 0);
    assert.ok(items(night.body).every((p) => p.name.includes('Miezul nopții')));
    const cosmic = await search(ro, 'gri cosmic');
    assert.ok(cosmic.body.total > 0);
    const deset = await search(ro, 'desert');
    assert.ok(items(deset.body).every((p) => p.name.includes('deșert')));
    assert.equal((await search(ro, 'Lămâie')).body.total, (await search(ro, 'lamaie')).body.total);
  });

  test('finds a brand, a model and a product code', async () => {
    const samsung = await search(cz, 'samsung');
    assert.ok(samsung.body.total > 0);
    assert.ok(items(samsung.body).every((p) => p.manufacturer === 'Samsung'));
    const galaxy = await search(cz, 'galaxy s24');
    assert.ok(items(galaxy.body).every((p) => p.name.includes('Galaxy S24')));
    const [{ code, id }] = await api.db
      .selectFrom('products')
      .select(['code', 'id'])
      .orderBy('id')
      .offset(3)
      .limit(1)
      .execute();
    const byCode = await search(cz, code.toLowerCase());
    assert.deepEqual(
      items(byCode.body).map((p) => p.id),
      [id],
    );
  });

  test('takes the same filters and sorts', async () => {
    const { body } = await search(cz, 'apple', '&quality=new&sort=price_desc&storage=128');
    assert.ok(body.total > 0);
    const prices = items(body).map((p) => p.price.amount);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
    assert.ok(items(body).every((p) => !p.isUsed && p.storageGb === 128));
  });

  test('answers an empty page for no match', async () => {
    const { status, body } = await search(cz, 'kolobezka');
    assert.equal(status, 200);
    assert.equal(body.total, 0);
    assert.deepEqual(body.items, []);
    assert.equal(body.facets.price, null);
    const punctuation = await search(cz, '--');
    assert.equal(punctuation.status, 200);
    assert.equal(punctuation.body.total, 0);
  });

  test('finds products added after the seed', async () => {
    const model = await api.db
      .selectFrom('models')
      .select(['id'])
      .where('seo_name', '=', 'iphone-15')
      .executeTakeFirst();
    const anyModel =
      model ?? (await api.db.selectFrom('models').select('id').orderBy('id').executeTakeFirstOrThrow());
    const inserted = await api.db
      .insertInto('products')
      .values({
        model_id: anyModel.id,
        storage_gb: 2048,
        condition: 'new',
        quality_grade: null,
        code: 'ZZTEST42',
        seo_name: 'test-product-zztest42',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('product_prices')
      .values({ product_id: inserted.id, shop: 'cz', amount: 100_00, currency: 'CZK' })
      .execute();
    const { body } = await search(cz, 'zztest42');
    assert.deepEqual(
      items(body).map((p) => p.id),
      [inserted.id],
    );
  });

  test('400 search_term_too_short under 2 characters, in the shop language', async () => {
    for (const q of ['', 'i', ' i ', 'Č']) {
      const response = await cz(`/api/new/catalogue/search/?q=${encodeURIComponent(q)}`);
      assert.equal(response.status, 400, q);
      assert.equal(response.body.code, 'search_term_too_short');
      assert.equal(response.body.message, 'Zadejte alespoň 2 znaky.');
      assert.deepEqual(response.body.errors, { query: { q: ['Zadejte alespoň 2 znaky.'] } });
    }
    const missing = await cz('/api/new/catalogue/search/');
    assert.equal(missing.body.code, 'search_term_too_short');
    const roShort = await ro('/api/new/catalogue/search/?q=a');
    assert.equal(roShort.status, 400);
    assert.equal(roShort.body.message, 'Introduceți cel puțin 2 caractere.');
    const badFilter = await cz('/api/new/catalogue/search/?q=iphone&sort=best');
    assert.equal(badFilter.status, 400);
    assert.ok(badFilter.body.errors.query.sort);
  });
});

describe('GET /api/new/catalogue/search/suggestions/', () => {
  test('up to 8 suggestions, new goods first', async () => {
    const { status, body } = await cz('/api/new/catalogue/search/suggestions/?q=iphone');
    assert.equal(status, 200);
    assert.equal(body.length, 8);
    for (const s of body) {
      assert.deepEqual(Object.keys(s).sort(), ['imageUrl', 'name', 'price', 'seoName', 'typeSeoName']);
      assert.match(s.name, /iPhone/);
      assert.equal(s.price.currency, 'CZK');
      assert.equal(s.imageUrl, `/api/new/catalogue/products/${s.seoName}/images/1.svg`);
    }
    const seoNames = body.map((s: { seoName: string }) => s.seoName);
    const used = await api.db
      .selectFrom('products')
      .select('seo_name')
      .where('condition', '=', 'used')
      .execute();
    assert.ok(seoNames.every((name: string) => !used.some((u) => u.seo_name === name)));
  });

  test('two characters are enough; accents ignored; few matches give few suggestions', async () => {
    const { body } = await ro('/api/new/catalogue/search/suggestions/?q=P%C3%AEx');
    assert.ok(body.length > 0);
    assert.ok(body.every((s: { name: string }) => s.name.includes('Pixel')));
    const none = await cz('/api/new/catalogue/search/suggestions/?q=xq');
    assert.deepEqual(none.body, []);
  });

  test('400 under 2 characters', async () => {
    const response = await cz('/api/new/catalogue/search/suggestions/?q=a');
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'search_term_too_short');
  });
});

async function allPhones(query = ''): Promise<Item[]> {
  const first = await phones(query);
  const rest = [];
  for (let page = 2; page <= Math.ceil(first.body.total / 100); page++)
    rest.push(...items((await phones(`${query}&page=${page}`)).body));
  return [...items(first.body), ...rest];
}
