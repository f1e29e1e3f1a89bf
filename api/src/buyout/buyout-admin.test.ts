import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { buyoutDataSchema, buyoutListSchema } from 'shared-domain/contracts';
import { validationMessages } from 'shared-domain/validation';
import { BUYOUT, colourId, czCustomer, getAppraisal, sellBody } from '../test-support/buyout-fixtures.ts';
import { logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-buyout-admin-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const listUrl = (shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}${BUYOUT}/admin/buyouts/`;
const statusUrl = (id: number | string, shop: 'cz' | 'ro' = 'cz') =>
  `${api.apps[shop].url}${BUYOUT}/admin/buyouts/${id}/status`;

async function sell(email: string): Promise<{ id: number; number: string }> {
  const colour = await colourId(api.db, 'google-pixel-9', 'porcelain');
  const appraisal = await getAppraisal(api.apps.cz.url, colour);
  const response = await request(`${api.apps.cz.url}${BUYOUT}/sell-online/`, {
    json: sellBody('cz', appraisal, colour, {
      customer_data: czCustomer({ e_mail: email, first_name: 'Eva', last_name: 'Malá' }),
    }),
  });
  assert.equal(response.status, 201);
  return response.body;
}

const move = (id: number | string, sid: string, json: unknown, shop: 'cz' | 'ro' = 'cz') =>
  request(statusUrl(id, shop), { json, sid });

describe('staff buyout endpoints: access', () => {
  test('answer 401 to anonymous callers and 403 to customers, business customers and the warehouse', async () => {
    const [{ id }] = await api.db
      .selectFrom('buyouts')
      .select('id')
      .where('shop', '=', 'cz')
      .limit(1)
      .execute();
    for (const [method, url] of [
      ['GET', listUrl()],
      ['POST', statusUrl(id)],
    ]) {
      const anonymous = await request(url, {
        method,
        json: method === 'POST' ? { status: 'device_received' } : undefined,
      });
      assert.equal(anonymous.status, 401, `${method} ${url}`);
      assert.equal(anonymous.body.code, 'authentication_required');
      for (const email of ['jana.novakova@example.cz', 'nakup@firma-example.cz', 'sklad@example.cz']) {
        const sid = await logIn(api.apps.cz.url, email);
        const response = await request(url, {
          method,
          sid,
          json: method === 'POST' ? { status: 'device_received' } : undefined,
        });
        assert.equal(response.status, 403, `${email} ${method} ${url}`);
        assert.equal(response.body.code, 'forbidden');
      }
    }
    const row = await api.db
      .selectFrom('buyouts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.notEqual(row.status, 'device_received', 'nothing moved');
  });
});

describe('GET /api/new/buyout/admin/buyouts/', () => {
  test('lists the shop’s buyouts newest first, with customer and device, a page at a time', async () => {
    const sid = await logIn(api.apps.cz.url, 'admin@example.cz');
    const latest = await sell('listed@example.cz');
    const response = await request(listUrl(), { sid });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const list = buyoutListSchema.parse(response.body);
    const total = (await api.db.selectFrom('buyouts').select('id').where('shop', '=', 'cz').execute()).length;
    assert.equal(list.total, total);
    assert.equal(list.page, 1);
    assert.equal(list.pageSize, 20);
    assert.deepEqual(list.items[0], {
      id: latest.id,
      number: latest.number,
      status: 'created',
      created_at: list.items[0].created_at,
      customer: 'Eva Malá',
      device: 'Google Pixel 9, Porcelánová',
      purchase_date: '2024-03-15',
      condition: 'used',
      quality: 'A+',
      price: list.items[0].price,
      currency: 'CZK',
    });
    const times = list.items.map((item) => Date.parse(item.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first',
    );
    assert.ok(list.items.every((item) => item.number.startsWith('VK-')));

    const page = await request(`${listUrl()}?page=2&pageSize=2`, { sid });
    assert.deepEqual(
      page.body.items.map((item: { id: number }) => item.id),
      list.items.slice(2, 4).map((item) => item.id),
    );
    const paid = await request(`${listUrl()}?status=paid`, { sid });
    assert.ok(paid.body.total >= 1);
    assert.ok(paid.body.items.every((item: { status: string }) => item.status === 'paid'));

    for (const query of ['status=lost', 'page=0', 'pageSize=1000', 'page=abc']) {
      assert.equal((await request(`${listUrl()}?${query}`, { sid })).status, 400, query);
    }
    const ro = await request(listUrl('ro'), { sid: await logIn(api.apps.ro.url, 'admin@example.ro') });
    assert.ok(
      ro.body.items.length > 0 &&
        ro.body.items.every(
          (item: { number: string; currency: string }) =>
            item.number.startsWith('RC-') && item.currency === 'RON',
        ),
    );
    // The seeded buyouts carry what their sellers said about the device, too.
    assert.ok(
      buyoutListSchema
        .parse(ro.body)
        .items.every(
          (item) => /^\d{4}-\d{2}-\d{2}$/.test(item.purchase_date ?? '') && item.condition !== null,
        ),
    );
  });
});

describe('POST /api/new/buyout/admin/buyouts/:id/status', () => {
  test('moves a buyout along its life, writes the history and e-mails the customer', async () => {
    const sid = await logIn(api.apps.cz.url, 'admin@example.cz');
    const admin = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.cz')
      .executeTakeFirstOrThrow();
    const { id, number } = await sell('moved@example.cz');

    const received = await move(id, sid, { status: 'device_received', note: 'Balík dorazil v pořádku.' });
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const data = buyoutDataSchema.parse(received.body);
    assert.equal(data.status, 'device_received');
    assert.deepEqual(
      data.timeline.map((entry) => [entry.status, entry.note]),
      [
        ['created', null],
        ['device_received', 'Balík dorazil v pořádku.'],
      ],
    );
    const history = await api.db
      .selectFrom('buyout_status_history')
      .selectAll()
      .where('buyout_id', '=', id)
      .orderBy('id')
      .execute();
    assert.equal(history[1].changed_by, admin.id);

    const mails = await mailsTo(dataDir, 'moved@example.cz');
    const statusMail = mails.find((mail) => mail.subject === `Výkup ${number}: Zařízení přijato`);
    assert.ok(statusMail, mails.map((mail) => mail.subject).join(', '));
    assert.ok(statusMail.text.includes('se změnil na: Zařízení přijato.'));
    assert.ok(statusMail.text.includes('Poznámka: Balík dorazil v pořádku.'));
    assert.ok(statusMail.text.includes('https://shop.example/vykup/stav'));

    const skipped = await move(id, sid, { status: 'paid' });
    assert.equal(skipped.status, 409);
    assert.equal(skipped.body.code, 'invalid_transition');
    assert.equal(
      skipped.body.message,
      'Výkup ve stavu „Zařízení přijato“ nelze převést do stavu „Vyplaceno“.',
    );

    assert.equal((await move(id, sid, { status: 'inspected' })).status, 200);

    const noPrice = await move(id, sid, { status: 'requoted' });
    assert.equal(noPrice.status, 400);
    assert.equal(noPrice.body.code, 'price_required');
    assert.deepEqual(noPrice.body.errors, { form: { price: [validationMessages['cs-CZ'].required] } });
    const priceWithoutRequote = await move(id, sid, { status: 'offer_confirmed', price: 100_000 });
    assert.equal(priceWithoutRequote.status, 400);
    assert.equal(priceWithoutRequote.body.code, 'price_not_allowed');
    const hugePrice = await move(id, sid, { status: 'requoted', price: 2 ** 40 });
    assert.equal(hugePrice.status, 400);

    const requoted = await move(id, sid, {
      status: 'requoted',
      price: 412_000,
      note: 'Prasklé sklíčko fotoaparátu.',
    });
    assert.equal(requoted.status, 200);
    assert.equal(requoted.body.status, 'requoted');
    assert.equal(requoted.body.price, 412_000);
    const requoteRow = await api.db
      .selectFrom('buyout_status_history')
      .select(['price'])
      .where('buyout_id', '=', id)
      .where('status', '=', 'requoted')
      .executeTakeFirstOrThrow();
    assert.equal(requoteRow.price, 412_000);
    const requoteMail = (await mailsTo(dataDir, 'moved@example.cz')).find(
      (mail) => mail.subject === `Výkup ${number}: Nová nabídka`,
    );
    assert.ok(requoteMail?.text.includes('novou výkupní cenu 4\u00a0120\u00a0Kč'), requoteMail?.text);

    assert.equal((await move(id, sid, { status: 'offer_confirmed' })).status, 200);
    const paid = await move(id, sid, { status: 'paid' });
    assert.equal(paid.status, 200);
    assert.deepEqual(
      paid.body.timeline.map((entry: { status: string }) => entry.status),
      ['created', 'device_received', 'inspected', 'requoted', 'offer_confirmed', 'paid'],
    );
    const afterPaid = await move(id, sid, { status: 'returned' });
    assert.equal(afterPaid.status, 409, 'paid is final');
    const tracking = await request(
      `${api.apps.cz.url}${BUYOUT}/tracking/?number=${number}&e_mail=moved@example.cz`,
    );
    assert.equal(tracking.body.status, 'paid');
    assert.equal(tracking.body.price, 412_000);
  });

  test('answers 404 for unknown ids and ids of the other shop, 400 for bad bodies', async () => {
    const sid = await logIn(api.apps.cz.url, 'admin@example.cz');
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const response = await move(id, sid, { status: 'device_received' });
      assert.equal(response.status, 404, id);
      assert.equal(response.body.code, 'buyout_not_found');
    }
    const [roBuyout] = await api.db
      .selectFrom('buyouts')
      .select('id')
      .where('shop', '=', 'ro')
      .where('status', '=', 'created')
      .execute();
    assert.equal((await move(roBuyout.id, sid, { status: 'device_received' })).status, 404);
    const { id } = await sell('badbody@example.cz');
    for (const json of [
      undefined,
      {},
      { status: 'lost' },
      { status: 'requoted', price: -5 },
      { status: 'requoted', price: 'lots' },
      { status: 'returned', note: 'x'.repeat(501) },
    ]) {
      const response = await request(statusUrl(id), {
        sid,
        method: 'POST',
        body: json === undefined ? undefined : JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.status, 400, JSON.stringify(json));
    }
  });
});
