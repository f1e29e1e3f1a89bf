import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { assertStaffOnly, auditRows } from './master-data-test-support.ts';

const api = withFreshApp(['cz', 'ro']);
const GROUPS = '/api/new/catalogue/admin/attribute-groups';
const ATTRIBUTES = '/api/new/catalogue/admin/attributes';
let cz: string;
let ro: string;

const call = (path: string, options: { method?: string; json?: unknown; shop?: 'cz' | 'ro' } = {}) =>
  request(`${api.apps[options.shop ?? 'cz'].url}${path}`, {
    method: options.method,
    json: options.json,
    sid: options.shop === 'ro' ? ro : cz,
  });

async function newGroup(code: string, name = code) {
  const response = await call(GROUPS, { json: { code, name } });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body as { id: number; code: string; name: string; position: number };
}

describe('attribute definitions', () => {
  before(async () => {
    cz = await logIn(api.apps.cz.url, 'admin@example.cz');
    ro = await logIn(api.apps.ro.url, 'admin@example.ro');
  });

  test('only staff reach them', async () => {
    await assertStaffOnly(api.url, ATTRIBUTES);
    await assertStaffOnly(api.url, GROUPS, { method: 'POST', json: { code: 'x', name: 'X' } });
    await assertStaffOnly(api.url, `${ATTRIBUTES}/1`, { method: 'DELETE' });
  });

  test('a group and a choice attribute, named per shop, listed in order and audited', async () => {
    const group = await newGroup('h7_display', 'Displej');
    const renamed = await call(`${GROUPS}/${group.id}`, {
      method: 'PATCH',
      json: { code: 'h7_display', name: 'Ecran' },
      shop: 'ro',
    });
    assert.equal(renamed.status, 200);
    const created = await call(ATTRIBUTES, {
      json: {
        groupId: group.id,
        code: 'panel',
        name: 'Typ panelu',
        valueType: 'choice',
        isFilter: true,
        choices: [
          { code: 'oled', name: 'OLED' },
          { code: 'lcd', name: 'LCD' },
        ],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.valueType, 'choice');
    assert.equal(created.body.isFilter, true);
    assert.deepEqual(
      created.body.choices.map((choice: { code: string }) => choice.code),
      ['oled', 'lcd'],
    );
    const size = await call(ATTRIBUTES, {
      json: { groupId: group.id, code: 'diagonal', name: 'Úhlopříčka', valueType: 'number', unit: '"' },
    });
    assert.equal(size.status, 201);

    const tree = (await call(ATTRIBUTES)).body;
    const listed = tree.groups.find((candidate: { id: number }) => candidate.id === group.id);
    assert.equal(listed.name, 'Displej');
    assert.deepEqual(
      listed.attributes.map((attribute: { code: string }) => attribute.code),
      ['panel', 'diagonal'],
    );
    const roTree = (await call(ATTRIBUTES, { shop: 'ro' })).body;
    const roGroup = roTree.groups.find((candidate: { id: number }) => candidate.id === group.id);
    assert.equal(roGroup.name, 'Ecran');
    assert.equal(roGroup.attributes[0].name, 'panel', 'a name not given in a shop reads as the code');

    const reordered = await call(`${ATTRIBUTES}/order`, {
      method: 'PUT',
      json: { groupId: group.id, ids: [size.body.id, created.body.id] },
    });
    assert.equal(reordered.status, 204);
    const after = (await call(ATTRIBUTES)).body.groups.find(
      (candidate: { id: number }) => candidate.id === group.id,
    );
    assert.deepEqual(
      after.attributes.map((attribute: { code: string }) => attribute.code),
      ['diagonal', 'panel'],
    );

    const groupAudit = await auditRows(api.db, 'attribute-group', group.id);
    assert.deepEqual(
      groupAudit.map((row) => [row.action, row.shop, row.actor]),
      [
        ['create', 'cz', 'admin@example.cz'],
        ['update', 'ro', 'admin@example.ro'],
        ['reorder-attributes', 'cz', 'admin@example.cz'],
      ],
    );
    const attributeAudit = await auditRows(api.db, 'attribute', created.body.id);
    assert.equal(attributeAudit[0].action, 'create');
    assert.equal((attributeAudit[0].after as { code: string }).code, 'panel');
  });

  test('groups reorder; unknown ids are 404', async () => {
    const first = await newGroup('order_a');
    const second = await newGroup('order_b');
    assert.ok(second.position > first.position);
    assert.equal(
      (await call(`${GROUPS}/order`, { method: 'PUT', json: { ids: [second.id, first.id] } })).status,
      204,
    );
    const codes = (await call(ATTRIBUTES)).body.groups.map((group: { code: string }) => group.code);
    assert.deepEqual(codes.slice(0, 2), ['order_b', 'order_a']);
    const unknown = await call(`${GROUPS}/order`, { method: 'PUT', json: { ids: [2_000_000_000] } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'attribute_group_not_found');
  });

  test('400 at the fields, 409 for a taken code, 404 for what does not exist', async () => {
    const invalid = await call(ATTRIBUTES, {
      json: { groupId: 1, code: 'Bad Code', name: '', valueType: 'colour' },
    });
    assert.equal(invalid.status, 400);
    assert.deepEqual(Object.keys(invalid.body.errors.form).sort(), ['code', 'name', 'valueType']);
    const someoneElses = await call(ATTRIBUTES, {
      json: {
        groupId: (await newGroup('foreign_ids')).id,
        code: 'foreign_ids',
        name: 'Cizí volby',
        valueType: 'choice',
        choices: [{ id: 2_000_000_000, code: 'one', name: 'Jedna' }],
      },
    });
    assert.equal(someoneElses.status, 201, 'a new attribute ignores choice ids');
    assert.notEqual(someoneElses.body.choices[0].id, 2_000_000_000);
    const noChoices = await call(ATTRIBUTES, {
      json: { groupId: 1, code: 'c', name: 'C', valueType: 'choice' },
    });
    assert.equal(noChoices.status, 400);
    assert.ok(noChoices.body.errors.form.choices);

    const group = await newGroup('taken');
    const taken = await call(GROUPS, { json: { code: 'taken', name: 'Again' } });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'attribute_code_taken');
    assert.deepEqual(taken.body.errors.form.code, ['Tento kód už je použitý.']);
    const missingGroup = await call(ATTRIBUTES, {
      json: { groupId: 2_000_000_000, code: 'orphan', name: 'Orphan', valueType: 'text' },
    });
    assert.equal(missingGroup.status, 404);
    assert.equal(missingGroup.body.code, 'attribute_group_not_found');
    assert.equal((await call(`${ATTRIBUTES}/abc`, { method: 'PATCH', json: {} })).status, 404);
    assert.equal((await call(`${GROUPS}/${group.id + 1000}`, { method: 'DELETE' })).status, 404);
  });

  test('an attribute with values: type and used choices stay, delete only with its values after confirmation', async () => {
    const group = await newGroup('memory');
    const created = await call(ATTRIBUTES, {
      json: {
        groupId: group.id,
        code: 'ram_kind',
        name: 'Typ paměti',
        valueType: 'choice',
        choices: [
          { code: 'lpddr5', name: 'LPDDR5' },
          { code: 'lpddr4', name: 'LPDDR4' },
        ],
      },
    });
    const attribute = created.body;
    const [used] = attribute.choices;
    const models = await api.db.selectFrom('models').select('id').orderBy('id').limit(2).execute();
    await api.db
      .insertInto('model_attribute_values')
      .values(models.map((model) => ({ model_id: model.id, attribute_id: attribute.id, choice_id: used.id })))
      .execute();

    const body = {
      groupId: group.id,
      code: 'ram_kind',
      name: 'Typ paměti',
      valueType: 'choice',
      choices: [{ id: used.id, code: 'lpddr5', name: 'LPDDR5X' }],
    };
    const renamedChoices = await call(`${ATTRIBUTES}/${attribute.id}`, { method: 'PATCH', json: body });
    assert.equal(renamedChoices.status, 200, 'an unused choice may go, a used one be renamed');
    assert.deepEqual(renamedChoices.body.choices, [{ id: used.id, code: 'lpddr5', name: 'LPDDR5X' }]);
    assert.equal(renamedChoices.body.valueCount, 2);

    const dropUsed = await call(`${ATTRIBUTES}/${attribute.id}`, {
      method: 'PATCH',
      json: { ...body, choices: [{ code: 'other', name: 'Jiná' }] },
    });
    assert.equal(dropUsed.status, 409);
    assert.equal(dropUsed.body.code, 'attribute_change_in_use');
    const retype = await call(`${ATTRIBUTES}/${attribute.id}`, {
      method: 'PATCH',
      json: { ...body, valueType: 'text', choices: [] },
    });
    assert.equal(retype.status, 409);

    const refused = await call(`${ATTRIBUTES}/${attribute.id}`, { method: 'DELETE' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'attribute_in_use');
    assert.equal(refused.body.message, 'Atribut je vyplněný u\u00a02 produktů.');
    const groupRefused = await call(`${GROUPS}/${group.id}`, { method: 'DELETE' });
    assert.equal(groupRefused.status, 409);
    assert.equal(groupRefused.body.code, 'attribute_group_not_empty');

    const deleted = await call(`${ATTRIBUTES}/${attribute.id}?deleteValues=true`, { method: 'DELETE' });
    assert.equal(deleted.status, 204);
    const left = await api.db
      .selectFrom('model_attribute_values')
      .where('attribute_id', '=', attribute.id)
      .select('model_id')
      .execute();
    assert.deepEqual(left, []);
    const audit = await auditRows(api.db, 'attribute', attribute.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'update', 'delete'],
    );
    assert.equal((audit[2].before as { valueCount: number }).valueCount, 2);
    assert.equal(audit[2].after, null);
    assert.equal((await call(`${GROUPS}/${group.id}`, { method: 'DELETE' })).status, 204);
  });

  test('choice codes can swap between kept choices', async () => {
    const group = await newGroup('swap');
    const created = await call(ATTRIBUTES, {
      json: {
        groupId: group.id,
        code: 'finish',
        name: 'Povrch',
        valueType: 'choice',
        choices: [
          { code: 'matte', name: 'Matný' },
          { code: 'gloss', name: 'Lesklý' },
        ],
      },
    });
    const [matte, gloss] = created.body.choices;
    const swapped = await call(`${ATTRIBUTES}/${created.body.id}`, {
      method: 'PATCH',
      json: {
        groupId: group.id,
        code: 'finish',
        name: 'Povrch',
        valueType: 'choice',
        choices: [
          { id: gloss.id, code: 'matte', name: 'Matný' },
          { id: matte.id, code: 'gloss', name: 'Lesklý' },
        ],
      },
    });
    assert.equal(swapped.status, 200, JSON.stringify(swapped.body));
    assert.deepEqual(
      swapped.body.choices.map((choice: { id: number; code: string }) => [choice.id, choice.code]),
      [
        [gloss.id, 'matte'],
        [matte.id, 'gloss'],
      ],
    );
  });
});
