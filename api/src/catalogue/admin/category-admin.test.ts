import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const base = () => `${api.url}/api/new/catalogue/admin/categories`;

// The staff session of the Czech shop, logged in once by the first test that needs it.
let sid = '';
beforeEach(async () => {
  sid ||= await logIn(api.url, 'admin@example.cz');
});

// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
type Body = any;

async function create(json: Record<string, unknown>): Promise<Body> {
  const response = await request(base(), { sid, json });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body;
}

async function tree(shopSid = sid, url = api.url): Promise<Body[]> {
  const response = await request(`${url}/api/new/catalogue/admin/categories/tree`, { sid: shopSid });
  assert.equal(response.status, 200);
  return response.body.categories;
}

const childrenOf = (nodes: Body[], parentId: number | null) =>
  nodes.filter((node) => node.parentId === parentId).map((node) => node.id);

async function auditRows(entityId: number) {
  return api.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'category')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describe('category admin: access', () => {
  test('refuses customers and the warehouse (403) and anonymous callers (401) on every route', async () => {
    const customer = await logIn(api.url, 'jana.novakova@example.cz');
    const warehouse = await logIn(api.url, 'sklad@example.cz');
    const calls: [string, string, unknown?][] = [
      ['GET', `${base()}/tree`],
      ['GET', `${base()}/list`],
      ['GET', `${base()}/types`],
      ['GET', `${base()}/1`],
      ['GET', `${api.url}/api/new/catalogue/admin/manufacturers`],
      ['POST', base(), { name: 'X', seoName: 'x' }],
      ['PATCH', `${base()}/1`, { version: '1' }],
      ['PATCH', `${base()}/1/move`, { target: null, position: 0 }],
      ['DELETE', `${base()}/1`],
    ];
    for (const [method, url, json] of calls) {
      for (const who of [customer, warehouse]) {
        const response = await request(url, { method, sid: who, json });
        assert.equal(response.status, 403, `${method} ${url}`);
        assert.equal(response.body.code, 'forbidden');
      }
      assert.equal((await request(url, { method, json })).status, 401, `${method} ${url} anonymous`);
    }
  });
});

describe('category admin: reading', () => {
  test("the tree has the product types as roots, with the shop's names, counts and flags", async () => {
    const response = await request(`${base()}/tree`, { sid });
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const roots = response.body.categories.filter((node: Body) => node.parentId === null);
    const phones = roots.find((node: Body) => node.typeDevice === 'phones');
    assert.equal(phones.name, 'Mobilní telefony');
    assert.equal(phones.seoName, 'telefony');
    assert.ok(phones.productCount > 0);
    assert.equal(phones.forDisplay, true);
    const positions = roots.map((node: Body) => node.position);
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
      'siblings come in their order',
    );
  });

  test('the other shop reads the same tree in its own language', async () => {
    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const roTree = await tree(roSid, api.apps.ro.url);
    assert.equal(roTree.find((node) => node.typeDevice === 'phones')?.name, 'Telefoane mobile');
  });

  test('lists type categories, manufacturers, device types and paths for pickers', async () => {
    const types = (await request(`${base()}/types`, { sid })).body.categories;
    assert.deepEqual(
      types.map((type: Body) => type.typeDevice),
      ['phones', 'tablets', 'smartwatches', 'accessories'],
    );
    const manufacturers = (await request(`${api.url}/api/new/catalogue/admin/manufacturers`, { sid })).body
      .manufacturers;
    assert.ok(manufacturers.some((m: Body) => m.name === 'Apple'));
    const deviceTypes = (await request(`${base()}/device-types`, { sid })).body.deviceTypes;
    assert.ok(deviceTypes.some((type: Body) => type.code === 'phones' && type.name === 'Mobilní telefony'));

    const phones = types.find((type: Body) => type.typeDevice === 'phones');
    const child = await create({ name: 'Výprodej iPhonů', seoName: 'vyprodej-iphonu', parentId: phones.id });
    const list = (await request(`${base()}/list`, { sid })).body.categories;
    assert.equal(list.find((item: Body) => item.id === child.id).path, 'Mobilní telefony › Výprodej iPhonů');
  });

  test('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      const response = await request(`${base()}/${id}`, { sid });
      assert.equal(response.status, 404, id);
      assert.equal(response.body.code, 'category_not_found');
    }
  });
});

