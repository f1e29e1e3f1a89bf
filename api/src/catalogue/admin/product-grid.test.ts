import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const api = withFreshApp();
const gridUrl = (query = '') => `${api.url}/api/new/catalogue/admin/products${query ? `?${query}` : ''}`;
const exportUrl = (query = '') =>
  `${api.url}/api/new/catalogue/admin/products/export.csv${query ? `?${query}` : ''}`;

let staff = '';
describe('product grid: staff session', () => {
  test('staff log in', async () => {
    staff = await logIn(api.url, 'admin@example.cz');
    assert.ok(staff);
  });
});

interface Row {
  id: number;
  code: string;
  ean: string | null;
  masterProductId: number;
  masterProductName: string;
  brand: string;
  condition: 'new' | 'used';
  qualityGrade: string | null;
  price: { amount: number; currency: string } | null;
  stock: number;
  categories: string[];
}

async function grid(query = ''): Promise<{ items: Row[]; total: number; page: number; pageSize: number }> {
  const response = await request(gridUrl(query), { sid: staff });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

/** Every matching row, read page by page as the grid would. */
async function allRows(query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const body = await grid(`${query}&pageSize=200&page=${page}`);
    rows.push(...body.items);
    if (rows.length >= body.total) return rows;
  }
}

async function productCount(): Promise<number> {
  const row = await api.db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('product grid: access', () => {
  test('refuses anonymous callers with 401 and the customer and warehouse roles with 403', async () => {
    for (const url of [gridUrl(), exportUrl()]) {
      assert.equal((await request(url)).status, 401, url);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const response = await request(url, { sid: await logIn(api.url, email) });
        assert.equal(response.status, 403, `${email} ${url}`);
        assert.equal(response.body.code, 'forbidden');
      }
    }
  });
});

describe('GET /api/new/catalogue/admin/products', () => {
  test('answers a page of every product with the total, not cached', async () => {
    const response = await request(gridUrl('pageSize=5'), { sid: staff });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.body.total, await productCount());
    assert.equal(response.body.items.length, 5);
    assert.deepEqual([response.body.page, response.body.pageSize], [1, 5]);
    const [first] = response.body.items as Row[];
    assert.equal(typeof first.masterProductName, 'string');
    assert.ok(first.categories.length >= 1, 'every master product sits in its type category');
    assert.equal(first.price?.currency, 'CZK');
  });

  test('pages follow each other without repeating a row', async () => {
    const first = await grid('pageSize=7&page=1');
    const second = await grid('pageSize=7&page=2');
    assert.equal(second.page, 2);
    const ids = new Set(first.items.map((row) => row.id));
    assert.ok(second.items.every((row) => !ids.has(row.id)));
    assert.equal((await allRows('sort=code')).length, first.total);
  });

  test('sorts by price, code and stock both ways', async () => {
    const byPrice = (await grid('sort=price&pageSize=50&quality=new')).items.map(
      (row) => row.price?.amount ?? 0,
    );
    assert.deepEqual(
      byPrice,
      [...byPrice].sort((a, b) => a - b),
    );
    const byPriceDesc = (await grid('sort=-price&pageSize=50&quality=new')).items.map(
      (row) => row.price?.amount ?? 0,
    );
    assert.deepEqual(
      byPriceDesc,
      [...byPriceDesc].sort((a, b) => b - a),
    );
    const codes = (await grid('sort=-code&pageSize=50')).items.map((row) => row.code);
    assert.deepEqual(codes, [...codes].sort().reverse());
    const stock = (await grid('sort=-stock&pageSize=50')).items.map((row) => row.stock);
    assert.deepEqual(
      stock,
      [...stock].sort((a, b) => b - a),
    );
    assert.ok(stock[0] > 0);
  });

  test('finds by part of the name, the code and the EAN', async () => {
    const product = await api.db
      .selectFrom('products')
      .select(['id', 'code', 'ean'])
      .where('ean', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byCode = await grid(`q=${encodeURIComponent(product.code.slice(0, -1).toLowerCase())}`);
    assert.ok(byCode.items.some((row) => row.id === product.id));
    assert.ok(
      byCode.items.every((row) => row.code.toLowerCase().includes(product.code.slice(0, -1).toLowerCase())),
    );
    const byEan = await grid(`q=${product.ean}`);
    assert.deepEqual(
      byEan.items.map((row) => row.id),
      [product.id],
    );
    const byName = await allRows('q=iphone');
    assert.ok(byName.length > 0);
    assert.ok(byName.every((row) => /iphone/i.test(row.masterProductName)));
    // LIKE wildcards in the term are plain characters
    assert.equal((await grid('q=%25%25')).total, 0);
  });

  test('filters by brand, quality, stock and price range', async () => {
    const apple = await allRows('brand=apple');
    assert.ok(apple.length > 0 && apple.every((row) => row.brand === 'Apple'));
    const gradeA = await allRows(`quality=${encodeURIComponent('A+')}`);
    assert.ok(gradeA.length > 0 && gradeA.every((row) => row.qualityGrade === 'A+'));
    const fresh = await allRows('quality=new');
    assert.ok(fresh.length > 0 && fresh.every((row) => row.condition === 'new'));

    const out = await allRows('stock=out');
    const inStock = await allRows('stock=in');
    const low = await allRows('stock=low');
    assert.ok(out.every((row) => row.stock === 0));
    assert.ok(inStock.every((row) => row.stock > 0));
    assert.ok(low.length > 0 && low.every((row) => row.stock > 0 && row.stock < 3));
    assert.equal(out.length + inStock.length, await productCount());

    const priced = await allRows('priceMin=10000&priceMax=20000');
    assert.ok(priced.length > 0);
    assert.ok(
      priced.every((row) => row.price && row.price.amount >= 1_000_000 && row.price.amount <= 2_000_000),
    );
  });

  test('filters by a category together with its descendants', async () => {
    const root = await api.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .where('type_device', '=', 'phones')
      .executeTakeFirstOrThrow();
    const child = await api.db
      .insertInto('categories')
      .values({ parent_id: root.id, type_device: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('category_texts')
      .values({
        category_id: child.id,
        shop: 'cz',
        name: 'Odolné telefony',
        seo_name: 'odolne-telefony-grid-test',
      })
      .execute();
    const tablet = await api.db
      .selectFrom('models as m')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .select('m.id')
      .where('t.code', '=', 'tablets')
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('model_categories')
      .values({ model_id: tablet.id, category_id: child.id })
      .execute();

    const inChild = await allRows(`category=${child.id}`);
    assert.ok(inChild.length > 0);
    assert.ok(
      inChild.every((row) => row.masterProductId === tablet.id && row.categories.includes('Odolné telefony')),
    );
    const inRoot = await allRows(`category=${root.id}`);
    assert.ok(
      inRoot.some((row) => row.masterProductId === tablet.id),
      'a descendant’s products count',
    );
    assert.ok(inRoot.length > inChild.length);
  });

  test("shows every change of the stores' stock at once (totals kept by triggers)", async () => {
    const store = await api.db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await api.db
      .selectFrom('products')
      .select(['id', 'code'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const stockOf = async () =>
      (await grid(`q=${encodeURIComponent(product.code)}`)).items.find((row) => row.id === product.id)?.stock;
    const expected = await api.db
      .selectFrom('stock as st')
      .innerJoin('stores as s', 's.id', 'st.store_id')
      .select(sql<number>`coalesce(sum(st.quantity), 0)::int`.as('n'))
      .where('st.product_id', '=', product.id)
      .where('s.shop', '=', 'cz')
      .executeTakeFirstOrThrow();
    assert.equal(await stockOf(), expected.n);

    await api.db.deleteFrom('stock').where('product_id', '=', product.id).execute();
    assert.equal(await stockOf(), 0);
    assert.ok((await allRows('stock=out')).some((row) => row.id === product.id));
    await api.db
      .insertInto('stock')
      .values({ product_id: product.id, store_id: store.id, quantity: 2 })
      .execute();
    assert.ok((await allRows('stock=low')).some((row) => row.id === product.id));
    await api.db
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '+', 5) }))
      .where('product_id', '=', product.id)
      .execute();
    assert.equal(await stockOf(), 7);
    assert.ok((await allRows('stock=in')).some((row) => row.id === product.id));
  });

  test('refuses a bad sort, a one-letter search and unknown parameters with 400', async () => {
    for (const query of [
      'sort=colour',
      'q=a',
      'pageSize=500',
      'quality=E',
      'stock=some',
      'priceMin=-1',
      'color=red',
    ]) {
      const response = await request(gridUrl(query), { sid: staff });
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request', query);
    }
  });
});

