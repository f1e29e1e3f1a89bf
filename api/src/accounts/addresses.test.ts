import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { deliveryAddressInputSchemaFor, MAX_DELIVERY_ADDRESSES } from 'shared-domain/contracts';
import { validationMessages } from 'shared-domain/validation';
import { demoAddresses } from '../platform/db/seed/seed-addresses.ts';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const addressesUrl = (shop: ShopCode = 'cz') => `${api.apps[shop].url}/api/new/accounts/me/addresses`;
const addressUrl = (id: number | string, shop: ShopCode = 'cz') => `${addressesUrl(shop)}/${id}`;

const home = { name: 'Jan Novák', street: 'Vinohradská 12', city: 'Praha', postcode: '120 00' };
const office = { name: 'Firma s.r.o.', street: 'Na Příkopě 3', city: 'Praha', postcode: '110 00' };
const cottage = { name: 'Jan Novák', street: 'Lipová 7', city: 'Jičín', postcode: '506 01' };
const bucharest = {
  name: 'Ion Ionescu',
  street: 'Strada Lipscani 45',
  city: 'București',
  postcode: '030033',
};

let accounts = 0;

async function newCustomer(shop: ShopCode = 'cz'): Promise<{ sid: string; userId: number }> {
  accounts += 1;
  return signedInNewCustomer(api.db, api.apps[shop].url, shop, `addresses-${accounts}@example.${shop}`);
}

async function add(sid: string, body: Record<string, unknown>, shop: ShopCode = 'cz') {
  const response = await request(addressesUrl(shop), { sid, json: body });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body;
}

async function list(sid: string, shop: ShopCode = 'cz') {
  const response = await request(addressesUrl(shop), { sid });
  assert.equal(response.status, 200);
  return response.body.addresses as { id: number; street: string; isDefault: boolean }[];
}

