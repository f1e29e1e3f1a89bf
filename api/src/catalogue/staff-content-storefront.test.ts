import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { menuSchema, productDetailSchema } from 'shared-domain/contracts';
import { addToCart, getCart, withStock } from '../cart/cart-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { categoryIdOf, insertUpload } from './storefront-test-support.ts';

// The storefront shows what staff set in the back office (issue 15): SEO texts on the product
// page, the category tree's tiles with their photos, staff's photos in the cart and the feeds,
// and a switched-off variant counted nowhere. Staff's changes are written straight to the
// tables here; the admin routes that make them are tested in catalogue/admin.

const api = withFreshApp(['cz', 'ro'], { config: { publicUrl: 'https://shop.example' } });
const MENU = '/api/new/mp-menu/hamburger/hamburger/';
const cz = (path: string) => request(`${api.apps.cz.url}${path}`);
const ro = (path: string) => request(`${api.apps.ro.url}${path}`);

async function modelOf(productSeo: string): Promise<{ productId: number; modelId: number }> {
  const row = await api.db
    .selectFrom('products')
    .where('seo_name', '=', productSeo)
    .select(['id', 'model_id'])
    .executeTakeFirstOrThrow();
  return { productId: row.id, modelId: row.model_id };
}

describe('SEO texts on the product page', () => {
  const seo = 'apple-iphone-13-128gb-midnight';

  test('the detail carries the shop’s SEO title, description and text; none: nulls', async () => {
    const { modelId } = await modelOf(seo);
    const before = await cz(`/api/new/catalogue/products/${seo}`);
    assert.equal(before.status, 200);
    assert.deepEqual(before.body.seo, { title: null, description: null, text: null });

    await api.db
      .insertInto('model_seo_texts')
      .values({
        model_id: modelId,
        shop: 'cz',
        title: ' iPhone 13 levně | Obchod ',
        description: 'Repasovaný i\u00a0nový iPhone 13 se zárukou.',
        text: 'První odstavec.\n\nDruhý odstavec.',
      })
      .execute();
    const after = await cz(`/api/new/catalogue/products/${seo}`);
    assert.equal(after.status, 200);
    const detail = productDetailSchema.parse(after.body);
    assert.deepEqual(detail.seo, {
      title: 'iPhone 13 levně | Obchod',
      description: 'Repasovaný i\u00a0nový iPhone 13 se zárukou.',
      text: 'První odstavec.\n\nDruhý odstavec.',
    });

    const roSeo = await api.db
      .selectFrom('products')
      .where('model_id', '=', modelId)
      .select('seo_name')
      .executeTakeFirstOrThrow();
    const romanian = await ro(`/api/new/catalogue/products/${roSeo.seo_name}`);
    assert.equal(romanian.status, 200);
    assert.deepEqual(romanian.body.seo, { title: null, description: null, text: null }, 'per shop');
  });

  test('a field staff left blank is null', async () => {
    const { modelId } = await modelOf(seo);
    await api.db
      .updateTable('model_seo_texts')
      .set({ title: '  ', description: '' })
      .where('model_id', '=', modelId)
      .where('shop', '=', 'cz')
      .execute();
    const { body } = await cz(`/api/new/catalogue/products/${seo}`);
    assert.equal(body.seo.title, null);
    assert.equal(body.seo.description, null);
    assert.equal(body.seo.text, 'První odstavec.\n\nDruhý odstavec.');
  });
});

describe('home category tiles follow the category tree', () => {
  test('each shown root has its photo (when staff set one) and counts all it sells', async () => {
    const phones = await categoryIdOf(api.db, 'telefony');
    const upload = await insertUpload(api.db);
    await api.db
      .updateTable('categories')
      .set({ photo_upload_id: upload })
      .where('id', '=', phones)
      .execute();

    const { status, body } = await cz(MENU);
    assert.equal(status, 200);
    const menu = menuSchema.parse(body);
    const tile = menu.types.find((type) => type.seoName === 'telefony');
    assert.equal(tile?.photoUploadId, upload);
    assert.equal(menu.types.find((type) => type.seoName === 'tablety')?.photoUploadId, null);

    const page = await cz('/api/new/catalogue/browse/?type=telefony&pageSize=1');
    assert.equal(tile?.productCount, page.body.total, 'the tile counts what its page lists');
  });

  test('a hidden root category leaves no tile (no link to a 404)', async () => {
    const watches = await categoryIdOf(api.db, 'chytre-hodinky');
    await api.db.updateTable('categories').set({ for_display: false }).where('id', '=', watches).execute();
    try {
      const { body } = await cz(MENU);
      assert.deepEqual(
        body.types.map((type: { seoName: string }) => type.seoName),
        ['telefony', 'tablety', 'prislusenstvi'],
      );
      const page = await cz('/api/new/catalogue/browse/?type=chytre-hodinky');
      assert.equal(page.status, 404);
      const types = await cz('/api/new/catalogue/product-types');
      assert.equal(types.status, 200, 'the old endpoint keeps working');
      assert.equal(types.body.length, 4);
    } finally {
      await api.db.updateTable('categories').set({ for_display: true }).where('id', '=', watches).execute();
    }
  });
});

