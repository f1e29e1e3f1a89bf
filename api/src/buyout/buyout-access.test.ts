import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AppraisalForm } from 'shared-domain';
import { buyoutDataSchema, buyoutTrackingSchema } from 'shared-domain/contracts';
import {
  BUYOUT,
  colourId,
  czCustomer,
  getAppraisal,
  roCustomer,
  sellBody,
  VALID_IMEI,
} from '../test-support/buyout-fixtures.ts';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-buyout-access-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir } });
const czBuyouts = () => `${api.apps.cz.url}${BUYOUT}/buyouts`;

interface Sale {
  id: number;
  number: string;
  token: string;
  sid: string;
}

let colour: number;
let appraisal: AppraisalForm['appraisal'];

async function sell(email: string, sid?: string): Promise<Sale> {
  if (!appraisal) {
    colour = await colourId(api.db, 'apple-ipad-air-11-m2', 'starlight');
    appraisal = await getAppraisal(api.apps.cz.url, colour);
  }
  const response = await request(`${api.apps.cz.url}${BUYOUT}/sell-online/`, {
    json: sellBody('cz', appraisal, colour, {
      customer_data: czCustomer({ e_mail: email, district: 'Praha 2' }),
      pickup_address: {
        street: 'Vinohradská 12',
        city: 'Praha',
        postcode: '120 00',
        country: 1,
        district: '',
      },
      buyout_device: {
        imei: VALID_IMEI,
        purchase_date: '02.06.2024',
        condition: 'like_new',
        note: 'Drobný škrábanec vlevo nahoře',
      },
    }),
    sid,
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return { ...response.body, sid: sid ?? sessionCookie(response.headers)!.value };
}

describe('GET /api/new/buyout/buyouts/:id/', () => {
  let sale: Sale;
  before(async () => {
    sale = await sell('owner@example.cz');
  });

  test('answers the owner’s session the whole buyout, in the contract’s shape', async () => {
    const response = await request(`${czBuyouts()}/${sale.id}/`, { sid: sale.sid });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const data = buyoutDataSchema.parse(response.body);
    assert.equal(data.id, sale.id);
    assert.equal(data.number, sale.number);
    assert.equal(data.status, 'created');
    assert.equal(data.product_type_choice.seo_name, 'tablety');
    assert.equal(data.manufacturer_choice.name, 'Apple');
    assert.equal(data.product_model_choice.seo_name, 'apple-ipad-air-11-m2');
    assert.deepEqual(data.product_color_choice, {
      id: colour,
      name: 'Hvězdně bílá',
      seo_name: 'starlight',
      hex: '#f9f3ee',
    });
    assert.deepEqual(data.appraisal_result, appraisal.appraisal_result[0]);
    assert.deepEqual(data.device_conditions, appraisal.device_conditions);
    assert.deepEqual(
      data.conditions_appraisal_result,
      appraisal.device_conditions.map((c) => ({ condition: c.id, value: c.choices[0].id })),
    );
    assert.equal(data.version, 2);
    assert.equal(data.minimal_buyout_price, 10_000);
    assert.equal(data.price, appraisal.appraisal_result[0].price + 15_000, 'A+ and the tablet charger bonus');
    assert.equal(data.currency, 'CZK');
    assert.equal(data.customer_data.e_mail, 'owner@example.cz');
    assert.equal(data.customer_data.district, 'Praha 2');
    assert.equal(data.customer_data.country, 1);
    assert.deepEqual(data.pickup_address, {
      street: 'Vinohradská 12',
      city: 'Praha',
      postcode: '120 00',
      country: 1,
      district: '',
    });
    assert.deepEqual(data.buyout_device, {
      imei: VALID_IMEI,
      serial_number: null,
      purchase_date: '2024-06-02',
      condition: 'like_new',
      note: 'Drobný škrábanec vlevo nahoře',
    });
    assert.deepEqual(
      data.timeline.map((entry) => [entry.status, entry.note]),
      [['created', null]],
    );
  });

  test('shows no purchase date or condition for a buyout sold before the form asked for them', async () => {
    const older = await sell('older.seller@example.cz');
    await api.db
      .updateTable('buyouts')
      .set({ device: JSON.stringify({ imei: VALID_IMEI, serial_number: null, note: null }) })
      .where('id', '=', older.id)
      .execute();
    const response = await request(`${czBuyouts()}/${older.id}/`, { sid: older.sid });
    assert.equal(response.status, 200);
    const data = buyoutDataSchema.parse(response.body);
    assert.equal(data.buyout_device.purchase_date, null);
    assert.equal(data.buyout_device.condition, null);
    // The database itself keeps the two to an ISO day and the two known conditions.
    for (const device of [
      { imei: VALID_IMEI, serial_number: null, note: null, condition: 'broken' },
      { imei: VALID_IMEI, serial_number: null, note: null, purchase_date: '15.03.2024' },
    ]) {
      await assert.rejects(
        api.db
          .updateTable('buyouts')
          .set({ device: JSON.stringify(device) })
          .where('id', '=', older.id)
          .execute(),
      );
    }
  });

  test('answers whoever holds the token of the thank-you link', async () => {
    const response = await request(`${czBuyouts()}/${sale.id}/?token=${sale.token}`);
    assert.equal(response.status, 200);
    assert.equal(response.body.number, sale.number);
  });

  test('answers staff, and 404 (not 403) to everyone else', async () => {
    const staff = await request(`${czBuyouts()}/${sale.id}/`, {
      sid: await logIn(api.apps.cz.url, 'admin@example.cz'),
    });
    assert.equal(staff.status, 200);

    const other = await sell('someone.else@example.cz');
    const denied: [string, { sid?: string; token?: string }][] = [
      ['anonymous', {}],
      ['a wrong token', { token: 'x'.repeat(43) }],
      ['the token of another buyout', { token: other.token }],
      ['another visitor’s session', { sid: other.sid }],
      ['a customer who is not the owner', { sid: await logIn(api.apps.cz.url, 'jana.novakova@example.cz') }],
      ['the warehouse', { sid: await logIn(api.apps.cz.url, 'sklad@example.cz') }],
      ['a huge token', { token: 'y'.repeat(5000) }],
    ];
    for (const [who, { sid, token }] of denied) {
      const response = await request(`${czBuyouts()}/${sale.id}/${token ? `?token=${token}` : ''}`, { sid });
      assert.equal(response.status, 404, who);
      assert.deepEqual(
        response.body,
        { type: 'not_found', code: 'buyout_not_found', message: 'Výkup nebyl nalezen.' },
        who,
      );
    }
    const unknown = await request(`${czBuyouts()}/999999/`, { sid: sale.sid });
    assert.deepEqual(
      unknown.body,
      (await request(`${czBuyouts()}/${sale.id}/`)).body,
      'an unknown id answers the same',
    );
    for (const id of ['abc', '0', '-5', '99999999999', '1.5']) {
      assert.equal((await request(`${czBuyouts()}/${id}/`, { sid: sale.sid })).status, 404, id);
    }
    const otherShop = await request(`${api.apps.ro.url}${BUYOUT}/buyouts/${sale.id}/?token=${sale.token}`);
    assert.equal(otherShop.status, 404, 'a buyout belongs to its shop');
  });

  test('answers a signed-in customer her own buyouts, the seeded ones included', async () => {
    const jana = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jana.novakova@example.cz')
      .executeTakeFirstOrThrow();
    const seeded = await api.db
      .selectFrom('buyouts')
      .select(['id', 'number'])
      .where('user_id', '=', jana.id)
      .execute();
    assert.ok(seeded.length >= 3);
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    for (const buyout of seeded) {
      const response = await request(`${czBuyouts()}/${buyout.id}/`, { sid });
      assert.equal(response.status, 200, buyout.number);
      buyoutDataSchema.parse(response.body);
    }
  });

  test('a visitor who signs in after selling keeps access: the buyout moves to the account', async () => {
    const visitor = await sell('becomes.customer@example.cz');
    const sid = await logIn(api.apps.cz.url, 'nakup@firma-example.cz', { sid: visitor.sid });
    assert.notEqual(sid, visitor.sid);
    const response = await request(`${czBuyouts()}/${visitor.id}/`, { sid });
    assert.equal(response.status, 200);
    const row = await api.db
      .selectFrom('buyouts')
      .select('user_id')
      .where('id', '=', visitor.id)
      .executeTakeFirstOrThrow();
    const petr = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nakup@firma-example.cz')
      .executeTakeFirstOrThrow();
    assert.equal(row.user_id, petr.id);
  });

  test('a signed-in seller owns the buyout as a user', async () => {
    const sid = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    const roColour = await colourId(api.db, 'apple-watch-se-2-40mm', 'silver');
    const roAppraisal = await getAppraisal(api.apps.ro.url, roColour);
    const response = await request(`${api.apps.ro.url}${BUYOUT}/sell-online/`, {
      json: sellBody('ro', roAppraisal, roColour, {
        customer_data: roCustomer({ e_mail: 'ana.popescu@example.ro' }),
      }),
      sid,
    });
    assert.equal(response.status, 201);
    assert.equal(sessionCookie(response.headers), undefined, 'the existing session is used');
    const row = await api.db
      .selectFrom('buyouts')
      .select('user_id')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    const ana = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana.popescu@example.ro')
      .executeTakeFirstOrThrow();
    assert.equal(row.user_id, ana.id);
    const again = await request(`${api.apps.ro.url}${BUYOUT}/buyouts/${response.body.id}/`, {
      sid: await logIn(api.apps.ro.url, 'ana.popescu@example.ro'),
    });
    assert.equal(again.status, 200, 'from a later session of the same user');
  });
});

describe('GET /api/new/buyout/tracking/', () => {
  const track = (query: string, shop: 'cz' | 'ro' = 'cz') =>
    request(`${api.apps[shop].url}${BUYOUT}/tracking/?${query}`);

  test('answers the status and timeline by number and e-mail (any case)', async () => {
    const sale = await sell('Tracked.Seller@example.cz');
    const response = await track(`number=${sale.number.toLowerCase()}&e_mail=TRACKED.seller@EXAMPLE.cz`);
    assert.equal(response.status, 200);
    const tracking = buyoutTrackingSchema.parse(response.body);
    assert.equal(tracking.number, sale.number);
    assert.equal(tracking.status, 'created');
    assert.equal(tracking.device, 'Apple iPad Air 11" (M2), Hvězdně bílá');
    assert.equal(tracking.quality, 'A+');
    assert.equal(tracking.purchase_date, '2024-06-02');
    assert.equal(tracking.condition, 'like_new');
    assert.equal(tracking.currency, 'CZK');
    assert.equal(tracking.timeline.length, 1);
  });

  test('shows a seeded re-quote with the staff’s note, in the Romanian shop', async () => {
    const requoted = await api.db
      .selectFrom('buyouts')
      .select(['number', 'e_mail', 'price'])
      .where('shop', '=', 'ro')
      .where('status', '=', 'requoted')
      .executeTakeFirstOrThrow();
    const response = await track(`number=${requoted.number}&e_mail=${requoted.e_mail}`, 'ro');
    assert.equal(response.status, 200);
    assert.equal(response.body.price, requoted.price);
    assert.deepEqual(
      response.body.timeline.map((entry: { status: string }) => entry.status),
      ['created', 'device_received', 'inspected', 'requoted'],
    );
    assert.match(response.body.timeline[3].note, /zgârietură/);
  });

  test('answers one 404 for a wrong number and for a wrong e-mail', async () => {
    const sale = await sell('private.seller@example.cz');
    const wrongEmail = await track(`number=${sale.number}&e_mail=guess@example.cz`);
    const wrongNumber = await track(`number=VK-1999-000001&e_mail=private.seller@example.cz`);
    const otherShop = await track(`number=${sale.number}&e_mail=private.seller@example.cz`, 'ro');
    for (const response of [wrongEmail, wrongNumber]) {
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, {
        type: 'not_found',
        code: 'buyout_not_found',
        message: 'Výkup s\u00a0tímto číslem a\u00a0e-mailem jsme nenašli.',
      });
    }
    assert.equal(otherShop.status, 404);
    for (const query of [
      'number=&e_mail=a@b.cz',
      `number=${sale.number}&e_mail=nope`,
      `number=${'9'.repeat(40)}&e_mail=a@b.cz`,
      '',
    ]) {
      const response = await track(query);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request');
    }
  });
});
