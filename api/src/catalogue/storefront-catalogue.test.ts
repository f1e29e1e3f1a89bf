import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { categoryIdOf, insertUpload } from './storefront-test-support.ts';

// The storefront follows the back office (issue 15): the category tree makes the megamenu and
// the category pages, attributes filter and describe products, photos and accessory fits show on
// the product page. Staff's changes are written straight to the tables here; the admin routes
// that make them are tested in catalogue/admin.

const api = withFreshApp(['cz', 'ro']);
const MENU = '/api/new/mp-menu/hamburger/hamburger/';
const cz = (path: string) => request(`${api.apps.cz.url}${path}`);
const ro = (path: string) => request(`${api.apps.ro.url}${path}`);
const browse = (query: string) => cz(`/api/new/catalogue/browse/?pageSize=100&${query}`);

interface Item {
  seoName: string;
  manufacturer: string;
}
interface Link {
  name: string;
  seoName: string;
  url: string;
  productCount: number;
}

const rootId = (seoName: string) => categoryIdOf(api.db, seoName);

async function modelIds(seoNames: string[]): Promise<number[]> {
  const rows = await api.db.selectFrom('models').where('seo_name', 'in', seoNames).select('id').execute();
  return rows.map((row) => row.id);
}

/** A category as staff make it: names in both shops, optionally with master products in it. */
async function addCategory(options: {
  parentId: number | null;
  cz: [seoName: string, name: string];
  ro: [seoName: string, name: string];
  forDisplay?: boolean;
  filterable?: boolean;
  models?: string[];
  position?: number;
}): Promise<number> {
  const { id } = await api.db
    .insertInto('categories')
    .values({
      parent_id: options.parentId,
      position: options.position ?? 0,
      for_display: options.forDisplay ?? true,
      filterable: options.filterable ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('category_texts')
    .values([
      { category_id: id, shop: 'cz', seo_name: options.cz[0], name: options.cz[1] },
      { category_id: id, shop: 'ro', seo_name: options.ro[0], name: options.ro[1] },
    ])
    .execute();
  const models = await modelIds(options.models ?? []);
  if (models.length)
    await api.db
      .insertInto('model_categories')
      .values(models.map((model_id) => ({ model_id, category_id: id })))
      .execute();
  return id;
}

const setForDisplay = (id: number, forDisplay: boolean) =>
  api.db.updateTable('categories').set({ for_display: forDisplay }).where('id', '=', id).execute();

describe('the megamenu and the category pages follow the category tree', () => {
  test('a new child category appears in the menu and as a page with its products', async () => {
    const phones = await rootId('telefony');
    const child = await addCategory({
      parentId: phones,
      cz: ['apple-iphone', 'Apple iPhone'],
      ro: ['apple-iphone', 'Apple iPhone'],
      models: ['apple-iphone-15', 'apple-iphone-16'],
    });

    const menu = await cz(MENU);
    const phonesColumn = menu.body.types.find((t: { seoName: string }) => t.seoName === 'telefony');
    const link = phonesColumn.brands.find((b: Link) => b.seoName === 'apple-iphone');
    assert.ok(link, 'the child is a link of its parent’s column');
    assert.equal(link.url, '/apple-iphone');
    assert.equal(phonesColumn.brands[0].seoName, 'apple-iphone', 'children before brands');

    const page = await browse('type=apple-iphone');
    assert.equal(page.status, 200);
    const models = new Set(
      page.body.items.map((item: Item) => item.seoName.split('-').slice(0, 3).join('-')),
    );
    assert.deepEqual([...models].sort(), ['apple-iphone-15', 'apple-iphone-16']);
    assert.equal(link.productCount, page.body.total, 'the menu counts what the page lists');
    assert.deepEqual(page.body.category, {
      name: 'Apple iPhone',
      seoName: 'apple-iphone',
      url: '/apple-iphone',
      filterable: false,
      children: [],
    });

    const parent = await browse('type=telefony');
    assert.deepEqual(
      parent.body.category.children.map((c: { seoName: string }) => c.seoName),
      ['apple-iphone'],
    );
    assert.equal(parent.body.category.filterable, true);
    await api.db.deleteFrom('model_categories').where('category_id', '=', child).execute();
    await api.db.deleteFrom('categories').where('id', '=', child).execute();
  });

  test('a category lists the master products of its descendants too, each product once', async () => {
    const root = await addCategory({
      parentId: null,
      position: 99,
      cz: ['vyprodej', 'Výprodej'],
      ro: ['lichidare', 'Lichidare'],
      models: ['google-pixel-8'],
    });
    await addCategory({
      parentId: root,
      cz: ['vyprodej-tablety', 'Výprodej tablet'],
      ro: ['lichidare-tablete', 'Lichidare tablete'],
      // Pixel 8 is in the parent too: it is listed once.
      models: ['samsung-galaxy-tab-s9', 'google-pixel-8'],
    });
    const page = await browse('type=vyprodej');
    const makers = page.body.items.map((item: Item) => item.manufacturer);
    assert.ok(makers.includes('Google') && makers.includes('Samsung'));
    const seoNames = page.body.items.map((item: Item) => item.seoName);
    assert.equal(new Set(seoNames).size, seoNames.length);
    assert.deepEqual(
      page.body.facets.brands.map((b: { seoName: string }) => b.seoName),
      [],
      'not filterable: no brand facet',
    );
    const menu = await ro(MENU);
    const column = menu.body.types.at(-1);
    assert.equal(column.name, 'Lichidare');
    assert.equal(column.productCount, page.body.total, 'Romanian menu counts the same products');
    assert.equal(column.brands[0].url, '/lichidare-tablete');
    assert.deepEqual(
      column.brands.slice(1).map((b: Link) => b.seoName),
      ['google', 'samsung'],
      'the brands it sells',
    );

    // Staff chose the category's brands: the menu lists those (Apple sells nothing there yet).
    const chosen = await api.db
      .selectFrom('manufacturers')
      .where('seo_name', 'in', ['apple', 'google'])
      .select('id')
      .execute();
    await api.db
      .insertInto('category_manufacturers')
      .values(chosen.map((maker) => ({ category_id: root, manufacturer_id: maker.id })))
      .execute();
    const picked = (await ro(MENU)).body.types.at(-1);
    assert.deepEqual(
      picked.brands.slice(1).map((b: Link) => [b.seoName, b.productCount > 0]),
      [
        ['apple', false],
        ['google', true],
      ],
    );
  });

  test('for_display false hides a category and everything under it, from the menu and as a page', async () => {
    const tablets = await rootId('tablety');
    const hidden = await addCategory({
      parentId: tablets,
      forDisplay: false,
      cz: ['skryte-tablety', 'Skryté tablety'],
      ro: ['tablete-ascunse', 'Tablete ascunse'],
      models: ['apple-ipad-10'],
    });
    await addCategory({
      parentId: hidden,
      cz: ['pod-skrytou', 'Pod skrytou'],
      ro: ['sub-ascunsa', 'Sub ascunsă'],
      models: ['apple-ipad-10'],
    });
    for (const seo of ['skryte-tablety', 'pod-skrytou']) {
      const page = await browse(`type=${seo}`);
      assert.equal(page.status, 404, seo);
    }
    const menu = await cz(MENU);
    const links = menu.body.types.flatMap((t: { brands: Link[] }) => t.brands.map((b) => b.seoName));
    assert.ok(!links.includes('skryte-tablety') && !links.includes('pod-skrytou'));

    await setForDisplay(hidden, true);
    assert.equal((await browse('type=pod-skrytou')).status, 200, 'shown again with its parent');

    await setForDisplay(tablets, false);
    const withoutTablets = await cz(MENU);
    assert.ok(!withoutTablets.body.types.some((t: { seoName: string }) => t.seoName === 'tablety'));
    assert.equal((await browse('type=tablety')).status, 404);
    assert.equal((await browse('type=skryte-tablety')).status, 404, 'a hidden ancestor hides it');
    await setForDisplay(tablets, true);
  });
});

describe('attribute filters of a filterable category', () => {
  test('offer the filter attributes as facets: choices, yes/no and a number range', async () => {
    const { body } = await browse('type=telefony');
    const byCode = new Map(body.facets.attributes.map((facet: { code: string }) => [facet.code, facet]));
    assert.deepEqual([...byCode.keys()], ['display_size', 'five_g', 'connector']);
    assert.deepEqual(byCode.get('display_size'), {
      code: 'display_size',
      name: 'Úhlopříčka displeje',
      type: 'number',
      unit: '″',
      options: [],
      range: { min: 6.1, max: 6.67 },
    });
    const connector = byCode.get('connector') as {
      options: { value: string; name: string; count: number }[];
    };
    assert.deepEqual(
      connector.options.map((option) => [option.value, option.name]),
      [
        ['usb_c', 'USB-C'],
        ['lightning', 'Lightning'],
      ],
    );
    assert.equal(
      connector.options.reduce((sum, option) => sum + option.count, 0),
      body.total,
      'every phone has a connector',
    );
    const fiveG = byCode.get('five_g') as { options: { value: string }[] };
    assert.deepEqual(
      fiveG.options.map((option) => option.value),
      ['true'],
    );
    const romanian = await ro('/api/new/catalogue/browse/?type=telefoane');
    assert.equal(romanian.body.facets.attributes[0].name, 'Diagonala ecranului');
  });

  test('narrow the listing: a choice, a range, yes/no, combined with the other filters', async () => {
    const models = (items: Item[]) =>
      [...new Set(items.map((item) => item.seoName.replace(/-\d+gb-.*$/, '')))].sort();
    const lightning = await browse('type=telefony&attr=connector:lightning');
    assert.equal(lightning.status, 200);
    assert.deepEqual(models(lightning.body.items), [
      'apple-iphone-13',
      'apple-iphone-13-pro',
      'apple-iphone-14',
      'apple-iphone-14-pro',
    ]);
    assert.equal(lightning.body.facets.attributes.length, 3, 'facets describe the whole category');

    const large = await browse('type=telefony&attr=display_size:6.3-&brand=google,xiaomi');
    assert.deepEqual(models(large.body.items), [
      'google-pixel-9',
      'xiaomi-14',
      'xiaomi-redmi-note-13-pro-5g',
    ]);

    const both = await browse('type=telefony&attr=connector:lightning,connector:usb_c');
    const all = await browse('type=telefony');
    assert.equal(both.body.total, all.body.total, 'two choices of one attribute: either');

    const noFiveG = await browse('type=tablety&attr=five_g:false');
    assert.equal(noFiveG.body.total, (await browse('type=tablety')).body.total);
    assert.equal((await browse('type=telefony&attr=five_g:false')).body.total, 0);
  });

  test('ignore unknown attributes and impossible values; refuse malformed ones with 400', async () => {
    const all = await browse('type=telefony');
    for (const attr of ['colour_depth:5', 'display_size:big', 'five_g:maybe', 'chip:a15']) {
      const page = await browse(`type=telefony&attr=${attr}`);
      assert.equal(page.status, 200, attr);
      assert.equal(page.body.total, all.body.total, `${attr} is no filter`);
    }
    for (const attr of ['display_size', 'Display:6', ':6', 'x:']) {
      const page = await browse(`type=telefony&attr=${encodeURIComponent(attr)}`);
      assert.equal(page.status, 400, attr);
      assert.equal(page.body.code, 'invalid_request');
    }
  });

  test('a category that is not filterable offers no brand or attribute facets and ignores them', async () => {
    const watches = await rootId('chytre-hodinky');
    await api.db.updateTable('categories').set({ filterable: false }).where('id', '=', watches).execute();
    const { body } = await browse('type=chytre-hodinky&attr=five_g:true');
    assert.deepEqual(body.facets.brands, []);
    assert.deepEqual(body.facets.attributes, []);
    assert.ok(body.total > 0, 'the attribute filter is not applied');
    assert.equal(body.category.filterable, false);
    await api.db.updateTable('categories').set({ filterable: true }).where('id', '=', watches).execute();
  });
});

describe('the product page: parameters, photos, accessories', () => {
  const detail = (shop: 'cz' | 'ro', seo: string) =>
    request(`${api.apps[shop].url}/api/new/catalogue/products/${seo}`);

  test('shows the technical parameters by group, in the shop’s language', async () => {
    const { body } = await detail('cz', 'apple-iphone-15-128gb-black');
    assert.deepEqual(
      body.parameters.map((group: { name: string }) => group.name),
      ['Displej', 'Výkon', 'Fotoaparát', 'Baterie', 'Konektivita'],
    );
    assert.deepEqual(body.parameters[0].parameters[0], {
      code: 'display_size',
      name: 'Úhlopříčka displeje',
      type: 'number',
      value: 6.1,
      unit: '″',
    });
    const connectivity = body.parameters[4].parameters;
    assert.deepEqual(
      connectivity.map((p: { code: string; value: unknown }) => [p.code, p.value]),
      [
        ['five_g', true],
        ['connector', 'USB-C'],
      ],
    );
    assert.equal(body.parameters[1].parameters[0].value, 'A16 Bionic');

    const romanian = await detail('ro', 'apple-iphone-15-128gb-black');
    assert.deepEqual(
      romanian.body.parameters.map((group: { name: string }) => group.name),
      ['Afișaj', 'Performanță', 'Cameră', 'Baterie', 'Conectivitate'],
    );
    const accessory = await detail('cz', 'panzerglass-iphone-15');
    assert.deepEqual(accessory.body.parameters, [], 'no attributes, no parameters');
  });

  test('shows staff’s photos as responsive modern formats with alt text per shop', async () => {
    const [model] = await modelIds(['google-pixel-9']);
    const uploadIds = [await insertUpload(api.db, 'pixel-0.jpg'), await insertUpload(api.db, 'pixel-1.jpg')];
    // Inserted second-first: the gallery follows position, not insertion.
    for (const [index, uploadId] of [...uploadIds].reverse().entries()) {
      const { id } = await api.db
        .insertInto('model_images')
        .values({ model_id: model, upload_id: uploadId, position: 1 - index })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('model_image_texts')
        .values([
          { image_id: id, shop: 'cz', alt: `Pixel 9 pohled ${2 - index}` },
          { image_id: id, shop: 'ro', alt: `Pixel 9 vedere ${2 - index}` },
        ])
        .execute();
    }
    const { body } = await detail('cz', 'google-pixel-9-128gb-obsidian');
    assert.equal(body.gallery.length, 2);
    const [first] = body.gallery;
    assert.equal(first.url, `/api/new/uploads/${uploadIds[0]}/w640.jpeg`);
    assert.deepEqual([first.width, first.height, first.alt], [1200, 900, 'Pixel 9 pohled 1']);
    assert.deepEqual(
      first.sources.map((source: { type: string }) => source.type),
      ['image/avif', 'image/webp'],
    );
    assert.match(first.sources[0].srcset, new RegExp(`^/api/new/uploads/${uploadIds[0]}/w320\\.avif 320w, `));
    assert.match(first.srcset, /w1024\.jpeg 1024w$/);
    const romanian = await detail('ro', 'google-pixel-9-128gb-obsidian');
    assert.equal(romanian.body.gallery[1].alt, 'Pixel 9 vedere 2');

    // The lists show the first photo too, in the <img> fallback size (their code stays as it is).
    const listed = await browse('type=telefony&brand=google');
    const pixel9 = listed.body.items.find((item: Item) => item.seoName === 'google-pixel-9-128gb-obsidian');
    assert.equal(pixel9.imageUrl, `/api/new/uploads/${uploadIds[0]}/w640.jpeg`);
    const pixel8 = listed.body.items.find((item: Item) => item.seoName === 'google-pixel-8-128gb-obsidian');
    assert.equal(pixel8.imageUrl, '/api/new/catalogue/products/google-pixel-8-128gb-obsidian/images/1.svg');

    const outline = await detail('cz', 'google-pixel-8-128gb-obsidian');
    assert.equal(outline.body.gallery.length, 3, 'without photos the generated outline stays');
    assert.deepEqual(outline.body.gallery[0].sources, []);
    assert.equal(outline.body.gallery[0].alt, null);
  });

  test('offers the accessories that fit the device, and the brand’s when none is known to fit', async () => {
    const iphone15 = await detail('cz', 'apple-iphone-15-128gb-black');
    assert.deepEqual(iphone15.body.offers.accessories.map((a: { seoName: string }) => a.seoName).sort(), [
      'apple-airpods-pro-2-usb-c-white',
      'apple-iphone-15-silicone-case-magsafe-black',
      'apple-usb-c-20w-power-adapter-white',
      'panzerglass-iphone-15',
    ]);
    const s24 = await detail('cz', 'samsung-galaxy-s24-128gb-onyx-black');
    assert.ok(
      s24.body.offers.accessories.some((a: { seoName: string }) => a.seoName === 'panzerglass-galaxy-s24'),
    );
    assert.ok(s24.body.offers.accessories.every((a: { manufacturer: string }) => a.manufacturer !== 'Apple'));

    // No fits are seeded for the watches: the brand's accessories and the generic brands'.
    const watch = await detail('cz', 'samsung-galaxy-watch7-40mm-green');
    const makers = watch.body.offers.accessories.map((a: { manufacturer: string }) => a.manufacturer);
    assert.equal(makers[0], 'Samsung');
    assert.ok(makers.every((maker: string) => ['Samsung', 'PanzerGlass', 'Spigen'].includes(maker)));
  });
});

describe('the demo seed', () => {
  test('gives every phone, tablet and watch its display, chip and battery; filters as the brief says', async () => {
    const devices = await api.db
      .selectFrom('models as m')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .where('t.code', 'in', ['phones', 'tablets', 'smartwatches'])
      .select(['m.id', 'm.seo_name'])
      .execute();
    const values = await api.db
      .selectFrom('model_attribute_values as v')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['v.model_id', 'a.code'])
      .execute();
    for (const device of devices) {
      const codes = values.filter((value) => value.model_id === device.id).map((value) => value.code);
      for (const code of ['display_size', 'chip', 'battery_capacity', 'five_g'])
        assert.ok(codes.includes(code), `${device.seo_name} has ${code}`);
    }
    const filters = await api.db
      .selectFrom('attributes')
      .where('is_filter', '=', true)
      .select('code')
      .orderBy('code')
      .execute();
    assert.deepEqual(
      filters.map((row) => row.code),
      ['connector', 'display_size', 'five_g'],
    );
    const untranslated = await api.db
      .selectFrom('attributes as a')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('attribute_texts as at')
              .whereRef('at.attribute_id', '=', 'a.id')
              .where('at.shop', '=', 'ro')
              .select('at.attribute_id'),
          ),
        ),
      )
      .select('a.code')
      .execute();
    assert.deepEqual(untranslated, [], 'every attribute has a Romanian name');
  });

  test('fits every charger, case and screen glass to at least one device', async () => {
    const accessories = await api.db
      .selectFrom('models as m')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .where('t.code', '=', 'accessories')
      .select(['m.id', 'm.seo_name'])
      .execute();
    const fits = await api.db.selectFrom('accessory_fits').select('accessory_model_id').execute();
    for (const accessory of accessories)
      assert.ok(
        fits.some((fit) => fit.accessory_model_id === accessory.id),
        `${accessory.seo_name} fits a device`,
      );
  });
});