describe("staff's photos in the cart and the feeds", () => {
  const seo = 'apple-iphone-15-128gb-black';

  test('a cart line shows the master product’s first photo; without photos the outline', async () => {
    const productId = await withStock(api.db, seo, 3);
    const sid = await addToCart(api.apps.cz.url, { productId });
    const outline = await getCart(api.apps.cz.url, sid);
    assert.match(outline.packages[0].imageUrl, /\/api\/new\/catalogue\/products\/[^/]+\/images\/1\.svg$/);

    const { modelId } = await modelOf(seo);
    const [second, first] = [await insertUpload(api.db), await insertUpload(api.db)];
    await api.db
      .insertInto('model_images')
      .values([
        { model_id: modelId, upload_id: second, position: 2 },
        { model_id: modelId, upload_id: first, position: 1 },
      ])
      .execute();
    const cart = await getCart(api.apps.cz.url, sid);
    assert.equal(cart.packages[0].imageUrl, `/api/new/uploads/${first}/w640.jpeg`);
  });

  test('the Heureka and Google feeds link the photo absolutely, on the public URL', async () => {
    const { productId, modelId } = await modelOf(seo);
    const photo = await api.db
      .selectFrom('model_images')
      .where('model_id', '=', modelId)
      .orderBy('position')
      .select('upload_id')
      .executeTakeFirstOrThrow();
    const expected = `https://shop.example/api/new/uploads/${photo.upload_id}/w640.jpeg`;

    const heureka = await (await fetch(`${api.apps.cz.url}/api/new/catalogue/feeds/heureka.xml`)).text();
    const item = [...heureka.matchAll(/<SHOPITEM>([\s\S]*?)<\/SHOPITEM>/g)]
      .map((match) => match[1])
      .find((text) => text.includes(`<ITEM_ID>${productId}</ITEM_ID>`));
    assert.ok(item, 'the product in stock is in the feed');
    assert.match(item, new RegExp(`<IMGURL>${expected}</IMGURL>`));

    const google = await (
      await fetch(`${api.apps.cz.url}/api/new/catalogue/feeds/google-merchant.xml`)
    ).text();
    const entry = [...google.matchAll(/<item>([\s\S]*?)<\/item>/g)]
      .map((match) => match[1])
      .find((text) => text.includes(`<g:id>${productId}</g:id>`));
    assert.ok(entry, 'the product in stock is in the Google feed');
    assert.match(entry, new RegExp(`<g:image_link>${expected}</g:image_link>`));
  });
});

describe('a switched-off variant is counted nowhere', () => {
  const seo = 'samsung-galaxy-s24-128gb-onyx-black';
  const switchOff = (productId: number, isActive: boolean) =>
    api.db
      .updateTable('product_prices')
      .set({ is_active: isActive })
      .where('product_id', '=', productId)
      .where('shop', '=', 'cz')
      .execute();

  test('type counts, menu brand counts and review forms leave it out', async () => {
    const { productId } = await modelOf(seo);
    const typeCount = async () => {
      const { body } = await cz('/api/new/catalogue/product-types');
      return body.find((type: { seoName: string }) => type.seoName === 'telefony').productCount;
    };
    const menuCounts = async () => {
      const { body } = await cz(MENU);
      const phones = body.types.find((type: { seoName: string }) => type.seoName === 'telefony');
      const samsung = phones.brands.find((brand: { seoName: string }) => brand.seoName === 'samsung');
      return { column: phones.productCount, brand: samsung.productCount };
    };
    const [typeBefore, menuBefore] = [await typeCount(), await menuCounts()];

    await switchOff(productId, false);
    try {
      assert.equal(await typeCount(), typeBefore - 1);
      assert.deepEqual(await menuCounts(), { column: menuBefore.column - 1, brand: menuBefore.brand - 1 });
      const review = await request(
        `${api.apps.cz.url}/api/new/product-reviews/product-review/product-review/${productId}/`,
        { json: { rating: 5, text: 'Skvělý telefon, doporučuji.', full_name: 'Karel Testovací' } },
      );
      assert.equal(review.status, 404, 'a product the shop does not sell takes no review');
    } finally {
      await switchOff(productId, true);
    }
    assert.equal(await typeCount(), typeBefore, 'switched on again: counted again');
  });

  test('search does not find it; switched on again, it does', async () => {
    const { productId } = await modelOf(seo);
    const found = async () => {
      const { status, body } = await cz('/api/new/catalogue/search/?q=galaxy%20s24&pageSize=100');
      assert.equal(status, 200);
      return body.items.some((item: { id: number }) => item.id === productId);
    };
    assert.equal(await found(), true);
    await switchOff(productId, false);
    try {
      assert.equal(await found(), false);
    } finally {
      await switchOff(productId, true);
    }
    assert.equal(await found(), true);
  });
});
