import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { withFreshApp } from '../../../api/src/test-support/test-app.ts';
import type { RunningServer } from '../server.ts';
import { createStaticRoot, removeStaticRoot, startBff, testConfig } from '../test-support/fixtures.ts';
import { crawl, nodeOfType, parseXml } from './seo-test-support.ts';

// Search engines read the shop without a browser: each page's HTML, as sent by the bff in front of
// the real api of each shop (both on one database, as in production), carries its status, title,
// description, canonical and hreflang links, JSON-LD and its heading; robots.txt and sitemap.xml
// are per shop.

const api = withFreshApp(['cz', 'ro']);
const origins = { cz: 'https://www.mobilni-svet.test', ro: 'https://www.lumea-mobila.test' };
let cz: RunningServer;
let ro: RunningServer;
let staticRoot: string;

// Inside a suite: root-level hooks start together, and these need the api's apps started.
describe('pages for search engines', () => {
  before(async () => {
    staticRoot = await createStaticRoot();
    const env = { PUBLIC_URL_CZ: origins.cz, PUBLIC_URL_RO: origins.ro };
    cz = await startBff(testConfig({ apiUrl: api.apps.cz.url, staticRoot, env: { ...env, SHOP: 'cz' } }));
    ro = await startBff(testConfig({ apiUrl: api.apps.ro.url, staticRoot, env: { ...env, SHOP: 'ro' } }));
  });
  after(async () => {
    await cz?.shutdown();
    await ro?.shutdown();
    if (staticRoot) await removeStaticRoot(staticRoot);
  });

  /** Products both shops sell, with their type's seo name in each, in id order. */
  async function productsOfBothShops() {
    const { rows } = await sql<{ id: number; seoName: string; cz: string; ro: string }>`
    select p.id, p.seo_name as "seoName",
      max(tt.seo_name) filter (where tt.shop = 'cz') as cz, max(tt.seo_name) filter (where tt.shop = 'ro') as ro
    from products p join models m on m.id = p.model_id
    join sale_prices sp on sp.product_id = p.id
    join product_type_texts tt on tt.product_type_id = m.product_type_id and tt.shop = sp.shop
    group by p.id having count(distinct sp.shop) = 2 order by p.id limit 3
  `.execute(api.db);
    return rows;
  }

  async function apiJson<T>(url: string): Promise<T> {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    return (await response.json()) as T;
  }

  describe('a product page without a browser', () => {
    it('carries title, description, canonical, hreflang, JSON-LD and the heading in both shops', async () => {
      const [product] = await productsOfBothShops();
      const czPath = `/${product.cz}/${product.seoName}`;
      const roPath = `/${product.ro}/${product.seoName}`;
      for (const [server, shop, path, currency] of [
        [cz, 'cz', czPath, 'CZK'],
        [ro, 'ro', roPath, 'RON'],
      ] as const) {
        const detail = await apiJson<{ name: string; price: { amount: number } }>(
          `${api.apps[shop].url}/api/new/catalogue/products/${product.seoName}`,
        );
        const page = await crawl(`${server.url}${path}`);
        assert.equal(page.status, 200, path);
        assert.ok(page.title?.startsWith(detail.name), page.title);
        assert.ok(page.description && page.description.length > 20, page.description);
        assert.equal(page.canonical, `${origins[shop]}${path}`);
        assert.deepEqual(page.alternates, {
          'cs-CZ': `${origins.cz}${czPath}`,
          'ro-RO': `${origins.ro}${roPath}`,
          'x-default': `${origins.cz}${czPath}`,
        });
        assert.equal(page.h1, detail.name);
        nodeOfType(page, 'Organization');
        const crumbs = nodeOfType(page, 'BreadcrumbList').itemListElement as {
          position: number;
          item: string;
        }[];
        assert.deepEqual(
          crumbs.map((crumb) => crumb.position),
          [1, 2, 3],
        );
        assert.equal(crumbs[2].item, `${origins[shop]}${path}`);
        const productNode = nodeOfType(page, 'Product');
        assert.equal(productNode.name, detail.name);
        const offer = productNode.offers as Record<string, string>;
        assert.equal(offer['@type'], 'Offer');
        assert.equal(offer.priceCurrency, currency);
        assert.equal(Number(offer.price), detail.price.amount / 100);
        assert.match(offer.availability, /^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      }
    });

    it('escapes what staff wrote: markup in a title stays text, JSON-LD stays one inert script', async () => {
      const [, product] = await productsOfBothShops();
      const hostile = 'Nejlepší </script><script>alert(1)</script> "telefon" & <b>víc</b>';
      const model = await api.db
        .selectFrom('products')
        .select('model_id')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      await sql`
      insert into model_seo_texts (model_id, shop, title, description)
      values (${model.model_id}, 'cz', ${hostile}, ${hostile})
      on conflict (model_id, shop) do update set title = excluded.title, description = excluded.description
    `.execute(api.db);
      const page = await crawl(`${cz.url}/${product.cz}/${product.seoName}`);
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.html, /<script>alert/);
      assert.doesNotMatch(page.html, /<b>víc/);
      assert.ok(page.title?.startsWith(hostile), page.title);
      assert.equal(page.description, hostile);
      assert.equal(nodeOfType(page, 'Product').description, hostile);
    });

    it('answers 301 to the new URL for a moved product, and for a product under the wrong type', async () => {
      const [, , product] = await productsOfBothShops();
      const moved = `${product.seoName}-2026`;
      await api.db.updateTable('products').set({ seo_name: moved }).where('id', '=', product.id).execute();
      const old = await crawl(`${cz.url}/${product.cz}/${product.seoName}?ref=feed`);
      assert.equal(old.status, 301);
      assert.equal(old.location, `/${product.cz}/${moved}?ref=feed`);
      const wrongType = await crawl(`${ro.url}/${product.cz}-x/${moved}`);
      assert.equal(wrongType.status, 301);
      assert.equal(wrongType.location, `/${product.ro}/${moved}`);
      assert.equal((await crawl(`${cz.url}/${product.cz}/${moved}`)).status, 200);
    });
  });

  describe('a category page without a browser', () => {
    it('carries its name, canonical, hreflang, breadcrumbs and links to its products', async () => {
      const { rows } = await sql<{ cz: string; ro: string; name: string }>`
      select cz.seo_name as cz, ro.seo_name as ro, cz.name from categories c
      join category_texts cz on cz.category_id = c.id and cz.shop = 'cz'
      join category_texts ro on ro.category_id = c.id and ro.shop = 'ro'
      where c.parent_id is null and c.for_display order by c.position, c.id limit 1
    `.execute(api.db);
      const [category] = rows;
      const page = await crawl(`${cz.url}/${category.cz}`);
      assert.equal(page.status, 200);
      assert.equal(page.h1, category.name);
      assert.ok(page.title?.startsWith(category.name));
      assert.ok(page.description?.includes(category.name));
      assert.equal(page.canonical, `${origins.cz}/${category.cz}`);
      assert.equal(page.alternates['ro-RO'], `${origins.ro}/${category.ro}`);
      const crumbs = nodeOfType(page, 'BreadcrumbList').itemListElement as { name: string }[];
      assert.equal(crumbs.at(-1)?.name, category.name);
      assert.match(page.html, new RegExp(`<a href="/${category.cz}/[a-z0-9-]+">`), 'links to its products');
      const second = await crawl(`${cz.url}/${category.cz}?page=2&sort=cheapest`);
      assert.equal(second.canonical, `${origins.cz}/${category.cz}?page=2`, 'each page its own, filters not');
    });
  });

  describe('content pages without a browser', () => {
    it('a published page of the admin carries its title, description, canonical and text', async () => {
      const row = await api.db
        .selectFrom('content_pages')
        .select(['slug', 'title', 'description'])
        .where('shop', '=', 'ro')
        .where('status', '=', 'published')
        .where('slug', '<>', 'home')
        .orderBy('slug')
        .executeTakeFirstOrThrow();
      const page = await crawl(`${ro.url}/info/${row.slug}`);
      assert.equal(page.status, 200);
      assert.equal(page.h1, row.title);
      assert.ok(page.title?.startsWith(row.title));
      assert.equal(page.canonical, `${origins.ro}/info/${row.slug}`);
      assert.deepEqual(Object.keys(page.alternates).sort(), ['ro-RO', 'x-default']);
      nodeOfType(page, 'Organization');
      assert.equal((await crawl(`${ro.url}/info/no-such-page`)).status, 404);
    });

    it("the home page's components have one address, the home page", async () => {
      const home = await crawl(`${cz.url}/info/home`);
      assert.equal(home.status, 301);
      assert.equal(home.location, '/');
    });

    it('a store carries a Store with its address and opening hours', async () => {
      const store = await api.db
        .selectFrom('stores')
        .select(['slug', 'name', 'city'])
        .where('shop', '=', 'cz')
        .where('kind', '=', 'store')
        .where('is_active', '=', true)
        .orderBy('slug')
        .executeTakeFirstOrThrow();
      const page = await crawl(`${cz.url}/prodejny/${store.slug}`);
      assert.equal(page.status, 200);
      assert.equal(page.h1, store.name);
      assert.equal(page.canonical, `${origins.cz}/prodejny/${store.slug}`);
      const node = nodeOfType(page, 'Store');
      assert.equal((node.address as Record<string, string>).addressLocality, store.city);
      const hours = node.openingHoursSpecification as { dayOfWeek: string; opens: string }[];
      assert.ok(hours.length > 0);
      assert.match(hours[0].dayOfWeek, /^https:\/\/schema\.org\/[A-Z][a-z]+day$/);
      assert.match(hours[0].opens, /^\d{2}:\d{2}$/);
      assert.equal((await crawl(`${cz.url}/prodejny/no-such-store`)).status, 404);
    });
  });

  describe('an article without a browser', () => {
    it('carries an Article, breadcrumbs through its topic, canonical and its text', async () => {
      const { rows } = await sql<{ slug: string; title: string }>`
        select slug, title from articles
        where shop = 'cz' and locale = 'cs-CZ' and published_at <= now() order by published_at desc limit 1
      `.execute(api.db);
      const [article] = rows;
      const page = await crawl(`${cz.url}/clanky/${article.slug}`);
      assert.equal(page.status, 200);
      assert.equal(page.h1, article.title);
      assert.ok(page.title?.startsWith(article.title));
      assert.ok(page.description);
      assert.equal(page.canonical, `${origins.cz}/clanky/${article.slug}`);
      const node = nodeOfType(page, 'Article');
      assert.equal(node.headline, article.title);
      assert.ok(!Number.isNaN(Date.parse(String(node.datePublished))));
      const crumbs = nodeOfType(page, 'BreadcrumbList').itemListElement as { name: string }[];
      assert.equal(crumbs.length, 3);
      assert.equal((await crawl(`${cz.url}/clanky/no-such-article`)).status, 404);
    });
  });

  describe('statuses', () => {
    it('answers 404 with the not-found page for unknown products, categories and URLs', async () => {
      const [product] = await productsOfBothShops();
      for (const path of [
        `/${product.cz}/no-such-phone`,
        '/no-such-category',
        '/a/b/c',
        '/info/a/b',
        '/Tele%20fony',
        '/%E0%A4%A',
      ]) {
        const page = await crawl(`${cz.url}${path}`);
        assert.equal(page.status, 404, path);
        assert.equal(page.h1, 'Stránka nenalezena', path);
        assert.equal(page.robots, 'noindex', path);
        assert.match(page.html, /<div id="root">/, 'the shell still renders the page in the browser');
      }
    });

    it('keeps 200 for the client apps and the home page', async () => {
      for (const path of [
        '/',
        '/kosik',
        '/objednavka/doprava',
        '/ucet/objednavky',
        '/admin/x/y',
        '/hledat',
        '/vykup/a/b/c',
      ]) {
        assert.equal((await crawl(`${cz.url}${path}`)).status, 200, path);
      }
      const home = await crawl(`${ro.url}/`);
      assert.equal(home.canonical, `${origins.ro}/`);
      assert.equal(home.alternates['cs-CZ'], `${origins.cz}/`);
      nodeOfType(home, 'Organization');
      assert.equal(home.h1, undefined, 'the home page gets no extra markup');
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt keeps crawlers out of the personal and staff areas and names the sitemap', async () => {
      const response = await fetch(`${ro.url}/robots.txt`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
      const text = await response.text();
      for (const path of ['/cos', '/comanda', '/cont', '/admin', '/depozit', '/cautare'])
        assert.match(text, new RegExp(`^Disallow: ${path}$`, 'm'), path);
      assert.match(text, new RegExp(`^Sitemap: ${origins.ro}/sitemap.xml$`, 'm'));
    });

    it('sitemap.xml is valid XML listing home, categories, products, stores, pages and articles with alternates', async () => {
      const response = await fetch(`${cz.url}/sitemap.xml`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^application\/xml/);
      const root = parseXml(await response.text());
      assert.equal(root.name, 'urlset');
      assert.equal(root.uri, 'http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = root.children.map((url) => ({
        loc: url.children.find((child) => child.name === 'loc')?.text ?? '',
        alternates: url.children
          .filter((child) => child.name === 'link' && child.uri === 'http://www.w3.org/1999/xhtml')
          .map((link) => link.attributes),
      }));
      const locs = urls.map((url) => url.loc);
      assert.equal(new Set(locs).size, locs.length, 'each URL once');
      assert.ok(locs.every((loc) => loc.startsWith(`${origins.cz}/`)));
      assert.ok(locs.includes(`${origins.cz}/`));
      assert.ok(
        locs.some((loc) => loc.startsWith(`${origins.cz}/prodejny/`)),
        'stores',
      );
      assert.ok(
        locs.some((loc) => loc.startsWith(`${origins.cz}/info/`)),
        'content pages',
      );
      assert.ok(!locs.includes(`${origins.cz}/info/home`), 'the home page once, as /');
      assert.ok(
        locs.some((loc) => loc.startsWith(`${origins.cz}/clanky/`)),
        'articles',
      );
      const [product] = await productsOfBothShops();
      const entry = urls.find((url) => url.loc === `${origins.cz}/${product.cz}/${product.seoName}`);
      assert.ok(entry, 'a product both shops sell');
      assert.deepEqual(
        entry.alternates.map((link) => [link.rel, link.hreflang, link.href]),
        [
          ['alternate', 'cs-CZ', `${origins.cz}/${product.cz}/${product.seoName}`],
          ['alternate', 'ro-RO', `${origins.ro}/${product.ro}/${product.seoName}`],
        ],
      );
    });
  });
});