describe('category admin: create and update', () => {
  test('adds a root with the category defaults, audited, then every field is edited', async () => {
    const created = await create({ name: 'Herní konzole', seoName: 'herni-konzole' });
    assert.equal(created.parentId, null);
    assert.equal(created.forDisplay, true);
    assert.equal(created.filterable, false);
    assert.deepEqual(created.manufacturerIds, []);
    const roots = childrenOf(await tree(), null);
    assert.equal(roots.at(-1), created.id, 'a new root goes last');

    const manufacturers = (await request(`${api.url}/api/new/catalogue/admin/manufacturers`, { sid })).body
      .manufacturers;
    const parent = await create({ name: 'Zábava', seoName: 'zabava' });
    const patch = {
      version: created.version,
      name: 'Konzole',
      seoName: 'konzole',
      parentId: parent.id,
      forDisplay: false,
      filterable: true,
      forBuyout: true,
      forService: true,
      manufacturerIds: [manufacturers[1].id, manufacturers[0].id],
      typeDevice: 'accessories',
      photoUploadId: null,
    };
    const updated = await request(`${base()}/${created.id}`, { method: 'PATCH', sid, json: patch });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.name, 'Konzole');
    assert.equal(updated.body.seoName, 'konzole');
    assert.equal(updated.body.parentId, parent.id);
    assert.equal(updated.body.position, 0);
    assert.equal(updated.body.forDisplay, false);
    assert.equal(updated.body.typeDevice, 'accessories');
    assert.deepEqual(
      updated.body.manufacturerIds,
      [manufacturers[0].id, manufacturers[1].id].sort((a, b) => a - b),
    );
    assert.notEqual(updated.body.version, created.version);
    assert.deepEqual((await request(`${base()}/${created.id}`, { sid })).body, updated.body);

    const rows = await auditRows(created.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_email]),
      [
        ['create', 'admin@example.cz'],
        ['update', 'admin@example.cz'],
      ],
    );
    assert.equal((rows[1].before as Body).name, 'Herní konzole');
    assert.equal((rows[1].after as Body).name, 'Konzole');
    assert.equal((rows[1].after as Body).parentId, parent.id);
  });

  test('refuses invalid fields with 400 at each field, in the shop language', async () => {
    const response = await request(base(), {
      sid,
      json: { name: '', seoName: 'Špatný název', parentId: 'x', typeDevice: 'toasters' },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    assert.deepEqual(Object.keys(response.body.errors.form).sort(), ['name', 'parentId', 'seoName']);
    assert.equal(response.body.errors.form.name[0], 'Tato hodnota je požadována.');
    assert.match(response.body.errors.form.seoName[0], /SEO název/);

    const unknown = await request(base(), {
      sid,
      json: { name: 'A', seoName: 'a-b', typeDevice: 'toasters', manufacturerIds: [999999] },
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(Object.keys(unknown.body.errors.form).sort(), ['manufacturerIds', 'typeDevice']);

    const noParent = await request(base(), { sid, json: { name: 'A', seoName: 'a-c', parentId: 999999 } });
    assert.equal(noParent.status, 400);
    assert.equal(noParent.body.code, 'category_parent_not_found');
    assert.ok(noParent.body.errors.form.parentId[0]);
  });

  test('an SEO name is unique in the shop: a taken one is a field error, the other shop may use it', async () => {
    const taken = await request(base(), { sid, json: { name: 'Telefony 2', seoName: 'telefony' } });
    assert.equal(taken.status, 400);
    assert.equal(taken.body.code, 'seo_name_taken');
    assert.equal(taken.body.errors.form.seoName[0], taken.body.message);

    const own = await create({ name: 'Drony', seoName: 'drony' });
    const sameAgain = await request(`${base()}/${own.id}`, {
      method: 'PATCH',
      sid,
      json: { version: own.version, seoName: 'drony', name: 'Drony a kamery' },
    });
    assert.equal(sameAgain.status, 200, 'keeping its own SEO name is fine');

    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const roBase = `${api.apps.ro.url}/api/new/catalogue/admin/categories`;
    const ro = await request(roBase, { sid: roSid, json: { name: 'Drone', seoName: 'drony' } });
    assert.equal(ro.status, 201, JSON.stringify(ro.body));
    const seenFromCz = (await request(`${base()}/${ro.body.id}`, { sid })).body;
    assert.equal(seenFromCz.name, null, 'the Czech shop has not named the Romanian category yet');
  });

  test('two staff adding the same SEO name at once: one is saved, the other gets the field error', async () => {
    const answers = await Promise.all(
      ['Dárky', 'Dárky pro ni'].map((name) => request(base(), { sid, json: { name, seoName: 'darky' } })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    assert.equal(refused?.body.code, 'seo_name_taken');
    assert.ok(refused?.body.errors.form.seoName[0]);
  });

  test('a save over a newer version is refused with 409 version_conflict', async () => {
    const created = await create({ name: 'Kamery', seoName: 'kamery' });
    const first = await request(`${base()}/${created.id}`, {
      method: 'PATCH',
      sid,
      json: { version: created.version, name: 'Akční kamery' },
    });
    assert.equal(first.status, 200);
    const second = await request(`${base()}/${created.id}`, {
      method: 'PATCH',
      sid,
      json: { version: created.version, name: 'Webkamery' },
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.type, 'conflict');
    assert.equal(second.body.code, 'version_conflict');
    assert.equal((await request(`${base()}/${created.id}`, { sid })).body.name, 'Akční kamery');
  });
});

describe('category admin: move', () => {
  test('moves a category to a position among the target’s children, renumbering both lists', async () => {
    const parent = await create({ name: 'Audio', seoName: 'audio' });
    const a = await create({ name: 'Sluchátka', seoName: 'sluchatka', parentId: parent.id });
    const b = await create({ name: 'Reproduktory', seoName: 'reproduktory', parentId: parent.id });
    const c = await create({ name: 'Mikrofony', seoName: 'mikrofony', parentId: parent.id });

    const move = (id: number, json: unknown) =>
      request(`${base()}/${id}/move`, { method: 'PATCH', sid, json });
    const toFront = await move(c.id, { target: parent.id, position: 0 });
    assert.equal(toFront.status, 200, JSON.stringify(toFront.body));
    assert.deepEqual(childrenOf(await tree(), parent.id), [c.id, a.id, b.id]);

    const other = await create({ name: 'Hi-Fi', seoName: 'hi-fi' });
    const out = await move(a.id, { target: other.id, position: 5 });
    assert.equal(out.body.parentId, other.id);
    assert.equal(out.body.position, 0, 'a position past the end is the end');
    const nodes = await tree();
    assert.deepEqual(childrenOf(nodes, parent.id), [c.id, b.id]);
    assert.deepEqual(
      nodes.filter((node) => node.parentId === parent.id).map((node) => node.position),
      [0, 1],
    );

    const toRoot = await move(b.id, { target: null, position: 0 });
    assert.equal(toRoot.body.parentId, null);
    assert.equal(childrenOf(await tree(), null)[0], b.id);

    const rows = await auditRows(b.id);
    assert.deepEqual(rows.at(-1)?.after, { parentId: null, position: 0 });
    assert.deepEqual(rows.at(-1)?.before, { parentId: parent.id, position: 1 });
  });

  test('refuses a move into the category itself or its own descendant', async () => {
    const top = await create({ name: 'Foto', seoName: 'foto' });
    const middle = await create({ name: 'Objektivy', seoName: 'objektivy', parentId: top.id });
    const bottom = await create({ name: 'Makro', seoName: 'makro', parentId: middle.id });
    for (const target of [top.id, middle.id, bottom.id]) {
      const response = await request(`${base()}/${top.id}/move`, {
        method: 'PATCH',
        sid,
        json: { target, position: 0 },
      });
      assert.equal(response.status, 400, String(target));
      assert.equal(response.body.code, 'category_move_into_itself');
      assert.equal(
        response.body.message,
        'Kategorii nelze přesunout do ní samotné ani do její podkategorie.',
      );
    }
    const viaForm = await request(`${base()}/${top.id}`, {
      method: 'PATCH',
      sid,
      json: { version: top.version, parentId: bottom.id },
    });
    assert.equal(viaForm.status, 400);
    assert.equal(viaForm.body.code, 'category_move_into_itself');
    assert.ok(viaForm.body.errors.form.parentId[0], 'the form shows it at the parent field');
    assert.equal((await request(`${base()}/${top.id}`, { sid })).body.parentId, null);
  });
});

describe('category admin: delete', () => {
  test('refuses while it has children or products; deletes an empty one, audited', async () => {
    const tablets = (await tree()).find((node) => node.typeDevice === 'tablets');
    assert.ok(tablets.productCount > 0 && !tablets.hasChildren);
    const withProducts = await request(`${base()}/${tablets.id}`, { method: 'DELETE', sid });
    assert.equal(withProducts.status, 409);
    assert.equal(withProducts.body.code, 'category_has_products');

    const parent = await create({ name: 'Chytrá domácnost', seoName: 'chytra-domacnost' });
    const child = await create({ name: 'Žárovky', seoName: 'zarovky', parentId: parent.id });
    const refused = await request(`${base()}/${parent.id}`, { method: 'DELETE', sid });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'category_has_children');

    const model = await api.db.selectFrom('models').select('id').executeTakeFirstOrThrow();
    await api.db
      .insertInto('model_categories')
      .values({ model_id: model.id, category_id: child.id })
      .execute();
    const full = await request(`${base()}/${child.id}`, { method: 'DELETE', sid });
    assert.equal(full.status, 409);
    assert.equal(full.body.code, 'category_has_products');
    assert.equal(
      full.body.message,
      'Kategorii nelze odstranit, dokud v\u00a0ní jsou produkty. Nejdříve je z\u00a0ní odeberte.',
    );
    await api.db.deleteFrom('model_categories').where('category_id', '=', child.id).execute();

    const stale = await request(`${base()}/${child.id}?version=1`, { method: 'DELETE', sid });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'version_conflict');

    const deleted = await request(`${base()}/${child.id}?version=${child.version}`, {
      method: 'DELETE',
      sid,
    });
    assert.equal(deleted.status, 204);
    assert.equal((await request(`${base()}/${child.id}`, { sid })).status, 404);
    const deletion = (await auditRows(child.id)).at(-1);
    assert.ok(deletion);
    assert.equal(deletion.action, 'delete');
    assert.equal((deletion.before as Body).name, 'Žárovky');
    assert.equal(deletion.after, null);
    assert.equal((await request(`${base()}/${parent.id}`, { method: 'DELETE', sid })).status, 204);
  });
});
