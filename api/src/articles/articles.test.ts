import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const ARTICLES = '/api/new/content/articles';
const ADMIN_ARTICLES = '/api/new/admin/articles';

describe('GET /api/new/content/articles', () => {
  test('topics with counts and pages of four, the newest first', async () => {
    const first = await request(`${api.apps.cz.url}${ARTICLES}`);
    assert.equal(first.status, 200);
    assert.equal(first.body.total, 6);
    assert.equal(first.body.pageSize, 4);
    assert.equal(first.body.items.length, 4);
    assert.deepEqual(
      first.body.topics.map((topic: { slug: string; count: number }) => [topic.slug, topic.count]),
      [
        ['rady-a-navody', 3],
        ['recenze', 2],
        ['novinky', 1],
      ],
    );
    const dates = first.body.items.map((item: { publishedAt: string }) => item.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const second = await request(`${api.apps.cz.url}${ARTICLES}?page=2`);
    assert.equal(second.body.items.length, 2);
    assert.equal(second.body.items[1].slug, 'otevreli-jsme-prodejnu-v-plzni');
    const beyond = await request(`${api.apps.cz.url}${ARTICLES}?page=3`);
    assert.deepEqual([beyond.body.items, beyond.body.total], [[], 6]);
  });

  test('by topic, in the shop’s language', async () => {
    const { body } = await request(`${api.apps.ro.url}${ARTICLES}?topic=recenzii`);
    assert.equal(body.total, 2);
    assert.ok(body.items.every((item: { topic: { slug: string } }) => item.topic.slug === 'recenzii'));
    assert.equal((await request(`${api.apps.ro.url}${ARTICLES}?page=0`)).status, 400);
    assert.equal((await request(`${api.apps.ro.url}${ARTICLES}?topic=%3Cb%3E`)).status, 400);
  });

  test('an article with its paragraphs and related products as catalogue summaries', async () => {
    const { status, body } = await request(`${api.apps.cz.url}${ARTICLES}/recenze-iphone-15`);
    assert.equal(status, 200);
    assert.equal(body.paragraphs.length, 3);
    assert.ok(body.relatedProducts.length >= 2);
    assert.ok(
      body.relatedProducts.every(
        (product: { price: { currency: string } }) => product.price.currency === 'CZK',
      ),
    );
    const missing = await request(`${api.apps.cz.url}${ARTICLES}/recenzie-iphone-15`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'article_not_found');
  });
});

describe('staff articles', () => {
  const form = {
    slug: 'jak-vybrat-hodinky',
    topicSlug: 'rady-a-navody',
    title: 'Jak vybrat chytré hodinky',
    perex: 'Na co se zaměřit při výběru hodinek.',
    paragraphs: ['Nejdřív si ujasněte, s\u00a0jakým telefonem je budete používat.'],
    imageUrl: null,
    relatedProducts: [],
  };

  test('create a draft, publish it, withdraw it, delete it; each step audited', async () => {
    const sid = await logIn(api.apps.cz.url, 'admin@example.cz');
    const created = await request(`${api.apps.cz.url}${ADMIN_ARTICLES}`, { sid, json: form });
    assert.equal(created.status, 201);
    assert.equal(created.body.publishedAt, null);
    const id = created.body.id;
    assert.equal(
      (await request(`${api.apps.cz.url}${ARTICLES}/${form.slug}`)).status,
      404,
      'a draft is not public',
    );

    const published = await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/${id}/publish`, {
      sid,
      json: { published: true },
    });
    assert.equal(published.status, 200);
    assert.ok(published.body.publishedAt);
    assert.equal(published.headers.get('x-cache-purge-keys'), 'articles', 'the cached lists are purged');
    assert.equal((await request(`${api.apps.cz.url}${ARTICLES}/${form.slug}`)).status, 200);

    const edited = await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/${id}`, {
      method: 'PUT',
      sid,
      json: { ...form, title: 'Jak vybrat chytré hodinky v\u00a0roce 2027' },
    });
    assert.equal(edited.status, 200);
    assert.match((await request(`${api.apps.cz.url}${ARTICLES}/${form.slug}`)).body.title, /2027/);

    await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/${id}/publish`, { sid, json: { published: false } });
    assert.equal((await request(`${api.apps.cz.url}${ARTICLES}/${form.slug}`)).status, 404);
    assert.equal(
      (await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/${id}`, { method: 'DELETE', sid })).status,
      204,
    );
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/${id}`, { sid })).status, 404);

    const audit = await api.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'article')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'publish', 'update', 'unpublish', 'delete'],
    );
  });

  test('a slug already used and an unknown topic are field errors', async () => {
    const sid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const taken = await request(`${api.apps.ro.url}${ADMIN_ARTICLES}`, {
      sid,
      json: { ...form, slug: 'recenzie-iphone-15', topicSlug: 'recenzii' },
    });
    assert.equal(taken.status, 400);
    assert.ok(taken.body.errors.form.slug);
    const topic = await request(`${api.apps.ro.url}${ADMIN_ARTICLES}`, {
      sid,
      json: { ...form, topicSlug: 'recenze' },
    });
    assert.equal(topic.status, 400);
    assert.ok(topic.body.errors.form.topicSlug);
    const empty = await request(`${api.apps.ro.url}${ADMIN_ARTICLES}`, {
      sid,
      json: { ...form, paragraphs: [] },
    });
    assert.equal(empty.status, 400);
  });

  test('other roles are refused', async () => {
    const customer = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const warehouse = await logIn(api.apps.cz.url, 'sklad@example.cz');
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_ARTICLES}`, { sid: customer })).status, 403);
    assert.equal(
      (await request(`${api.apps.cz.url}${ADMIN_ARTICLES}`, { sid: warehouse, json: form })).status,
      403,
    );
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_ARTICLES}/1`, { method: 'DELETE' })).status, 401);
  });
});
