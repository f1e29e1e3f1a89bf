import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { validationMessages } from 'shared-domain/validation';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const profileUrl = (shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}/api/new/accounts/me/profile`;
const cs = validationMessages['cs-CZ'];
const ro = validationMessages['ro-RO'];

const janaUpdate = {
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: '777 123 456',
  business: false,
  consentMarketing: false,
};
const anaUpdate = {
  firstName: 'Ana',
  lastName: 'Popescu',
  phone: '0722 123 456',
  business: false,
  consentMarketing: false,
};

async function userRow(email: string) {
  return api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describe('personal data: anonymous callers', () => {
  test('GET and PUT answer 401 authentication_required, even with an invalid body', async () => {
    const read = await request(profileUrl());
    const write = await request(profileUrl(), { method: 'PUT', json: { phone: 'x' } });
    for (const response of [read, write]) {
      assert.equal(response.status, 401);
      assert.equal(response.body.code, 'authentication_required');
      assert.equal(response.body.type, 'unauthenticated');
    }
  });
});

describe('GET /api/new/accounts/me/profile', () => {
  test("answers the customer's personal data, editable, never cached", async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const response = await request(profileUrl(), { sid });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(response.body, {
      email: 'jana.novakova@example.cz',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420777123456',
      business: false,
      companyName: null,
      companyId: null,
      vatId: null,
      consentMarketing: false,
      kind: 'personal',
      canEdit: true,
      createdAt: response.body.createdAt,
    });
    assert.ok(!Number.isNaN(Date.parse(response.body.createdAt)));
  });

  test('shows a business customer with company, company id and VAT id (ro)', async () => {
    const sid = await logIn(api.apps.ro.url, 'achizitii@firma-example.ro');
    const { body } = await request(profileUrl('ro'), { sid });
    assert.equal(body.business, true);
    assert.equal(body.companyName, 'Firma Example S.R.L.');
    assert.equal(body.companyId, '18547290');
    assert.equal(body.vatId, 'RO18547290');
  });

  test('marks a shop account read-only', async () => {
    const sid = await logIn(api.apps.cz.url, 'prodejna.praha@example.cz');
    const { body } = await request(profileUrl(), { sid });
    assert.equal(body.kind, 'shop');
    assert.equal(body.canEdit, false);
    assert.equal(body.firstName, 'Prodejna');
  });
});

describe('PUT /api/new/accounts/me/profile', () => {
  test('changes names, phone (normalised) and consent; the header user shows the new name at once', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const response = await request(profileUrl(), {
      method: 'PUT',
      sid,
      json: { ...janaUpdate, firstName: ' Janička ', phone: '+420 602 111 222', consentMarketing: true },
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.firstName, 'Janička');
    assert.equal(response.body.phone, '+420602111222');
    assert.equal(response.body.consentMarketing, true);
    const me = await request(`${api.apps.cz.url}/api/new/accounts/me`, { sid });
    assert.equal(me.body.user.firstName, 'Janička');
    assert.equal((await request(profileUrl(), { sid })).body.firstName, 'Janička');
    await request(profileUrl(), { method: 'PUT', sid, json: janaUpdate });
  });

  test('refuses a phone of the other country, at the field, in each shop', async () => {
    const czSid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const cz = await request(profileUrl(), {
      method: 'PUT',
      sid: czSid,
      json: { ...janaUpdate, phone: '0722 123 456' },
    });
    assert.equal(cz.status, 400);
    assert.deepEqual(cz.body.errors, { form: { phone: [cs.phone] } });

    const roSid = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    const roResponse = await request(profileUrl('ro'), {
      method: 'PUT',
      sid: roSid,
      json: { ...anaUpdate, phone: '+420 777 123 456' },
    });
    assert.equal(roResponse.status, 400);
    assert.deepEqual(roResponse.body.errors, { form: { phone: [ro.phone] } });
    assert.equal((await userRow('ana.popescu@example.ro')).phone, '+40722123456', 'nothing changed');
  });

  test('requires company name and company id of a business customer', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const response = await request(profileUrl(), {
      method: 'PUT',
      sid,
      json: { ...janaUpdate, business: true },
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors, {
      form: { companyName: [cs.required], companyId: [cs.required] },
    });
  });

  test('refuses an invalid IČO (cz) and an invalid CUI and VAT id (ro)', async () => {
    const czSid = await logIn(api.apps.cz.url, 'nakup@firma-example.cz');
    const cz = await request(profileUrl(), {
      method: 'PUT',
      sid: czSid,
      json: { ...janaUpdate, business: true, companyName: 'Firma', companyId: '27082441' },
    });
    assert.equal(cz.status, 400);
    assert.deepEqual(cz.body.errors, { form: { companyId: [cs.companyId] } });

    const roSid = await logIn(api.apps.ro.url, 'achizitii@firma-example.ro');
    const roResponse = await request(profileUrl('ro'), {
      method: 'PUT',
      sid: roSid,
      json: { ...anaUpdate, business: true, companyName: 'Firma', companyId: '18547291', vatId: 'RO123' },
    });
    assert.equal(roResponse.status, 400);
    assert.deepEqual(roResponse.body.errors, { form: { companyId: [ro.companyId], vatId: [ro.vatId] } });
  });

  test('makes a customer a business customer and back; company fields are cleared', async () => {
    const sid = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    const business = await request(profileUrl('ro'), {
      method: 'PUT',
      sid,
      json: {
        ...anaUpdate,
        business: true,
        companyName: 'Ana SRL',
        companyId: '1854 7290',
        vatId: 'ro18547290',
      },
    });
    assert.equal(business.status, 200);
    assert.equal(business.body.business, true);
    assert.equal(business.body.companyId, '18547290', 'normalised without spaces');
    assert.equal(business.body.vatId, 'RO18547290');
    assert.equal((await userRow('ana.popescu@example.ro')).role, 'business');

    const personal = await request(profileUrl('ro'), { method: 'PUT', sid, json: anaUpdate });
    assert.equal(personal.status, 200);
    assert.deepEqual(
      [personal.body.business, personal.body.companyName, personal.body.companyId, personal.body.vatId],
      [false, null, null, null],
    );
    assert.equal((await userRow('ana.popescu@example.ro')).role, 'customer');
  });

  test('keeps the role of staff and warehouse accounts', async () => {
    const staffSid = await logIn(api.apps.cz.url, 'admin@example.cz');
    const staff = await request(profileUrl(), {
      method: 'PUT',
      sid: staffSid,
      json: { ...janaUpdate, firstName: 'Tomáš', lastName: 'Dvořák' },
    });
    assert.equal(staff.status, 200);
    assert.equal((await userRow('admin@example.cz')).role, 'staff');

    const warehouseSid = await logIn(api.apps.ro.url, 'depozit@example.ro');
    const warehouse = await request(profileUrl('ro'), {
      method: 'PUT',
      sid: warehouseSid,
      json: { ...anaUpdate, business: true, companyName: 'Depozit', companyId: '18547290' },
    });
    assert.equal(warehouse.status, 200);
    assert.equal((await userRow('depozit@example.ro')).role, 'warehouse');
  });

  test('refuses to change a shop account: 403 forbidden, nothing changed', async () => {
    const before = await userRow('prodejna.praha@example.cz');
    const sid = await logIn(api.apps.cz.url, 'prodejna.praha@example.cz');
    const cz = await request(profileUrl(), {
      method: 'PUT',
      sid,
      json: { ...janaUpdate, firstName: 'Hacker' },
    });
    assert.equal(cz.status, 403);
    assert.equal(cz.body.type, 'forbidden');
    assert.equal(cz.body.code, 'forbidden');
    assert.deepEqual(await userRow('prodejna.praha@example.cz'), before);

    const roSid = await logIn(api.apps.ro.url, 'magazin.bucuresti@example.ro');
    const roResponse = await request(profileUrl('ro'), { method: 'PUT', sid: roSid, json: anaUpdate });
    assert.equal(roResponse.status, 403);
    assert.equal(roResponse.body.code, 'forbidden');
    assert.equal((await userRow('magazin.bucuresti@example.ro')).first_name, 'Magazin');
  });

  test('answers 400, never 500, for a body that is not an object', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    for (const body of ['[]', '"text"', 'null', '{"firstName": 5}']) {
      const response = await request(profileUrl(), { method: 'PUT', sid, body });
      assert.equal(response.status, 400, body);
    }
  });
});
