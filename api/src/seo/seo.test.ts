import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { SITEMAP_MAX_URLS } from 'shared-domain/contracts/seo.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

/** A product both shops sell, with its type's seo name in each. */
async function productOfBothShops() {
  const { rows } = await sql<{ id: number; seoName: string; cz: string; ro: string }>`
    select p.id, p.seo_name as "seoName",
      max(tt.seo_name) filter (where tt.shop = 'cz') as cz, max(tt.seo_name) filter (where tt.shop = 'ro') as ro
    from products p join models m on m.id = p.model_id
    join sale_prices sp on sp.product_id = p.id
    join product_type_texts tt on tt.product_type_id = m.product_type_id and tt.shop = sp.shop
    group by p.id having count(distinct sp.shop) = 2 order by p.id limit 1
  `.execute(api.db);
  return rows[0];
}

describe('GET /api/new/seo/products/{seoName}', () => {
  test("answers the product's path in both shops, shared-cached", async () => {
    const product = await productOfBothShops();
    const response = await request(`${api.apps.cz.url}/api/new/seo/products/${product.seoName}`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      seoName: product.seoName,
      paths: { cz: `/${product.cz}/${product.seoName}`, ro: `/${product.ro}/${product.seoName}` },
    });
    assert.match(response.headers.get('cache-control') ?? '', /s-maxage=\d+/);
  });

  test('a renamed product is found by its old seo name and answers its new one', async () => {
    const product = await productOfBothShops();
    const renamed = `${product.seoName}-renamed`;
    await api.db.updateTable('products').set({ seo_name: renamed }).where('id', '=', product.id).execute();
    const response = await request(`${api.apps.ro.url}/api/new/seo/products/${product.seoName}`);
    assert.equal(response.status, 200);
    assert.equal(response.body.seoName, renamed);
    assert.equal(response.body.paths.ro, `/${product.ro}/${renamed}`);
    // Renamed back: the old name is a live URL again, and the intermediate one redirects.
    await api.db
      .updateTable('products')
      .set({ seo_name: product.seoName })
      .where('id', '=', product.id)
      .execute();
    assert.equal(
      (await request(`${api.apps.cz.url}/api/new/seo/products/${renamed}`)).body.seoName,
      product.seoName,
    );
    const redirects = await api.db
      .selectFrom('product_redirects')
      .select('old_seo_name')
      .where('product_id', '=', product.id)
      .execute();
    assert.deepEqual(
      redirects.map((row) => row.old_seo_name),
      [renamed],
    );
  });

  test('an unknown or malformed seo name is a 404', async () => {
    for (const seoName of ['no-such-phone', 'Bad%20Name']) {
      const response = await request(`${api.apps.cz.url}/api/new/seo/products/${seoName}`);
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'product_not_found');
    }
  });
});

describe('GET /api/new/seo/categories/{seoName}', () => {
  test("answers a shown category's name, ancestors and its path in both shops", async () => {
    const { rows } = await sql<{ cz: string; ro: string; name: string }>`
      select cz.seo_name as cz, ro.seo_name as ro, cz.name from categories c
      join category_texts cz on cz.category_id = c.id and cz.shop = 'cz'
      join category_texts ro on ro.category_id = c.id and ro.shop = 'ro'
      where c.parent_id is null and c.for_display order by c.position, c.id limit 1
    `.execute(api.db);
    const [category] = rows;
    const response = await request(`${api.apps.cz.url}/api/new/seo/categories/${category.cz}`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      name: category.name,
      paths: { cz: `/${category.cz}`, ro: `/${category.ro}` },
      ancestors: [],
    });
    assert.equal((await request(`${api.apps.cz.url}/api/new/seo/categories/no-such-category`)).status, 404);
  });
});

describe('GET /api/new/seo/sitemap/', () => {
  test('lists home, categories and every sold product once, with the other shop’s paths', async () => {
    const response = await request(`${api.apps.cz.url}/api/new/seo/sitemap/`);
    assert.equal(response.status, 200);
    const { entries, total, pageSize } = response.body as {
      entries: { paths: { cz?: string; ro?: string } }[];
      total: number;
      pageSize: number;
    };
    assert.equal(pageSize, SITEMAP_MAX_URLS);
    assert.ok(entries.length > 10 && entries.length <= total);
    assert.deepEqual(entries[0].paths, { cz: '/', ro: '/' });
    const czPaths = entries.map((entry) => entry.paths.cz);
    assert.equal(new Set(czPaths).size, czPaths.length, 'no page twice');
    assert.ok(entries.every((entry) => entry.paths.cz?.startsWith('/')));
    const product = await productOfBothShops();
    assert.ok(
      entries.some(
        (entry) =>
          entry.paths.cz === `/${product.cz}/${product.seoName}` &&
          entry.paths.ro === `/${product.ro}/${product.seoName}`,
      ),
    );
    assert.equal((await request(`${api.apps.cz.url}/api/new/seo/sitemap/?page=2`)).body.entries.length, 0);
    assert.equal((await request(`${api.apps.cz.url}/api/new/seo/sitemap/?page=0`)).status, 400);
  });
});
