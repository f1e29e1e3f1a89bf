import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  adminProductReviewListSchema,
  adminProductReviewSchema,
  productReviewCreatedSchema,
  productReviewPageSchema,
  productsToReviewSchema,
  reviewUserDataSchema,
} from 'shared-domain/contracts';
import { validationMessages } from 'shared-domain/validation';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const BASE = '/api/new/product-reviews';
const url = (path: string, shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}${BASE}${path}`;
const createUrl = (productId?: number | string, shop: 'cz' | 'ro' = 'cz') =>
  url(`/product-review/product-review/${productId === undefined ? '' : `${productId}/`}`, shop);
const listUrl = (seo: string, query = '', shop: 'cz' | 'ro' = 'cz') =>
  url(`/products/${seo}/reviews/${query}`, shop);

const cs = validationMessages['cs-CZ'];
const ro = validationMessages['ro-RO'];

const form = {
  rating: 4,
  pros: 'Výdrž baterie',
  cons: 'Cena',
  text: 'Telefon používám měsíc a jsem spokojený.',
  full_name: 'Karel Testovací',
};

/** A new product of the model and the model's id. */
async function productOf(seo: string): Promise<{ productId: number; modelId: number }> {
  const row = await api.db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .select(['p.id', 'm.id as modelId'])
    .where('m.seo_name', '=', seo)
    .where('p.condition', '=', 'new')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return { productId: row.id, modelId: row.modelId };
}

/** A seeded, not cancelled order of the shop with a buyer account, one of its products and its model. */
async function orderedLine(shop: 'cz' | 'ro' = 'cz') {
  return api.db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.number',
      'o.id as orderId',
      'u.email',
      'u.id as userId',
      'u.first_name',
      'u.last_name',
      'p.id as productId',
      'm.id as modelId',
      'm.seo_name as modelSeo',
    ])
    .where('o.shop', '=', shop)
    .where('o.status', '<>', 'cancelled')
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
}

/** A product of a model that is in none of the order's lines. */
async function productNotIn(orderId: number): Promise<number> {
  const row = await api.db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.condition', '=', 'new')
    .where((eb) =>
      eb(
        'p.model_id',
        'not in',
        eb
          .selectFrom('order_items as oi')
          .innerJoin('products as q', 'q.id', 'oi.product_id')
          .where('oi.order_id', '=', orderId)
          .select('q.model_id'),
      ),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seeded data', () => {
  test('every seeded order has 1–3 lines adding up to its total with delivery and fees', async () => {
    const orders = await api.db
      .selectFrom('orders as o')
      .select(['o.id'])
      .select(
        sql<number>`o.total_amount - o.delivery_price - o.payment_fee + o.discount_total`.as('total_amount'),
      )
      .select((eb) =>
        eb
          .selectFrom('order_items as oi')
          .whereRef('oi.order_id', '=', 'o.id')
          .select(sql<number>`coalesce(sum(oi.unit_price * oi.quantity), 0)::int`.as('sum'))
          .as('sum'),
      )
      .select((eb) =>
        eb
          .selectFrom('order_items as oi')
          .whereRef('oi.order_id', '=', 'o.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('lines'),
      )
      .execute();
    assert.ok(orders.length >= 16);
    const offPrice = await api.db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'oi.product_id').onRef('pp.shop', '=', 'o.shop'),
      )
      .whereRef('pp.amount', '<>', 'oi.unit_price')
      .select('oi.id')
      .execute();
    assert.deepEqual(offPrice, [], 'every line is charged at the product’s shop price');
    for (const order of orders) {
      assert.equal(order.sum, order.total_amount, `order ${order.id}`);
      assert.ok(order.lines !== null && order.lines >= 1 && order.lines <= 3, `order ${order.id}`);
    }
  });

  test('a good share of models has 3–8 approved reviews per shop, some are pending', async () => {
    const rows = await api.db
      .selectFrom('product_reviews')
      .select(['shop', 'model_id', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'approved')
      .groupBy(['shop', 'model_id'])
      .execute();
    const models = await api.db.selectFrom('models').select('id').execute();
    for (const shop of ['cz', 'ro']) {
      const reviewed = rows.filter((row) => row.shop === shop);
      assert.ok(reviewed.length >= models.length / 2, `${shop}: ${reviewed.length} of ${models.length}`);
      for (const row of reviewed) assert.ok(row.n >= 3 && row.n <= 8);
    }
    const pending = await api.db
      .selectFrom('product_reviews')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    assert.ok(pending.length > 0);
  });
});

describe('POST /api/new/product-reviews/product-review/product-review/ (both paths)', () => {
  test('keeps a review of the path’s product as pending, not verified without a number', async () => {
    const { productId, modelId } = await productOf('google-pixel-8');
    const response = await request(createUrl(productId), { json: form });
    assert.equal(response.status, 201);
    assert.deepEqual(productReviewCreatedSchema.parse(response.body), {
      id: response.body.id,
      status: 'pending',
      verified: false,
    });
    const row = await api.db
      .selectFrom('product_reviews')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.model_id, modelId);
    assert.equal(row.product_id, productId);
    assert.equal(row.status, 'pending');
    assert.equal(row.shop, 'cz');
    assert.equal(row.user_id, null);
    assert.equal(row.text, form.text);
  });

  test('takes the product from the body on the path without component_pk', async () => {
    const { productId } = await productOf('xiaomi-14');
    const response = await request(createUrl(), {
      json: { ...form, product_id: productId, pros: '', cons: null },
    });
    assert.equal(response.status, 201);
    const row = await api.db
      .selectFrom('product_reviews')
      .select(['product_id', 'pros', 'cons'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { product_id: productId, pros: '', cons: '' });

    const missing = await request(createUrl(), { json: form });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.errors.form.product_id, [cs.required]);
  });

  test('is not public until staff approve it', async () => {
    const { productId } = await productOf('apple-ipad-10');
    const before = await request(listUrl('apple-ipad-10'));
    const created = await request(createUrl(productId), {
      json: { ...form, text: 'Unikátní text, který ještě nikdo neviděl.' },
    });
    assert.equal(created.status, 201);
    const after = await request(listUrl('apple-ipad-10', '?pageSize=50'));
    assert.equal(after.body.summary.count, before.body.summary.count);
    assert.ok(!after.body.items.some((item: { id: number }) => item.id === created.body.id));
  });

  test('answers 400 with translated messages at the fields', async () => {
    const { productId } = await productOf('google-pixel-9');
    const empty = await request(createUrl(productId), { json: {} });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.code, 'invalid_request');
    assert.deepEqual(empty.body.errors.form, {
      rating: [cs.required],
      text: [cs.required],
      full_name: [cs.required],
    });

    const wrong = await request(createUrl(productId), {
      json: {
        ...form,
        rating: 6,
        text: 'Krátký',
        full_name: 'x'.repeat(101),
        voucher_or_invoice_number: 'y'.repeat(41),
      },
    });
    assert.equal(wrong.status, 400);
    assert.deepEqual(Object.keys(wrong.body.errors.form).sort(), [
      'full_name',
      'rating',
      'text',
      'voucher_or_invoice_number',
    ]);
    assert.deepEqual(wrong.body.errors.form.rating, ['Hodnota může být nejvýše 5.']);
    assert.deepEqual(wrong.body.errors.form.text, ['Zadejte alespoň 10 znaků.']);
    assert.deepEqual(wrong.body.errors.form.full_name, ['Zadejte nejvýše 100 znaků.']);

    const fraction = await request(createUrl(productId), { json: { ...form, rating: 2.5 } });
    assert.deepEqual(fraction.body.errors.form.rating, [cs.number]);

    const roShop = await request(createUrl(productId, 'ro'), { json: { ...form, full_name: '  ' } });
    assert.equal(roShop.status, 400);
    assert.deepEqual(roShop.body.errors.form.full_name, [ro.required]);
  });

  test('answers 404 for products the shop does not sell and ids that are no ids', async () => {
    for (const pk of ['999999', '0', 'abc', '99999999999', '-1']) {
      const response = await request(createUrl(pk), { json: form });
      assert.equal(response.status, 404, pk);
      assert.equal(response.body.code, 'product_not_found');
    }
    const body = await request(createUrl(), { json: { ...form, product_id: 2_147_483_648 } });
    assert.equal(body.status, 400);
  });

  test('never answers 500 to bad input', async () => {
    const { productId } = await productOf('google-pixel-9');
    const bodies = [
      '{"rating":',
      '[]',
      '"text"',
      'null',
      JSON.stringify({ ...form, rating: '5' }),
      JSON.stringify({ ...form, text: 42, pros: ['a'], cons: {}, full_name: true }),
      JSON.stringify({ ...form, voucher_or_invoice_number: 12 }),
    ];
    for (const body of bodies) {
      for (const target of [createUrl(productId), createUrl()]) {
        const response = await request(target, { body });
        assert.equal(response.status, 400, `${target} ${body}`);
        assert.ok(response.body.code);
      }
    }
    const badProduct = await request(createUrl(), { json: { ...form, product_id: 'x' } });
    assert.equal(badProduct.status, 400);
    assert.deepEqual(badProduct.body.errors.form.product_id, [cs.number]);
    for (const query of ['?page=0', '?page=abc', '?pageSize=500', '?sort=random', '?page=1&page=2']) {
      const response = await request(listUrl('apple-iphone-15', query));
      assert.equal(response.status, 400, query);
    }
    const unknown = await request(listUrl('no-such-phone'));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_not_found');
  });
});

describe('verified customer', () => {
  test('is verified when the number names an order with a product of the same model', async () => {
    const line = await orderedLine();
    // Another variant of the same model counts: reviews belong to the model.
    const sibling = await api.db
      .selectFrom('products')
      .select('id')
      .where('model_id', '=', line.modelId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const messy = ` ${line.number.toLowerCase().slice(0, 4)} ${line.number.slice(4)} `;
    const response = await request(createUrl(sibling.id), {
      json: { ...form, voucher_or_invoice_number: messy },
    });
    assert.equal(response.status, 201);
    assert.equal(response.body.verified, true);
    const row = await api.db
      .selectFrom('product_reviews')
      .select(['verified', 'verified_order_id'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { verified: true, verified_order_id: line.orderId });
  });

  test('is not verified for an order without the model, an unknown number or another shop’s order', async () => {
    const line = await orderedLine();
    const otherProduct = await productNotIn(line.orderId);
    const cases: [number, string, 'cz' | 'ro'][] = [
      [otherProduct, line.number, 'cz'],
      [line.productId, 'CZ99999999', 'cz'],
      [line.productId, line.number, 'ro'],
    ];
    for (const [productId, number, shop] of cases) {
      const response = await request(createUrl(productId, shop), {
        json: { ...form, voucher_or_invoice_number: number },
      });
      assert.equal(response.status, 201);
      assert.equal(response.body.verified, false, `${productId} ${number} ${shop}`);
    }
  });

  test('a signed-in reviewer is verified by their own orders only', async () => {
    const line = await orderedLine();
    const owner = await logIn(api.url, line.email);
    const mine = await request(createUrl(line.productId), {
      sid: owner,
      json: { ...form, voucher_or_invoice_number: line.number },
    });
    assert.equal(mine.body.verified, true);
    const stored = await api.db
      .selectFrom('product_reviews')
      .select('user_id')
      .where('id', '=', mine.body.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.user_id, line.userId);

    const otherEmail =
      line.email === 'jana.novakova@example.cz' ? 'nakup@firma-example.cz' : 'jana.novakova@example.cz';
    const other = await logIn(api.url, otherEmail);
    const theirs = await request(createUrl(line.productId), {
      sid: other,
      json: { ...form, voucher_or_invoice_number: line.number },
    });
    assert.equal(theirs.status, 201);
    assert.equal(theirs.body.verified, false);
  });
});

describe('staff moderation', () => {
  const approveUrl = (id: number | string) => url(`/admin/approve/${id}/`);
  const updateUrl = (id: number | string) => url(`/admin/update/${id}/`);

  async function pendingReview(seo = 'samsung-galaxy-s23'): Promise<number> {
    const { productId } = await productOf(seo);
    const response = await request(createUrl(productId), { json: { ...form, rating: 1 } });
    assert.equal(response.status, 201);
    return response.body.id;
  }

  test('answers 401 to anonymous callers and 403 to customers, business customers and the warehouse', async () => {
    const id = await pendingReview();
    const calls: [string, string, unknown][] = [
      ['PATCH', approveUrl(id), undefined],
      ['PATCH', updateUrl(id), { text: 'Přepsaný text recenze.' }],
      ['GET', url('/admin/reviews/?status=pending'), undefined],
    ];
    for (const [method, target, json] of calls) {
      const anonymous = await request(target, { method, json });
      assert.equal(anonymous.status, 401, `${method} ${target}`);
      assert.equal(anonymous.body.code, 'authentication_required');
      for (const email of ['jana.novakova@example.cz', 'nakup@firma-example.cz', 'sklad@example.cz']) {
        const sid = await logIn(api.url, email);
        const response = await request(target, { method, json, sid });
        assert.equal(response.status, 403, `${email} ${method} ${target}`);
        assert.equal(response.body.code, 'forbidden');
      }
    }
    const row = await api.db
      .selectFrom('product_reviews')
      .select(['status', 'text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'pending', text: form.text });
  });

  test('staff see the pending queue, approve a review and it becomes public with the rating updated', async () => {
    const { modelId } = await productOf('samsung-galaxy-tab-a9-plus');
    const id = await pendingReview('samsung-galaxy-tab-a9-plus');
    const sid = await logIn(api.url, 'admin@example.cz');

    const queue = await request(url('/admin/reviews/?status=pending&pageSize=100'), { sid });
    assert.equal(queue.status, 200);
    const parsed = adminProductReviewListSchema.parse(queue.body);
    assert.ok(parsed.items.every((item) => item.status === 'pending'));
    assert.ok(parsed.items.some((item) => item.id === id));

    const before = await request(listUrl('samsung-galaxy-tab-a9-plus'));
    const approved = await request(approveUrl(id), { method: 'PATCH', sid });
    assert.equal(approved.status, 200);
    const review = adminProductReviewSchema.parse(approved.body);
    assert.equal(review.status, 'approved');
    assert.ok(review.approved_at);
    assert.equal(typeof review.approved_by, 'number');

    const after = await request(listUrl('samsung-galaxy-tab-a9-plus', '?pageSize=50'));
    assert.equal(after.body.summary.count, before.body.summary.count + 1);
    assert.ok(after.body.items.some((item: { id: number }) => item.id === id));
    assert.equal(
      after.body.summary.histogram.find((bar: { rating: number }) => bar.rating === 1).count,
      before.body.summary.histogram.find((bar: { rating: number }) => bar.rating === 1).count + 1,
    );

    const ratings = await api.db
      .selectFrom('product_ratings as pr')
      .innerJoin('products as p', 'p.id', 'pr.product_id')
      .select(['pr.rating_avg', 'pr.rating_count'])
      .where('p.model_id', '=', modelId)
      .execute();
    const expected = await api.db
      .selectFrom('product_reviews')
      .select([sql<number>`count(*)::int`.as('n'), sql<string>`round(avg(rating), 2)::text`.as('avg')])
      .where('model_id', '=', modelId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const products = await api.db
      .selectFrom('products')
      .select('id')
      .where('model_id', '=', modelId)
      .execute();
    assert.equal(ratings.length, products.length, 'every variant carries the model’s rating');
    for (const rating of ratings) {
      assert.equal(rating.rating_count, expected.n);
      assert.equal(Number(rating.rating_avg), Number(expected.avg));
    }

    const again = await request(approveUrl(id), { method: 'PATCH', sid });
    assert.equal(again.status, 200);
    assert.equal(again.body.approved_at, review.approved_at, 'approving twice changes nothing');
  });

  test('staff edit texts and reject: the review leaves the public list', async () => {
    const id = await pendingReview('apple-watch-se-2-40mm');
    const sid = await logIn(api.url, 'admin@example.cz');
    await request(approveUrl(id), { method: 'PATCH', sid });
    const edited = await request(updateUrl(id), {
      method: 'PATCH',
      sid,
      json: { text: 'Text upravený obsluhou obchodu.', pros: 'Lehké' },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.text, 'Text upravený obsluhou obchodu.');
    assert.equal(edited.body.pros, 'Lehké');
    assert.equal(edited.body.status, 'approved');

    const rejected = await request(updateUrl(id), { method: 'PATCH', sid, json: { status: 'rejected' } });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.status, 'rejected');
    assert.equal(rejected.body.approved_at, null);
    const list = await request(listUrl('apple-watch-se-2-40mm', '?pageSize=50'));
    assert.ok(!list.body.items.some((item: { id: number }) => item.id === id));
  });

  test('answers 400 to an empty or invalid change and 404 to unknown reviews', async () => {
    const id = await pendingReview();
    const sid = await logIn(api.url, 'admin@example.cz');
    const empty = await request(updateUrl(id), { method: 'PATCH', sid, json: {} });
    assert.equal(empty.status, 400);
    const invalid = await request(updateUrl(id), {
      method: 'PATCH',
      sid,
      json: { status: 'published', rating: 0 },
    });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.form.status);
    assert.deepEqual(invalid.body.errors.form.rating, ['Hodnota musí být alespoň 1.']);
    for (const pk of ['999999', 'abc', '99999999999']) {
      const approve = await request(approveUrl(pk), { method: 'PATCH', sid });
      assert.equal(approve.status, 404, pk);
      assert.equal(approve.body.code, 'review_not_found');
      const update = await request(updateUrl(pk), { method: 'PATCH', sid, json: { rating: 3 } });
      assert.equal(update.status, 404, pk);
    }
    // A Czech review is not the Romanian staff's to approve.
    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const foreign = await request(url(`/admin/approve/${id}/`, 'ro'), { method: 'PATCH', sid: roSid });
    assert.equal(foreign.status, 404);
  });
});

describe('GET …/products/:master_product_seo_name/reviews/', () => {
  test('summarises the approved reviews and lists them newest first, a page at a time', async () => {
    const seo = 'apple-iphone-15';
    const { modelId } = await productOf(seo);
    const stored = await api.db
      .selectFrom('product_reviews')
      .select(['id', 'rating', 'verified', 'created_at'])
      .where('shop', '=', 'cz')
      .where('model_id', '=', modelId)
      .where('status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    assert.ok(stored.length >= 3, 'the seed reviews the iPhone 15');
    const response = await request(listUrl(seo, '?pageSize=2'));
    assert.equal(response.status, 200);
    const body = productReviewPageSchema.parse(response.body);
    const average = stored.reduce((sum, row) => sum + row.rating, 0) / stored.length;
    assert.equal(body.summary.count, stored.length);
    assert.equal(body.summary.average, Math.round(average * 10) / 10);
    assert.equal(body.summary.verifiedCount, stored.filter((row) => row.verified).length);
    assert.deepEqual(
      body.summary.histogram.map((bar) => bar.rating),
      [5, 4, 3, 2, 1],
    );
    for (const bar of body.summary.histogram)
      assert.equal(bar.count, stored.filter((row) => row.rating === bar.rating).length);
    assert.equal(body.total, stored.length);
    assert.deepEqual(
      body.items.map((item) => item.id),
      stored.slice(0, 2).map((row) => row.id),
    );
    assert.match(body.items[0].product_name, /^Apple iPhone 15 /);
    assert.ok(!('voucher_or_invoice_number' in body.items[0]), 'order numbers stay private');

    const second = await request(listUrl(seo, '?pageSize=2&page=2'));
    assert.deepEqual(
      second.body.items.map((item: { id: number }) => item.id),
      stored.slice(2, 4).map((row) => row.id),
    );
  });

  test('sorts by rating and by helpfulness', async () => {
    const seo = 'apple-iphone-15';
    const asc = await request(listUrl(seo, '?sort=rating_asc&pageSize=50'));
    const ratingsAsc = asc.body.items.map((item: { rating: number }) => item.rating);
    assert.deepEqual(
      ratingsAsc,
      [...ratingsAsc].sort((a, b) => a - b),
    );
    const desc = await request(listUrl(seo, '?sort=rating_desc&pageSize=50'));
    const ratingsDesc = desc.body.items.map((item: { rating: number }) => item.rating);
    assert.deepEqual(
      ratingsDesc,
      [...ratingsDesc].sort((a, b) => b - a),
    );
    const helpful = await request(listUrl(seo, '?sort=helpful&pageSize=50'));
    const counts = helpful.body.items.map((item: { helpful_count: number }) => item.helpful_count);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
  });

  test('each shop lists its own reviews in its language; a model without reviews has an empty summary', async () => {
    const cz = await request(listUrl('apple-iphone-15', '?pageSize=50'));
    const roList = await request(listUrl('apple-iphone-15', '?pageSize=50', 'ro'));
    const czIds = new Set(cz.body.items.map((item: { id: number }) => item.id));
    assert.ok(roList.body.items.every((item: { id: number }) => !czIds.has(item.id)));

    const { modelId } = await productOf('panzerglass-galaxy-s24');
    await api.db.deleteFrom('product_reviews').where('model_id', '=', modelId).execute();
    const empty = await request(listUrl('panzerglass-galaxy-s24'));
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.summary, {
      average: null,
      count: 0,
      verifiedCount: 0,
      histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
    });
    assert.deepEqual(empty.body.items, []);
  });
});

describe('form data endpoints', () => {
  const userDataUrl = (seo: string, samsung = false, shop: 'cz' | 'ro' = 'cz') =>
    url(`/product-review/user-data-for-product-review/${seo}/${samsung ? 'products-samsung/' : ''}`, shop);

  test('give a visitor the product’s name and nothing personal', async () => {
    const response = await request(userDataUrl('apple-iphone-15'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(reviewUserDataSchema.parse(response.body), {
      master_product: {
        id: response.body.master_product.id,
        seo_name: 'apple-iphone-15',
        name: 'Apple iPhone 15',
        manufacturer: 'Apple',
      },
      full_name: null,
      order_numbers: [],
      campaign: null,
    });
  });

  test('give a signed-in buyer their name and their orders with the model', async () => {
    const line = await orderedLine();
    const sid = await logIn(api.url, line.email);
    const response = await request(userDataUrl(line.modelSeo), { sid });
    assert.equal(response.status, 200);
    assert.equal(response.body.full_name, `${line.first_name} ${line.last_name}`);
    assert.ok(response.body.order_numbers.includes(line.number));
    const expected = await api.db
      .selectFrom('orders as o')
      .select('o.number')
      .distinct()
      .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
      .innerJoin('products as p', 'p.id', 'oi.product_id')
      .where('o.user_id', '=', line.userId)
      .where('o.status', '<>', 'cancelled')
      .where('p.model_id', '=', line.modelId)
      .execute();
    assert.deepEqual([...response.body.order_numbers].sort(), expected.map((row) => row.number).sort());
  });

  test('the Samsung campaign variant answers Samsung models only', async () => {
    const samsung = await request(userDataUrl('samsung-galaxy-s24', true));
    assert.equal(samsung.status, 200);
    assert.equal(samsung.body.campaign, 'samsung');
    assert.equal(samsung.body.master_product.name, 'Samsung Galaxy S24');
    const apple = await request(userDataUrl('apple-iphone-15', true));
    assert.equal(apple.status, 404);
    assert.equal(apple.body.code, 'not_samsung_product');
    for (const samsungOnly of [false, true]) {
      const unknown = await request(userDataUrl('no-such-phone', samsungOnly));
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.code, 'product_not_found');
    }
  });

  test('products from orders to review: 401 for visitors, the buyer’s unreviewed products otherwise', async () => {
    const target = url('/user-profile/products-from-orders-to-review/');
    const anonymous = await request(target);
    assert.equal(anonymous.status, 401);

    const line = await orderedLine('ro');
    // The seed has buyers review some of what they bought: forget those of this line's model.
    await api.db
      .deleteFrom('product_reviews')
      .where('user_id', '=', line.userId)
      .where('model_id', '=', line.modelId)
      .execute();
    const sid = await logIn(api.apps.ro.url, line.email);
    const before = await request(url('/user-profile/products-from-orders-to-review/', 'ro'), { sid });
    assert.equal(before.status, 200);
    const list = productsToReviewSchema.parse(before.body);
    const reviewedModels = await api.db
      .selectFrom('product_reviews')
      .select('model_id')
      .where('user_id', '=', line.userId)
      .execute();
    const ordered = await api.db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .innerJoin('products as p', 'p.id', 'oi.product_id')
      .select(['p.id', 'p.model_id'])
      .distinct()
      .where('o.user_id', '=', line.userId)
      .where('o.status', '<>', 'cancelled')
      .execute();
    const reviewed = new Set(reviewedModels.map((row) => row.model_id));
    assert.deepEqual(
      list.items.map((item) => item.product_id).sort((a, b) => a - b),
      ordered
        .filter((row) => !reviewed.has(row.model_id))
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    const item = list.items.find((entry) => entry.product_id === line.productId);
    assert.ok(item, 'the line’s product waits for a review');
    assert.match(item.order_number, /^RO26/);

    const written = await request(createUrl(item.product_id, 'ro'), {
      sid,
      json: { ...form, text: 'Telefonul funcționează foarte bine.' },
    });
    assert.equal(written.status, 201);
    const after = await request(url('/user-profile/products-from-orders-to-review/', 'ro'), { sid });
    assert.ok(
      !after.body.items.some((entry: { product_id: number }) => entry.product_id === item.product_id),
    );
  });
});