async function storedDefaults(userId: number) {
  const rows = await api.db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

describe('delivery addresses: anonymous callers', () => {
  test('every route answers 401 authentication_required', async () => {
    const calls = [
      request(addressesUrl()),
      request(addressesUrl(), { json: home }),
      request(addressUrl(1), { method: 'PUT', json: home }),
      request(addressUrl(1), { method: 'DELETE' }),
      request(`${addressUrl(1)}/default`, { method: 'POST' }),
    ];
    for (const response of await Promise.all(calls)) {
      assert.equal(response.status, 401);
      assert.equal(response.body.code, 'authentication_required');
    }
  });
});

describe('delivery addresses: the seed', () => {
  test('gives each demo customer two valid addresses, the default first', async () => {
    const sid = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    const addresses = await list(sid, 'ro');
    assert.deepEqual(
      addresses.map((a) => [a.street, a.isDefault]),
      [
        ['Strada Icoanei 12', true],
        ['Bulevardul Carol I 11', false],
      ],
    );
    for (const pair of demoAddresses)
      for (const { account, ...address } of pair) {
        const shop = account.endsWith('.cz') ? 'cz' : 'ro';
        const parsed = deliveryAddressInputSchemaFor(shop).parse({
          ...address,
          phone: address.phone ?? undefined,
        });
        assert.equal(parsed.postcode, address.postcode, `${account}: stored as the schema normalises it`);
      }
  });
});

describe('delivery addresses: saving and the default', () => {
  test('the first address becomes the default; the list shows the default first, then the newest', async () => {
    const { sid, userId } = await newCustomer();
    const first = await add(sid, { ...home, phone: '777 123 456' });
    assert.deepEqual(first, { id: first.id, ...home, phone: '+420777123456', isDefault: true });
    const second = await add(sid, office);
    assert.equal(second.isDefault, false);
    assert.equal(second.phone, null);
    const third = await add(sid, cottage);
    assert.deepEqual(
      (await list(sid)).map((a) => a.id),
      [first.id, third.id, second.id],
    );
    assert.deepEqual(await storedDefaults(userId), [first.id]);
  });

  test('isDefault moves the default when adding, editing and through POST …/default', async () => {
    const { sid, userId } = await newCustomer();
    const first = await add(sid, home);
    const second = await add(sid, { ...office, isDefault: true });
    assert.equal(second.isDefault, true);
    assert.deepEqual(await storedDefaults(userId), [second.id]);

    const edited = await request(addressUrl(first.id), {
      method: 'PUT',
      sid,
      json: { ...cottage, isDefault: true },
    });
    assert.equal(edited.status, 200);
    assert.deepEqual(edited.body, { id: first.id, ...cottage, phone: null, isDefault: true });
    assert.deepEqual(await storedDefaults(userId), [first.id]);

    const made = await request(`${addressUrl(second.id)}/default`, { method: 'POST', sid });
    assert.equal(made.status, 200);
    assert.equal(made.body.isDefault, true);
    assert.deepEqual(await storedDefaults(userId), [second.id]);
    const again = await request(`${addressUrl(second.id)}/default`, { method: 'POST', sid });
    assert.equal(again.status, 200, 'making the default the default again is harmless');
    assert.deepEqual(
      (await list(sid)).map((a) => [a.id, a.isDefault]),
      [
        [second.id, true],
        [first.id, false],
      ],
    );
  });

  test('editing the default without isDefault keeps it the default', async () => {
    const { sid, userId } = await newCustomer();
    const first = await add(sid, home);
    await add(sid, office);
    const edited = await request(addressUrl(first.id), {
      method: 'PUT',
      sid,
      json: { ...home, city: 'Brno', postcode: '60200' },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.isDefault, true);
    assert.equal(edited.body.postcode, '602 00');
    assert.deepEqual(await storedDefaults(userId), [first.id]);
  });

  test('deleting: another address keeps the default; deleting the default passes it to the newest', async () => {
    const { sid, userId } = await newCustomer();
    const first = await add(sid, home);
    const second = await add(sid, office);
    const third = await add(sid, cottage);

    const removed = await request(addressUrl(second.id), { method: 'DELETE', sid });
    assert.equal(removed.status, 204);
    assert.deepEqual(await storedDefaults(userId), [first.id]);

    await add(sid, office);
    const newest = (await list(sid))[1];
    assert.equal(newest.street, office.street);
    assert.equal((await request(addressUrl(first.id), { method: 'DELETE', sid })).status, 204);
    assert.deepEqual(await storedDefaults(userId), [newest.id]);
    assert.deepEqual(
      (await list(sid)).map((a) => [a.id, a.isDefault]),
      [
        [newest.id, true],
        [third.id, false],
      ],
    );

    for (const address of await list(sid))
      assert.equal((await request(addressUrl(address.id), { method: 'DELETE', sid })).status, 204);
    assert.deepEqual(await list(sid), []);
    assert.equal(
      (await request(addressUrl(third.id), { method: 'DELETE', sid })).status,
      404,
      'deleted once',
    );
  });

  test(`refuses more than ${MAX_DELIVERY_ADDRESSES} addresses with 409 too_many_addresses`, async () => {
    const { sid, userId } = await newCustomer();
    for (let index = 0; index < MAX_DELIVERY_ADDRESSES; index += 1)
      await add(sid, { ...home, street: `Vinohradská ${index + 1}` });
    const refused = await request(addressesUrl(), { sid, json: office });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'too_many_addresses');
    assert.match(refused.body.message, /20/);
    const { count } = await api.db
      .selectFrom('delivery_addresses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count), MAX_DELIVERY_ADDRESSES);
  });
});

describe('delivery addresses: validation per shop', () => {
  test('cz: postcode "1100" and a Romanian phone are refused at their fields; required fields are named', async () => {
    const { sid } = await newCustomer();
    const response = await request(addressesUrl(), {
      sid,
      json: { ...home, postcode: '1100', phone: '0722 123 456' },
    });
    assert.equal(response.status, 400);
    const cs = validationMessages['cs-CZ'];
    assert.deepEqual(response.body.errors, { form: { postcode: [cs.postcode], phone: [cs.phone] } });
    const empty = await request(addressesUrl(), { sid, json: {} });
    assert.deepEqual(Object.keys(empty.body.errors.form).sort(), ['city', 'name', 'postcode', 'street']);
    assert.deepEqual(await list(sid), []);
  });

  test('ro: postcode "12345" is refused, six digits are accepted', async () => {
    const { sid } = await newCustomer('ro');
    const refused = await request(addressesUrl('ro'), { sid, json: { ...bucharest, postcode: '12345' } });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.errors, { form: { postcode: [validationMessages['ro-RO'].postcode] } });
    const saved = await add(sid, { ...bucharest, phone: '0722 123 456' }, 'ro');
    assert.equal(saved.postcode, '030033');
    assert.equal(saved.phone, '+40722123456');
    const czPostcode = await request(addressUrl(saved.id, 'ro'), {
      method: 'PUT',
      sid,
      json: { ...bucharest, postcode: '110 00' },
    });
    assert.equal(czPostcode.status, 400);
  });
});

describe('delivery addresses: one customer never reaches another’s', () => {
  test('customer B can neither list, change, delete nor make default customer A’s address', async () => {
    const a = await newCustomer();
    const addressOfA = await add(a.sid, home);
    const b = await newCustomer();
    await add(b.sid, office);

    assert.ok(!(await list(b.sid)).some((address) => address.id === addressOfA.id));
    const attempts = [
      request(addressUrl(addressOfA.id), {
        method: 'PUT',
        sid: b.sid,
        json: { ...cottage, isDefault: true },
      }),
      request(addressUrl(addressOfA.id), { method: 'DELETE', sid: b.sid }),
      request(`${addressUrl(addressOfA.id)}/default`, { method: 'POST', sid: b.sid }),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'address_not_found');
    }
    assert.deepEqual(await list(a.sid), [addressOfA], 'A’s address is untouched');
    assert.deepEqual(await storedDefaults(b.userId), [(await list(b.sid))[0].id], 'B’s default is untouched');
  });

  test('a seeded customer’s list holds only their own addresses', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const addresses = await list(sid);
    const jana = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jana.novakova@example.cz')
      .executeTakeFirstOrThrow();
    const own = await api.db
      .selectFrom('delivery_addresses')
      .select('id')
      .where('user_id', '=', jana.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      addresses.map((a) => a.id).sort((x, y) => x - y),
      own.map((row) => row.id),
    );
  });

  test('malformed or unknown ids answer 404 address_not_found, never 400 nor 500', async () => {
    const { sid } = await newCustomer();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '2147483647', '%20']) {
      const responses = await Promise.all([
        request(addressUrl(id), { method: 'PUT', sid, json: home }),
        request(addressUrl(id), { method: 'DELETE', sid }),
        request(`${addressUrl(id)}/default`, { method: 'POST', sid }),
      ]);
      for (const response of responses) {
        assert.equal(response.status, 404, `id ${id}`);
        assert.equal(response.body.code, 'address_not_found');
      }
    }
  });
});