describe('GET /api/new/catalogue/admin/products/brands', () => {
  test("lists the brand filter's choices by name, only to staff", async () => {
    const response = await request(`${api.url}/api/new/catalogue/admin/products/brands`, { sid: staff });
    assert.equal(response.status, 200);
    const names = response.body.brands.map((brand: { name: string }) => brand.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en')),
    );
    assert.ok(response.body.brands.some((brand: { seoName: string }) => brand.seoName === 'apple'));
    const warehouse = await logIn(api.url, 'sklad@example.cz');
    assert.equal(
      (await request(`${api.url}/api/new/catalogue/admin/products/brands`, { sid: warehouse })).status,
      403,
    );
  });
});

describe('GET /api/new/catalogue/admin/products/export.csv', () => {
  test('streams every matching row as CSV with a BOM, and a formula in a name stays text', async () => {
    const model = await api.db
      .selectFrom('models')
      .select(['id', 'name'])
      .where('name', 'like', 'Galaxy%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('models')
      .set({ name: '=HYPERLINK("http://evil.example","Galaxy")' })
      .where('id', '=', model.id)
      .execute();
    try {
      const response = await fetch(exportUrl('brand=samsung&sort=code'), {
        headers: { cookie: `sid=${staff}` },
      });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
      assert.match(
        response.headers.get('content-disposition') ?? '',
        /attachment; filename="produkty-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM for Excel');
      const text = new TextDecoder().decode(bytes.slice(3));
      const lines = text.split('\r\n').filter(Boolean);
      assert.equal(
        lines[0],
        'ID,Kód,EAN,ID hlavního produktu,Hlavní produkt,Značka,Typ zařízení,Barva,Paměť (GB),Stav,Cena,Měna,Skladem (ks),Kategorie',
      );
      const samsung = await grid('brand=samsung');
      assert.equal(lines.length - 1, samsung.total);
      const evil = lines.filter((line) => line.includes('HYPERLINK'));
      assert.ok(evil.length > 0);
      assert.ok(
        evil.every((line) => line.includes(`"'=HYPERLINK(""http://evil.example"",""Galaxy"")"`)),
        evil[0],
      );
      assert.ok(lines.slice(1).every((line) => line.includes(',Samsung,')));
    } finally {
      await api.db.updateTable('models').set({ name: model.name }).where('id', '=', model.id).execute();
    }
  });
});
