import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { assertStaffOnly, auditRows } from '../../catalogue/admin/master-data-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { instantOfShopWallClock, shopWallClockOf } from './shop-wall-clock.ts';

// Pages made of components, as staff compose them and visitors (and preview-link holders) read
// them, in both shops; every change audited; invalid or stale params refused with the field errors.

const api = withFreshApp(['cz', 'ro']);
const ADMIN = '/api/new/content/admin';
const PARAMS = '/api/new/content/component-params';
let sid: string;

const staff = (path: string, options: { method?: string; json?: unknown } = {}) =>
  request(`${api.url}${path}`, { ...options, sid });
const visitor = (path: string, shop: 'cz' | 'ro' = 'cz') => request(`${api.apps[shop].url}${path}`);

/** A wall-clock time in Prague, `hours` from now. */
const pragueIn = (hours: number) => shopWallClockOf('cz', new Date(Date.now() + hours * 3_600_000));

async function newPage(slug: string) {
  const created = await staff(`${ADMIN}/pages`, {
    json: { slug, title: 'Akce na telefony', description: 'Jen teď.' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body as { id: number; version: number; components: { id: number; type: string }[] };
}

describe('pages made of components', () => {
  before(async () => {
    sid = await logIn(api.url, 'admin@example.cz');
  });

  test('only staff reach the editor; every role else is refused', async () => {
    const page = await newPage('jen-pro-personal');
    const withComponent = await staff(`${ADMIN}/pages/${page.id}/components`, { json: { type: 'text' } });
    const componentId = withComponent.body.components[0].id;
    const guarded: [string, string, unknown?][] = [
      ['GET', `${ADMIN}/pages`],
      ['POST', `${ADMIN}/pages`, { slug: 'x', title: 'X' }],
      ['GET', `${ADMIN}/pages/${page.id}`],
      ['PATCH', `${ADMIN}/pages/${page.id}`, { version: 1 }],
      ['POST', `${ADMIN}/pages/${page.id}/components`, { type: 'text' }],
      ['DELETE', `${ADMIN}/pages/${page.id}/components/${componentId}`],
      ['POST', `${ADMIN}/pages/${page.id}/components/${componentId}/move`, { position: 0 }],
      ['GET', `${PARAMS}/${componentId}/`],
      ['PUT', `${PARAMS}/${componentId}/`, { version: 1, params: {} }],
      ['POST', `${ADMIN}/pages/${page.id}/publish`, {}],
      ['POST', `${ADMIN}/pages/${page.id}/unpublish`],
      ['GET', `${ADMIN}/pages/${page.id}/preview-link`],
      ['GET', `${ADMIN}/menus/footer`],
      ['PUT', `${ADMIN}/menus/footer`, { version: 0, items: [] }],
    ];
    for (const [method, path, json] of guarded) await assertStaffOnly(api.url, path, { method, json });
  });

  test('the seeded pages are published in each shop’s language, with the footer linking them', async () => {
    const faq = await visitor('/api/new/content/pages/faq');
    assert.equal(faq.status, 200);
    assert.equal(faq.body.title, 'Časté dotazy');
    assert.equal(faq.body.components[0].type, 'faq');
    assert.ok(faq.body.components[0].params.groups.length >= 3);
    assert.match(faq.headers.get('cache-control') ?? '', /s-maxage=60/);
    assert.match(faq.headers.get('surrogate-key') ?? '', /content-page-faq/);
    for (const slug of ['o-nas', 'obchodni-podminky', 'ochrana-osobnich-udaju', 'cookies'])
      assert.equal((await visitor(`/api/new/content/pages/${slug}`)).status, 200, slug);
    const landing = await visitor('/api/new/content/pages/vyhodne-telefony');
    const list = landing.body.components.find((c: { type: string }) => c.type === 'product_list');
    assert.ok(list.products.length > 0, 'the product list comes with the products the shop sells');
    assert.equal(list.products[0].price.currency, 'CZK');
    for (const slug of ['despre-noi', 'faq', 'termeni-si-conditii', 'confidentialitate', 'cookies'])
      assert.equal((await visitor(`/api/new/content/pages/${slug}`, 'ro')).status, 200, slug);
    assert.equal(
      (await visitor('/api/new/content/pages/o-nas', 'ro')).status,
      404,
      'a Czech page is not Romanian',
    );
    const footer = await visitor('/api/new/content/menus/footer');
    assert.deepEqual(
      footer.body.items.map((item: { link: string }) => item.link),
      [
        '/info/o-nas',
        '/info/faq',
        '/info/obchodni-podminky',
        '/info/ochrana-osobnich-udaju',
        '/info/cookies',
      ],
    );
    assert.equal((await visitor('/api/new/content/menus/footer', 'ro')).body.items[0].label, 'Despre noi');
  });

  test('an unknown page answers 404 in the shared error shape', async () => {
    const missing = await visitor('/api/new/content/pages/neexistuje');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'content_page_not_found');
    assert.equal(missing.body.message, 'Tuto stránku jsme nenašli.');
    assert.equal((await visitor('/api/new/content/pages/NOT%20A%20SLUG')).status, 404);
    assert.equal((await visitor('/api/new/content/menus/sidebar')).status, 404);
  });

  test('staff compose a page: add by type, params get and set, move and remove, all audited', async () => {
    const page = await newPage('letni-akce');
    assert.equal(
      (await staff(`${ADMIN}/pages`, { json: { slug: 'letni-akce', title: 'Znovu' } })).status,
      409,
    );
    await staff(`${ADMIN}/pages/${page.id}/components`, { json: { type: 'product_list' } });
    const added = await staff(`${ADMIN}/pages/${page.id}/components`, { json: { type: 'faq' } });
    assert.equal(added.status, 200);
    assert.deepEqual(
      added.body.components.map((c: { type: string }) => c.type),
      ['product_list', 'faq'],
    );
    const faqId = added.body.components[1].id;
    const read = await staff(`${PARAMS}/${faqId}/`);
    assert.equal(read.status, 200);
    assert.equal(read.body.type, 'faq');
    const groups = [{ title: 'Doprava', items: [{ question: 'Kdy to přijde?', answer: 'Zítra.' }] }];
    const saved = await staff(`${PARAMS}/${faqId}/`, {
      method: 'PUT',
      json: { version: read.body.version, params: { heading: 'Dotazy', groups } },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.version, read.body.version + 1);
    assert.deepEqual(saved.body.params.groups, groups);

    const moved = await staff(`${ADMIN}/pages/${page.id}/components/${faqId}/move`, {
      json: { position: 0 },
    });
    assert.deepEqual(
      moved.body.components.map((c: { type: string }) => c.type),
      ['faq', 'product_list'],
    );
    const listId = moved.body.components[1].id;
    const removed = await staff(`${ADMIN}/pages/${page.id}/components/${listId}`, { method: 'DELETE' });
    assert.deepEqual(
      removed.body.components.map((c: { id: number }) => c.id),
      [faqId],
    );
    assert.equal(
      (await staff(`${ADMIN}/pages/${page.id}/components/${listId}`, { method: 'DELETE' })).status,
      404,
    );
    assert.equal((await staff(`${PARAMS}/999999/`)).status, 404);

    const actions = (await auditRows(api.db, 'content-page', page.id)).map((row) => row.action);
    assert.deepEqual(actions, [
      'create',
      'add-component',
      'add-component',
      'move-component',
      'remove-component',
    ]);
    const params = await auditRows(api.db, 'content-component', faqId);
    assert.equal(params[0].action, 'set-params');
    assert.equal(params[0].actor, 'admin@example.cz');
  });

  test('invalid params or a stale version: "Can\'t save component parameters" with the field errors', async () => {
    const page = await newPage('spatne-parametry');
    const added = await staff(`${ADMIN}/pages/${page.id}/components`, { json: { type: 'faq' } });
    const id = added.body.components[0].id;
    const { version } = (await staff(`${PARAMS}/${id}/`)).body;
    const invalid = await staff(`${PARAMS}/${id}/`, {
      method: 'PUT',
      json: { version, params: { groups: [{ title: '', items: [] }] } },
    });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.code, 'component_params_invalid');
    assert.equal(invalid.body.message, 'Parametry komponenty nelze uložit.');
    assert.ok(invalid.body.errors.params['groups.0.title'], JSON.stringify(invalid.body.errors));
    assert.ok(invalid.body.errors.params['groups.0.items']);

    const fine = { groups: [{ title: 'A', items: [{ question: 'Q?', answer: 'A.' }] }] };
    assert.equal(
      (await staff(`${PARAMS}/${id}/`, { method: 'PUT', json: { version, params: fine } })).status,
      200,
    );
    const stale = await staff(`${PARAMS}/${id}/`, { method: 'PUT', json: { version, params: fine } });
    assert.equal(stale.status, 400);
    assert.equal(stale.body.code, 'component_params_invalid');
    assert.ok(stale.body.errors.params.version);

    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const roPage = await request(`${api.apps.ro.url}${ADMIN}/pages`, {
      sid: roSid,
      json: { slug: 'parametri', title: 'Parametri' },
    });
    const roAdded = await request(`${api.apps.ro.url}${ADMIN}/pages/${roPage.body.id}/components`, {
      sid: roSid,
      json: { type: 'text' },
    });
    const roInvalid = await request(`${api.apps.ro.url}${PARAMS}/${roAdded.body.components[0].id}/`, {
      sid: roSid,
      method: 'PUT',
      json: { version: 1, params: { body: '' } },
    });
    assert.equal(roInvalid.status, 400);
    assert.equal(roInvalid.body.message, 'Parametrii componentei nu pot fi salvați.');
    assert.ok(roInvalid.body.errors.params.body);
    assert.equal(
      (await request(`${api.apps.ro.url}${PARAMS}/${id}/`, { sid: roSid })).status,
      404,
      'another shop’s component is not found',
    );
  });

  test('the meta form saves over the version read, and schedules in the shop’s time zone', async () => {
    const page = await newPage('podzimni-akce');
    const meta = { slug: 'podzimni-akce', title: 'Podzim', description: 'Akce na podzim.' };
    const saved = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: {
        ...meta,
        version: page.version,
        publishAt: '2026-07-01T09:00',
        unpublishAt: '2026-12-01T09:00',
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.publishAt, '2026-07-01T09:00');
    const stored = await api.db
      .selectFrom('content_pages')
      .where('id', '=', page.id)
      .select(['publish_at', 'unpublish_at'])
      .executeTakeFirstOrThrow();
    // 09:00 in Prague is 07:00 UTC in summer and 08:00 UTC in winter.
    assert.equal(stored.publish_at?.toISOString(), '2026-07-01T07:00:00.000Z');
    assert.equal(stored.unpublish_at?.toISOString(), '2026-12-01T08:00:00.000Z');
    assert.equal(instantOfShopWallClock('ro', '2026-07-01T09:00').toISOString(), '2026-07-01T06:00:00.000Z');

    const stale = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: { ...meta, version: page.version, publishAt: null, unpublishAt: null },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'version_conflict');
    const backwards = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: {
        ...meta,
        version: saved.body.version,
        publishAt: '2026-12-01T09:00',
        unpublishAt: '2026-07-01T09:00',
      },
    });
    assert.equal(backwards.status, 400);
    assert.ok(backwards.body.errors.form.unpublishAt);
    const taken = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: { ...meta, slug: 'faq', version: saved.body.version, publishAt: null, unpublishAt: null },
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'content_slug_taken');
    assert.equal((await auditRows(api.db, 'content-page', page.id)).at(-1)?.action, 'update');
  });

  test('publish with a schedule, preview the draft by a signed link, unpublish; each purges the page', async () => {
    const page = await newPage('zimni-akce');
    const added = await staff(`${ADMIN}/pages/${page.id}/components`, { json: { type: 'text' } });
    assert.equal((await visitor('/api/new/content/pages/zimni-akce')).status, 404, 'a draft is not public');

    const link = await staff(`${ADMIN}/pages/${page.id}/preview-link`);
    assert.equal(link.status, 200);
    const url = new URL(link.body.url);
    assert.equal(url.pathname, '/info/zimni-akce');
    const token = url.searchParams.get('preview') ?? '';
    const preview = await visitor(`/api/new/content/pages/zimni-akce?preview=${encodeURIComponent(token)}`);
    assert.equal(preview.status, 200);
    assert.equal(preview.body.preview, true);
    assert.equal(preview.headers.get('cache-control'), 'no-store');
    const forged = `${token.slice(0, -2)}xx`;
    assert.equal((await visitor(`/api/new/content/pages/zimni-akce?preview=${forged}`)).status, 404);
    assert.equal((await visitor(`/api/new/content/pages/faq?preview=${token}`)).body.preview, false);

    const scheduled = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: {
        slug: 'zimni-akce',
        title: 'Zimní akce',
        description: '',
        version: added.body.version,
        publishAt: pragueIn(2),
        unpublishAt: null,
      },
    });
    const published = await staff(`${ADMIN}/pages/${page.id}/publish`, {
      json: { version: scheduled.body.version },
    });
    assert.equal(published.status, 200);
    assert.equal(published.body.status, 'published');
    assert.equal(published.body.live, false, 'not before its publish time');
    assert.equal(published.headers.get('x-cache-purge-keys'), 'content-page-zimni-akce');
    assert.equal((await visitor('/api/new/content/pages/zimni-akce')).status, 404);

    const now = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: {
        slug: 'zimni-akce',
        title: 'Zimní výprodej',
        description: '',
        version: published.body.version,
        publishAt: pragueIn(-1),
        unpublishAt: pragueIn(1),
      },
    });
    assert.equal(now.headers.get('x-cache-purge-keys'), 'content-page-zimni-akce');
    const visible = await visitor('/api/new/content/pages/zimni-akce');
    assert.equal(visible.status, 200);
    assert.equal(visible.body.title, 'Zimní akce', 'visitors see the snapshot, not the newer draft');
    assert.equal(now.body.changedSincePublish, true);

    const unpublished = await staff(`${ADMIN}/pages/${page.id}/unpublish`, { method: 'POST' });
    assert.equal(unpublished.body.status, 'draft');
    assert.equal(unpublished.headers.get('x-cache-purge-keys'), 'content-page-zimni-akce');
    assert.equal((await visitor('/api/new/content/pages/zimni-akce')).status, 404);

    const ended = await staff(`${ADMIN}/pages/${page.id}`, {
      method: 'PATCH',
      json: {
        slug: 'zimni-akce',
        title: 'Zimní akce',
        description: '',
        version: unpublished.body.version,
        publishAt: pragueIn(-3),
        unpublishAt: pragueIn(-2),
      },
    });
    await staff(`${ADMIN}/pages/${page.id}/publish`, { json: { version: ended.body.version } });
    assert.equal(
      (await visitor('/api/new/content/pages/zimni-akce')).status,
      404,
      'after its unpublish time',
    );
    const actions = (await auditRows(api.db, 'content-page', page.id)).map((row) => row.action);
    assert.deepEqual(actions.slice(-5), ['publish', 'update', 'unpublish', 'update', 'publish']);

    const grid = await staff(`${ADMIN}/pages?pageSize=5`);
    assert.equal(grid.status, 200);
    assert.equal(grid.body.items.length, 5);
    assert.ok(grid.body.total >= 10);
    assert.equal(grid.body.items[0].slug, 'zimni-akce');
  });

  test('menus are edited over their version, audited, and purge their cached answer', async () => {
    const read = await staff(`${ADMIN}/menus/megamenu`);
    assert.equal(read.body.version, 1);
    assert.deepEqual(read.body.items[0], { label: 'Výhodné telefony', link: '/info/vyhodne-telefony' });
    const items = [{ label: 'Zimní akce', link: '/info/zimni-akce' }];
    const saved = await staff(`${ADMIN}/menus/megamenu`, { method: 'PUT', json: { version: 1, items } });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.version, 2);
    assert.equal(saved.headers.get('x-cache-purge-keys'), 'content-menu-megamenu');
    assert.deepEqual((await visitor('/api/new/content/menus/megamenu')).body.items, items);
    // The header reads the links with the catalogue's tree, which the same key purges.
    const tree = await visitor('/api/new/mp-menu/hamburger/hamburger/');
    assert.deepEqual(tree.body.links, items);
    assert.match(tree.headers.get('surrogate-key') ?? '', /\bcontent-menu-megamenu\b/);
    assert.equal(
      (await staff(`${ADMIN}/menus/megamenu`, { method: 'PUT', json: { version: 1, items } })).status,
      409,
    );
    const bad = await staff(`${ADMIN}/menus/megamenu`, {
      method: 'PUT',
      json: { version: 2, items: [{ label: '', link: 'javascript:alert(1)' }] },
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.form['items.0.link']);
    assert.equal((await auditRows(api.db, 'content-menu', 'cs-CZ:megamenu'))[0].action, 'update');
  });
});
