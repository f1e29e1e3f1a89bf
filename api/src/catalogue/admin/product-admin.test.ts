import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const base = () => `${api.url}/api/new/catalogue/admin/master-products`;

let sid: string;
let apple: number;
let phones: number;
/** The staff session and the brand and type new products use, read once the app runs. */
async function setUp() {
  if (sid) return;
  sid = await logIn(api.url, 'admin@example.cz');
  apple = (
    await api.db
      .selectFrom('manufacturers')
      .select('id')
      .where('name', '=', 'Apple')
      .executeTakeFirstOrThrow()
  ).id;
  phones = (
    await api.db.selectFrom('product_types').select('id').orderBy('position').executeTakeFirstOrThrow()
  ).id;
}

let sequence = 0;
function newProduct(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Testfon ${sequence}`,
    manufacturerId: apple,
    productTypeId: phones,
    releasedYear: 2025,
    seoName: `apple-testfon-${sequence}`,
    colours: [{ code: 'black', hex: '#111111', name: 'Černá' }],
    variants: [
      {
        code: `TF${sequence}-N`,
        ean: '',
        colourCode: 'black',
        storageGb: 128,
        quality: 'new',
        price: 19990,
        isActive: true,
      },
      {
        code: `TF${sequence}-A`,
        ean: '',
        colourCode: 'black',
        storageGb: 128,
        quality: 'A',
        price: 14990,
        isActive: true,
      },
    ],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await request(base(), { sid, json: newProduct(overrides) });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return (await request(`${base()}/${response.body.id}`, { sid })).body;
}

const patch = (path: string, json: unknown) => request(`${base()}${path}`, { sid, method: 'PATCH', json });

async function auditRows(entity: string, entityId: number) {
  return api.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

beforeEach(setUp);

describe('product admin: access', () => {
  test('warehouse and customer roles get 403, an anonymous caller 401', async () => {
    const paths = [
      `${base()}/options`,
      `${base()}/1`,
      `${api.url}/api/new/product/admin-product-attributes/attr-name-choices/`,
    ];
    for (const email of ['sklad@example.cz', 'jana.novakova@example.cz']) {
      const other = await logIn(api.url, email);
      for (const path of paths)
        assert.equal((await request(path, { sid: other })).status, 403, `${email} ${path}`);
      assert.equal((await request(base(), { sid: other, json: newProduct() })).status, 403);
      assert.equal((await request(`${base()}/1/seo`, { sid: other, method: 'PATCH', json: {} })).status, 403);
    }
    assert.equal((await request(`${base()}/1`)).status, 401);
  });
});

describe('product admin: base and variants', () => {
  test('creates a master product with its variants in its type category, audited', async () => {
    const product = await create();
    assert.equal(product.version, 1);
    assert.equal(product.currency, 'CZK');
    assert.deepEqual(
      product.variants.map(
        (variant: { quality: string; price: number; isActive: boolean; colourCode: string }) => [
          variant.quality,
          variant.price,
          variant.isActive,
          variant.colourCode,
        ],
      ),
      [
        ['new', 19990, true, 'black'],
        ['A', 14990, true, 'black'],
      ],
    );
    assert.equal(product.colours[0].name, 'Černá');
    assert.equal(product.categoryIds.length, 1);
    const price = await api.db
      .selectFrom('product_prices')
      .select('amount')
      .where('product_id', '=', product.variants[0].id)
      .where('shop', '=', 'cz')
      .executeTakeFirstOrThrow();
    assert.equal(price.amount, 1_999_000, 'stored in minor units');
    assert.deepEqual(
      (await auditRows('master-product', product.id)).map((row) => row.action),
      ['create', 'add-colour', 'update-variants'],
    );
    assert.equal((await auditRows('product', product.variants[0].id))[0].action, 'create');
  });

  test('a wrong EAN check digit is a 400 at the variant field', async () => {
    const body = newProduct();
    body.variants[0].ean = '4006381333932';
    const response = await request(base(), { sid, json: body });
    assert.equal(response.status, 400);
    assert.match(response.body.errors.form['variants.0.ean'][0], /EAN/);
  });

  test('a taken SEO name, code or an unknown colour is refused at its field', async () => {
    const first = await create();
    const seo = await request(base(), { sid, json: newProduct({ seoName: first.seoName }) });
    assert.equal(seo.status, 400);
    assert.ok(seo.body.errors.form.seoName);
    const body = newProduct();
    body.variants[1].code = first.variants[0].code;
    const code = await request(base(), { sid, json: body });
    assert.equal(code.status, 400);
    assert.ok(code.body.errors.form['variants.1.code']);
    const colour = newProduct();
    colour.variants[0].colourCode = 'pink';
    const twice = newProduct({ colours: [...colour.colours, ...colour.colours] });
    const repeated = await request(base(), { sid, json: twice });
    assert.equal(repeated.status, 400);
    assert.ok(repeated.body.errors.form['colours.1.code']);
    const unknownColour = await request(base(), { sid, json: colour });
    assert.equal(unknownColour.status, 400);
    assert.ok(unknownColour.body.errors.form['variants.0.colourCode']);
  });

  test('base edit bumps the version; a save on an old version answers 409', async () => {
    const product = await create();
    const {
      id,
      version,
      currency,
      colours,
      variants,
      categoryIds,
      stock,
      images,
      attributeValues,
      seo,
      package: _,
      bonuses,
      ...fields
    } = product;
    const saved = await patch(`/${id}`, { ...fields, name: 'Přejmenovaný', version });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.name, 'Přejmenovaný');
    assert.equal(saved.body.version, version + 1);
    const stale = await patch(`/${id}`, { ...fields, name: 'Jiný', version });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'version_conflict');
    const [update] = (await auditRows('master-product', id)).slice(-1);
    assert.deepEqual(update.before, { ...fields });
    assert.equal((update.after as { name: string }).name, 'Přejmenovaný');
    assert.equal((await patch('/999999', { ...fields, version: 1 })).status, 404);
    assert.equal(
      (await patch(`/${id}`, { ...fields, releasedYear: 1800, version: 2 })).body.errors.form.releasedYear
        .length,
      1,
    );
  });

  test('variants: edit a price, add one with a new colour, remove one; an ordered one cannot be removed', async () => {
    const product = await create();
    const [kept, other] = product.variants;
    const edited = await patch(`/${product.id}/variants`, {
      version: product.version,
      colours: [{ code: 'gold', hex: '#D4AF37', name: 'Zlatá' }],
      variants: [
        { ...strip(kept), price: 18990 },
        {
          code: `${kept.code}-G`,
          ean: '96385074',
          colourCode: 'gold',
          storageGb: 256,
          quality: 'B',
          price: 12990,
          isActive: false,
        },
      ],
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.variants.length, 2);
    assert.equal(edited.body.variants[0].price, 18990);
    assert.deepEqual(
      { ...edited.body.variants[1], id: 0 },
      {
        id: 0,
        code: `${kept.code}-G`,
        ean: '96385074',
        colourCode: 'gold',
        storageGb: 256,
        quality: 'B',
        price: 12990,
        isActive: false,
        isKept: false,
      },
    );
    assert.equal(
      (await api.db.selectFrom('products').select('id').where('id', '=', other.id).execute()).length,
      0,
    );
    assert.deepEqual(
      (await auditRows('product', other.id)).map((row) => row.action),
      ['create', 'delete'],
    );
    assert.equal((await auditRows('product', kept.id)).at(-1)?.action, 'update');
    // An inactive variant is not for sale: the one price view leaves it out.
    const inactive = edited.body.variants[1].id;
    assert.equal(
      (await api.db.selectFrom('sale_prices').select('amount').where('product_id', '=', inactive).execute())
        .length,
      0,
    );

    const order = await api.db
      .insertInto('orders')
      .values({
        number: `CZ2688${sequence}`,
        shop: 'cz',
        user_id: null,
        status: 'new',
        total_amount: 100,
        currency: 'CZK',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('order_items')
      .values({ order_id: order.id, product_id: kept.id, quantity: 1, unit_price: 100 })
      .execute();
    const after = (await request(`${base()}/${product.id}`, { sid })).body;
    assert.equal(after.variants[0].isKept, true);
    const refused = await patch(`/${product.id}/variants`, {
      version: after.version,
      colours: [],
      variants: [strip(after.variants[1])],
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'variant_ordered');
    const deactivated = await patch(`/${product.id}/variants`, {
      version: after.version,
      colours: [],
      variants: after.variants.map((variant: Variant) => ({ ...strip(variant), isActive: false })),
    });
    assert.equal(deactivated.status, 200);
    assert.equal(deactivated.body.variants[0].isActive, false);
  });

  test('a variant switched off is no longer sold: the cart refuses it', async () => {
    const created = await create();
    const [variant] = created.variants;
    const store = await api.db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .executeTakeFirstOrThrow();
    const stocked = await patch(`/${created.id}/stock`, {
      version: created.version,
      levels: [{ productId: variant.id, storeId: store.id, quantity: 5 }],
    });
    const product = stocked.body;
    const customer = await logIn(api.url, 'jana.novakova@example.cz');
    const addToCart = () =>
      request(`${api.url}/api/new/cart/items`, {
        sid: customer,
        json: { productId: variant.id, quantity: 1 },
      });
    assert.equal((await addToCart()).status, 201, 'on sale, it can be bought');
    await api.db.deleteFrom('cart_items').where('product_id', '=', variant.id).execute();
    const off = await patch(`/${product.id}/variants`, {
      version: product.version,
      colours: [],
      variants: product.variants.map((row: Variant) => ({ ...strip(row), isActive: row.id !== variant.id })),
    });
    assert.equal(off.status, 200);
    const refused = await addToCart();
    assert.equal(refused.status, 404);
    assert.equal(refused.body.code, 'product_not_found');
  });

  test('an active variant needs a price', async () => {
    const product = await create();
    const response = await patch(`/${product.id}/variants`, {
      version: product.version,
      colours: [],
      variants: [{ ...strip(product.variants[0]), price: null }],
    });
    assert.equal(response.status, 400);
    assert.ok(response.body.errors.form['variants.0.price']);
  });
});

interface Variant {
  id: number;
  isKept: boolean;
  [key: string]: unknown;
}
function strip({ isKept: _, ...variant }: Variant) {
  return variant;
}

describe('product admin: categories, stock, SEO, package, bonuses', () => {
  test('categories are replaced and audited; unknown ones refused', async () => {
    const product = await create();
    const categories = await api.db.selectFrom('categories').select('id').orderBy('id').limit(2).execute();
    const ids = categories.map((row) => row.id);
    const saved = await patch(`/${product.id}/categories`, { version: product.version, categoryIds: ids });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.categoryIds, ids);
    const last = (await auditRows('master-product', product.id)).at(-1);
    assert.equal(last?.action, 'update-categories');
    assert.deepEqual(last?.before, product.categoryIds);
    const unknown = await patch(`/${product.id}/categories`, {
      version: saved.body.version,
      categoryIds: [99999],
    });
    assert.equal(unknown.status, 400);
  });

  test("stock is set per variant and the shop's store; negative quantities and other shops' stores refused", async () => {
    const product = await create();
    const stores = await api.db
      .selectFrom('stores')
      .select(['id', 'shop'])
      .where('kind', '=', 'store')
      .execute();
    const cz = stores.find((store) => store.shop === 'cz')!;
    const ro = stores.find((store) => store.shop === 'ro')!;
    const variant = product.variants[0].id;
    const saved = await patch(`/${product.id}/stock`, {
      version: product.version,
      levels: [{ productId: variant, storeId: cz.id, quantity: 7 }],
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.stock, [{ productId: variant, storeId: cz.id, quantity: 7 }]);
    assert.equal((await auditRows('master-product', product.id)).at(-1)?.action, 'update-stock');
    const negative = await patch(`/${product.id}/stock`, {
      version: saved.body.version,
      levels: [{ productId: variant, storeId: cz.id, quantity: -1 }],
    });
    assert.equal(negative.status, 400);
    assert.ok(negative.body.errors.form['levels.0.quantity']);
    const foreign = await patch(`/${product.id}/stock`, {
      version: saved.body.version,
      levels: [{ productId: variant, storeId: ro.id, quantity: 1 }],
    });
    assert.equal(foreign.status, 400);
  });

  test('SEO texts are per shop with length limits', async () => {
    const product = await create();
    const texts = { title: 'Testfon levně', description: 'Popis', text: 'Dlouhý text' };
    const saved = await patch(`/${product.id}/seo`, { version: product.version, ...texts });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.seo, texts);
    const ro = await request(`${api.apps.ro.url}/api/new/catalogue/admin/master-products/${product.id}`, {
      sid: await logIn(api.apps.ro.url, 'admin@example.ro'),
    });
    assert.deepEqual(ro.body.seo, { title: '', description: '', text: '' });
    assert.equal(ro.body.currency, 'RON');
    const tooLong = await patch(`/${product.id}/seo`, {
      version: saved.body.version,
      ...texts,
      title: 'x'.repeat(201),
    });
    assert.equal(tooLong.status, 400);
    assert.ok(tooLong.body.errors.form.title);
  });

  test('package size and weight must be positive whole numbers', async () => {
    const product = await create();
    const pack = { widthMm: 72, heightMm: 150, depthMm: 8, weightG: 180 };
    const saved = await patch(`/${product.id}/package`, { version: product.version, ...pack });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.package, pack);
    const zero = await patch(`/${product.id}/package`, { version: saved.body.version, ...pack, weightG: 0 });
    assert.equal(zero.status, 400);
    assert.ok(zero.body.errors.form.weightG);
    assert.equal((await auditRows('master-product', product.id)).at(-1)?.action, 'update-package');
  });

  test('bonuses show the percent of this brand and device type per quality', async () => {
    const product = await create();
    await api.db
      .deleteFrom('used_product_bonuses')
      .where('shop', '=', 'cz')
      .where('manufacturer_id', '=', apple)
      .where('product_type_id', '=', phones)
      .execute();
    await api.db
      .insertInto('used_product_bonuses')
      .values({ shop: 'cz', manufacturer_id: apple, quality_type: 'A', product_type_id: phones, percent: 12 })
      .execute();
    const body = (await request(`${base()}/${product.id}`, { sid })).body;
    assert.deepEqual(
      body.bonuses.find((bonus: { quality: string }) => bonus.quality === 'A'),
      { quality: 'A', percent: 12 },
    );
    assert.deepEqual(
      body.bonuses.find((bonus: { quality: string }) => bonus.quality === 'new'),
      { quality: 'new', percent: null },
    );
  });
});

describe('product admin: images and attributes', () => {
  test('images are added from uploads, reordered, given alt texts and removed; non-images refused', async () => {
    const product = await create();
    const upload = async (mime: string) => {
      const id = randomUUID();
      await api.db
        .insertInto('uploads')
        .values({ id, sha256: 'x', mime, size_bytes: 10, width: 10, height: 10, original_name: 'a' })
        .execute();
      return id;
    };
    const [first, second, pdf] = [
      await upload('image/png'),
      await upload('image/webp'),
      await upload('application/pdf'),
    ];
    const added = await patch(`/${product.id}/images`, {
      version: product.version,
      images: [
        { uploadId: first, alt: 'Přední strana' },
        { uploadId: second, alt: 'Zadní strana' },
      ],
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const [a, b] = added.body.images;
    assert.deepEqual([a.uploadId, a.alt, b.uploadId], [first, 'Přední strana', second]);
    const reordered = await patch(`/${product.id}/images`, {
      version: added.body.version,
      images: [
        { id: b.id, alt: 'Záda' },
        { id: a.id, alt: 'Přední strana' },
      ],
    });
    assert.deepEqual(
      reordered.body.images.map((image: { id: number; alt: string }) => [image.id, image.alt]),
      [
        [b.id, 'Záda'],
        [a.id, 'Přední strana'],
      ],
    );
    const removed = await patch(`/${product.id}/images`, {
      version: reordered.body.version,
      images: [{ id: a.id, alt: '' }],
    });
    assert.deepEqual(
      removed.body.images.map((image: { id: number }) => image.id),
      [a.id],
    );
    assert.equal((await auditRows('master-product', product.id)).at(-1)?.action, 'update-images');
    const refused = await patch(`/${product.id}/images`, {
      version: removed.body.version,
      images: [{ uploadId: pdf, alt: '' }],
    });
    assert.equal(refused.status, 400);
    assert.ok(refused.body.errors.form['images.0.uploadId']);
  });

  test('attribute names by group (literal path), and typed values saved and refused', async () => {
    const group = await api.db
      .insertInto('attribute_groups')
      .values({ code: `display_${sequence}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('attribute_group_texts')
      .values({ group_id: group.id, shop: 'cz', name: 'Displej' })
      .execute();
    const attribute = (
      code: string,
      value_type: 'text' | 'number' | 'boolean' | 'choice',
      unit: string | null = null,
    ) =>
      api.db
        .insertInto('attributes')
        .values({
          group_id: group.id,
          code: `${code}_${sequence}`,
          value_type,
          unit,
          is_filter: value_type === 'choice',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const size = await attribute('size', 'number', 'palce');
    const panel = await attribute('panel', 'choice');
    const hdr = await attribute('hdr', 'boolean');
    const note = await attribute('note', 'text');
    const oled = await api.db
      .insertInto('attribute_choices')
      .values({ attribute_id: panel.id, code: 'oled' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('attribute_choice_texts')
      .values({ choice_id: oled.id, shop: 'cz', name: 'OLED' })
      .execute();

    const names = await request(`${api.url}/api/new/product/admin-product-attributes/attr-name-choices/`, {
      sid,
    });
    assert.equal(names.status, 200);
    const display = names.body.groups.find((row: { id: number }) => row.id === group.id);
    assert.equal(display.name, 'Displej');
    const sizeAttribute = display.attributes.find((row: { id: number }) => row.id === size.id);
    assert.deepEqual(
      [sizeAttribute.type, sizeAttribute.unit, sizeAttribute.isFilter],
      ['number', 'palce', false],
    );
    assert.deepEqual(display.attributes.find((row: { id: number }) => row.id === panel.id).choices, [
      { id: oled.id, code: 'oled', name: 'OLED' },
    ]);

    const product = await create();
    const values = [
      { attributeId: size.id, value: 6.1 },
      { attributeId: panel.id, value: oled.id },
      { attributeId: hdr.id, value: false },
      { attributeId: note.id, value: 'Dynamic Island' },
    ];
    const saved = await patch(`/${product.id}/attributes`, { version: product.version, values });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.attributeValues, values);
    assert.equal((await auditRows('master-product', product.id)).at(-1)?.action, 'update-attributes');
    const cleared = await patch(`/${product.id}/attributes`, {
      version: saved.body.version,
      values: [{ attributeId: note.id, value: null }],
    });
    assert.equal(cleared.body.attributeValues.length, 3);
    const wrongType = await patch(`/${product.id}/attributes`, {
      version: cleared.body.version,
      values: [{ attributeId: size.id, value: 'big' }],
    });
    assert.equal(wrongType.status, 400);
    assert.ok(wrongType.body.errors.form['values.0.value']);
    const foreignChoice = await patch(`/${product.id}/attributes`, {
      version: cleared.body.version,
      values: [{ attributeId: panel.id, value: 999999 }],
    });
    assert.equal(foreignChoice.status, 400);
  });
});
