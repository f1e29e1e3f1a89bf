import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AppraisalForm } from 'shared-domain';
import {
  validateBirthNumber,
  validateCnp,
  validateCzBankAccount,
  validateIban,
  validateImei,
  validationMessages,
} from 'shared-domain/validation';
import { cleanUp } from '../housekeeping.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../platform/idempotency.ts';
import {
  answer,
  BUYOUT,
  colourId,
  czCustomer,
  getAppraisal,
  roCustomer,
  sellBody,
  VALID_IMEI,
} from '../test-support/buyout-fixtures.ts';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { hashToken } from './tokens.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-buyout-sell-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const sellUrl = (shop: 'cz' | 'ro') => `${api.apps[shop].url}${BUYOUT}/sell-online/`;
const cs = validationMessages['cs-CZ'];
const roMessages = validationMessages['ro-RO'];

let czColour: number;
let czAppraisal: AppraisalForm['appraisal'];
let roColour: number;
let roAppraisal: AppraisalForm['appraisal'];

/** The devices the tests sell; loaded by each suite's before(), once the app has started. */
async function loadDevices(): Promise<void> {
  if (czAppraisal) return;
  czColour = await colourId(api.db, 'apple-iphone-14', 'purple');
  czAppraisal = await getAppraisal(api.apps.cz.url, czColour);
  roColour = await colourId(api.db, 'samsung-galaxy-s23', 'lavender');
  roAppraisal = await getAppraisal(api.apps.ro.url, roColour);
}

async function aPlusPrice(colour: number, shop: 'cz' | 'ro'): Promise<number> {
  const row = await api.db
    .selectFrom('buyout_prices as bp')
    .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
    .select('bp.amount')
    .where('bp.model_colour_id', '=', colour)
    .where('pl.shop', '=', shop)
    .where('pl.is_current', '=', true)
    .where('bp.quality', '=', 'A+')
    .executeTakeFirstOrThrow();
  return row.amount;
}

function buyoutsOf(email: string) {
  return api.db.selectFrom('buyouts').selectAll().where('e_mail', '=', email).execute();
}

describe('the test data', () => {
  test('passes the shared-domain validators it stands for', () => {
    assert.equal(validateBirthNumber('855212/0104'), null);
    assert.equal(validateCnp('2900315401239'), null);
    assert.equal(validateImei(VALID_IMEI), null);
    assert.equal(validateCzBankAccount('19-2000145399/0800'), null);
    assert.equal(validateIban('RO49AAAA1B31007593840000', { countries: ['RO'] }), null);
  });
});

describe('POST /api/new/buyout/sell-online/', () => {
  before(loadDevices);

  test('sells in the Czech shop: 201, Location of the thank-you page, the price computed on the server', async () => {
    const customer = czCustomer({ e_mail: 'jana.sells@example.cz', degree_before_name: 'Mgr.' });
    const response = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        customer_data: customer,
        note: 'Prodávám kvůli novému.',
      }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const { id, number, status, token } = response.body;
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Prague' }).format(
      new Date(),
    );
    assert.match(number, new RegExp(`^VK-${year}-\\d{6}$`));
    assert.equal(status, 'created');
    assert.match(token, /^[\w-]{43}$/);
    assert.equal(response.headers.get('location'), `/vykup/dekujeme/${id}?token=${token}`);
    assert.ok(sessionCookie(response.headers), 'a visitor gets a session that owns the buyout');

    const [row] = await buyoutsOf('jana.sells@example.cz');
    assert.equal(row.id, id);
    assert.equal(row.number, number);
    assert.equal(row.shop, 'cz');
    assert.equal(row.token_hash, hashToken(token), 'only the hash of the token is kept');
    assert.equal(row.quality, 'A+');
    assert.equal(row.price, (await aPlusPrice(czColour, 'cz')) + 10_000, 'A+ and the charger bonus');
    assert.equal(row.currency, 'CZK');
    assert.equal(row.price_list_version, 2);
    assert.equal(row.note, 'Prodávám kvůli novému.');
    assert.equal(row.user_id, null);
    assert.match(row.session_id!, /^[0-9a-f]{64}$/);
    assert.deepEqual(row.device, {
      imei: VALID_IMEI,
      serial_number: 'F2LXK3ABC123',
      purchase_date: '2024-03-15',
      condition: 'used',
      note: null,
    });
    assert.equal(row.customer_data.personal_identification_number, '855212/0104');
    assert.equal(row.customer_data.postcode, '120 00', 'normalized');
    assert.equal(row.customer_data.phone_number, '+420777123456', 'normalized');
    assert.equal(row.pickup_address, null);
    assert.deepEqual(
      row.answers,
      czAppraisal.device_conditions.map((c) => ({ condition: c.id, value: c.choices[0].id })),
    );
    assert.deepEqual(row.questions, czAppraisal.device_conditions, 'the questions as they were asked');
    const history = await api.db
      .selectFrom('buyout_status_history')
      .selectAll()
      .where('buyout_id', '=', id)
      .execute();
    assert.deepEqual(
      history.map((h) => [h.status, h.price, h.changed_by]),
      [['created', row.price, null]],
    );

    const [mail] = await mailsTo(dataDir, 'jana.sells@example.cz');
    assert.equal(mail.subject, `Výkup ${number} jsme přijali`);
    assert.match(mail.text, /^Zařízení: Apple iPhone 14, Fialová$/m);
    assert.match(mail.text, new RegExp(`^IMEI: ${VALID_IMEI}$`, 'm'));
    assert.match(mail.text, /^Kvalita: A\+$/m);
    assert.ok(
      mail.text.includes(`Výkupní cena: ${new Intl.NumberFormat('cs-CZ').format(row.price / 100)}\u00a0Kč`),
    );
    assert.ok(mail.text.includes('Kurýr si ho vyzvedne na adrese Korunní 1208/74, 120 00 Praha'), mail.text);
    assert.ok(mail.text.includes(`https://shop.example/vykup/dekujeme/${id}?token=${token}`), mail.text);
  });

  test('sells in the Romanian shop, with an alternative pickup address', async () => {
    const response = await request(sellUrl('ro'), {
      json: sellBody('ro', roAppraisal, roColour, {
        customer_data: roCustomer({ e_mail: 'ana.sells@example.ro' }),
        pickup_address: { street: 'Strada Fabricii 46', city: 'Cluj-Napoca', postcode: '400620', country: 2 },
      }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.match(response.body.number, /^RC-\d{4}-\d{6}$/);
    assert.equal(
      response.headers.get('location'),
      `/rascumparare/multumim/${response.body.id}?token=${response.body.token}`,
    );
    const [row] = await buyoutsOf('ana.sells@example.ro');
    assert.equal(row.currency, 'RON');
    assert.equal(row.price, (await aPlusPrice(roColour, 'ro')) + 2_000, 'A+ and +20 Lei for the charger');
    assert.equal(row.customer_data.identity_card_number, 'RX123456');
    assert.equal(row.customer_data.phone_number, '+40722123456');
    assert.deepEqual(row.pickup_address, {
      street: 'Strada Fabricii 46',
      city: 'Cluj-Napoca',
      postcode: '400620',
      country: 2,
    });
    const [mail] = await mailsTo(dataDir, 'ana.sells@example.ro');
    assert.equal(mail.subject, `Am înregistrat răscumpărarea ${response.body.number}`);
    assert.ok(
      mail.text.includes('Curierul îl va ridica de la adresa Strada Fabricii 46, 400620 Cluj-Napoca'),
    );
    assert.ok(
      mail.text.includes(
        `Preț de răscumpărare: ${new Intl.NumberFormat('ro-RO').format(row.price / 100)}\u00a0Lei`,
      ),
    );
  });

  test('ignores a price in the body and prices the answers it was sent', async () => {
    const display = czAppraisal.device_conditions[2];
    const choices = answer(czAppraisal.device_conditions, (condition) =>
      condition.id === display.id ? 2 : condition.type === 'charger' ? 1 : 0,
    );
    const response = await request(sellUrl('cz'), {
      json: {
        ...sellBody('cz', czAppraisal, czColour, {
          customer_data: czCustomer({ e_mail: 'forger@example.cz' }),
        }),
        device_condition_choices: choices,
        price: 9_999_999,
        quality: 'A+',
        appraisal_result: { id: czAppraisal.appraisal_result[0].id, quality: 'A+', price: 9_999_999 },
        minimal_buyout_price: 9_999_999,
      },
    });
    assert.equal(response.status, 201);
    const [row] = await buyoutsOf('forger@example.cz');
    const b = czAppraisal.appraisal_result.find((result) => result.quality === 'B')!;
    assert.equal(row.quality, 'B', 'visible scratches cap the grade at B');
    assert.equal(row.price, b.price, 'the grade’s price, no charger bonus');
    assert.deepEqual(row.appraisal_result, b);
    assert.equal(row.minimal_price, 10_000);

    const forged = await request(sellUrl('cz'), {
      json: {
        ...sellBody('cz', czAppraisal, czColour, {
          customer_data: czCustomer({ e_mail: 'forger@example.cz' }),
        }),
        device_condition_choices: [
          ...answer(czAppraisal.device_conditions),
          answer(czAppraisal.device_conditions)[8],
        ],
      },
    });
    assert.equal(forged.status, 400, 'the charger bonus claimed twice');
    assert.equal(forged.body.code, 'answers_invalid');
    assert.equal((await buyoutsOf('forger@example.cz')).length, 1);
  });

  test('refuses an outdated price list (409) and a device that cannot be bought (400), selling nothing', async () => {
    const email = 'refused.seller@example.cz';
    const outdated = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        appraisal_version: 1,
        customer_data: czCustomer({ e_mail: email }),
      }),
    });
    assert.equal(outdated.status, 409);
    assert.equal(outdated.body.code, 'appraisal_outdated');
    const locked = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        customer_data: czCustomer({ e_mail: email }),
        device_condition_choices: answer(czAppraisal.device_conditions, (_c, index) => (index === 1 ? 1 : 0)),
      }),
    });
    assert.equal(locked.status, 400);
    assert.equal(locked.body.code, 'buyout_impossible');
    assert.deepEqual(locked.body.errors, { form: { non_field_errors: [locked.body.message] } });
    assert.deepEqual(await buyoutsOf(email), []);
    assert.deepEqual(await mailsTo(dataDir, email), []);
  });

  test('groups Czech field errors by buyout_device, customer_data and pickup_address, in Czech', async () => {
    const response = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        customer_data: czCustomer({
          personal_identification_number: '855212/0105',
          identity_valid_to: '01.01.2020',
          postcode: '99999',
          phone_number: '800 123 456',
          bank_account_full_number: '19-2000145398',
          bank_code: '0001',
          first_name: '',
          gender: 'other',
          country: 42,
          degree_before_name: 'Ing',
        }),
        pickup_address: { street: 'Nádražní 1', city: 'Ostrava', postcode: '1234', country: 1 },
        buyout_device: { imei: '352099111234560', purchase_date: '01.01.2999', condition: 'broken' },
      }),
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    assert.deepEqual(response.body.errors, {
      customer_data: {
        personal_identification_number: ['Zadejte platné rodné číslo.'],
        identity_valid_to: ['Datum nesmí být v minulosti.'],
        degree_before_name: [cs.titleBeforeName],
        first_name: ['Tato hodnota je požadována.'],
        gender: [cs.required],
        country: [cs.required],
        postcode: ['Zadejte platné PSČ.'],
        phone_number: ['Zadejte platné telefonní číslo.'],
        bank_account_full_number: [cs.bankAccountNumber],
        bank_code: ['Zadejte platný kód banky.'],
      },
      pickup_address: { postcode: ['Zadejte platné PSČ.'] },
      buyout_device: {
        imei: ['Zadejte platné IMEI (15 číslic).'],
        purchase_date: ['Datum nesmí být v budoucnosti.'],
        condition: ['Tato hodnota je požadována.'],
      },
    });
  });

  test('refuses a payout to a bank that no longer runs accounts, at the bank-code field', async () => {
    const email = 'sberbank.client@example.cz';
    const response = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        customer_data: czCustomer({ e_mail: email, bank_code: '6800' }),
      }),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors, { customer_data: { bank_code: ['Zadejte platný kód banky.'] } });
    assert.deepEqual(await buyoutsOf(email), []);
  });

  test('asks when the device was bought and how worn it is: both required, the date not in the future', async () => {
    const email = 'no.device.facts@example.cz';
    const missing = await request(sellUrl('cz'), {
      json: sellBody('cz', czAppraisal, czColour, {
        customer_data: czCustomer({ e_mail: email }),
        buyout_device: { imei: VALID_IMEI },
      }),
    });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.errors, {
      buyout_device: { purchase_date: [cs.required], condition: [cs.required] },
    });
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    const dayAfter = `${String(tomorrow.getDate()).padStart(2, '0')}.${String(tomorrow.getMonth() + 1).padStart(2, '0')}.${tomorrow.getFullYear()}`;
    const future = await request(sellUrl('ro'), {
      json: sellBody('ro', roAppraisal, roColour, {
        customer_data: roCustomer({ e_mail: email }),
        buyout_device: { imei: VALID_IMEI, purchase_date: dayAfter, condition: 'like_new' },
      }),
    });
    assert.equal(future.status, 400);
    assert.deepEqual(future.body.errors, {
      buyout_device: { purchase_date: ['Data nu poate fi în viitor.'] },
    });
    assert.deepEqual(await buyoutsOf(email), []);
  });

  test('groups Romanian field errors in Romanian: CNP, IBAN, identity card, postcode, phone', async () => {
    const response = await request(sellUrl('ro'), {
      json: sellBody('ro', roAppraisal, roColour, {
        customer_data: roCustomer({
          personal_identification_number: '2900315401238',
          bank_account_full_number: 'RO49AAAA1B31007593840001',
          identity_card_number: '12AB',
          postcode: '12345',
          phone_number: '0800 123 456',
          e_mail: 'ana@',
        }),
        pickup_address: { street: '', city: 'Iași', postcode: '700063', country: 2 },
      }),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors, {
      customer_data: {
        personal_identification_number: ['Introduceți un CNP valid.'],
        identity_card_number: [roMessages.identityCard],
        postcode: ['Introduceți un cod poștal valid.'],
        phone_number: [roMessages.phone],
        e_mail: [roMessages.email],
        bank_account_full_number: ['Introduceți un IBAN valid.'],
      },
      pickup_address: { street: [roMessages.required] },
    });
    const czechAccount = await request(sellUrl('ro'), {
      json: sellBody('ro', roAppraisal, roColour, {
        customer_data: roCustomer({ bank_account_full_number: '19-2000145399', bank_code: '0800' }),
      }),
    });
    assert.equal(czechAccount.status, 400);
    assert.deepEqual(Object.keys(czechAccount.body.errors.customer_data).sort(), [
      'bank_account_full_number',
      'bank_code',
    ]);
  });

  test('answers 400 (or 404 for an unknown device), never 500, to bodies of the wrong shape', async () => {
    const valid = sellBody('cz', czAppraisal, czColour);
    const cases: [unknown, number][] = [
      [undefined, 400],
      ['[]', 400],
      [{}, 400],
      [{ ...valid, customer_data: 'Jana' }, 400],
      [{ ...valid, buyout_device: null }, 400],
      [{ ...valid, device_condition_choices: 'all good' }, 400],
      [
        {
          ...valid,
          device_condition_choices: Array.from({ length: 51 }, () => ({ condition: 1, value: 1 })),
        },
        400,
      ],
      [{ ...valid, customer_data: czCustomer({ country: 'CZ' }) }, 400],
      [{ ...valid, customer_data: czCustomer({ first_name: 'x'.repeat(1000) }) }, 400],
      [{ ...valid, device_identifier: 2 ** 45 }, 400],
      [{ ...valid, quote: 'x'.repeat(101) }, 400],
    ];
    for (const [json, status] of cases) {
      const response = await request(sellUrl('cz'), {
        method: 'POST',
        body: json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.status, status, JSON.stringify(json)?.slice(0, 200));
    }
  });
});

describe('Idempotency-Key on sell-online', () => {
  before(loadDevices);

  // A key belongs to whoever used it first: a browser repeats it with its session cookie.
  const keyed = (key: string, json: unknown, shop: 'cz' | 'ro' = 'cz', sid?: string) =>
    request(sellUrl(shop), { json, sid, headers: { 'Idempotency-Key': key } });

  test('a repeated request with the same key and body replays the first answer and sells once', async () => {
    const body = sellBody('cz', czAppraisal, czColour, {
      customer_data: czCustomer({ e_mail: 'twice@example.cz' }),
    });
    const first = await keyed('b7a1c2d4-0000-4000-8000-000000000001', body);
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const sid = sessionCookie(first.headers)?.value;
    assert.ok(sid, 'the sale opens a session for the visitor');
    const second = await keyed('b7a1c2d4-0000-4000-8000-000000000001', reordered, 'cz', sid);
    assert.equal(second.status, 201);
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get('location'), first.headers.get('location'));
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal((await buyoutsOf('twice@example.cz')).length, 1);
    assert.equal((await mailsTo(dataDir, 'twice@example.cz')).length, 1, 'one confirmation');
  });

  test('the same key with another body answers 409 idempotency_key_reused', async () => {
    const body = sellBody('cz', czAppraisal, czColour, {
      customer_data: czCustomer({ e_mail: 'reuse@example.cz' }),
    });
    assert.equal((await keyed('reused-key-1', body)).status, 201);
    const other = await keyed('reused-key-1', { ...body, note: 'something else' });
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'idempotency_key_reused');
    assert.equal(other.body.type, 'conflict');
    assert.equal((await buyoutsOf('reuse@example.cz')).length, 1);
    const otherShop = await keyed(
      'reused-key-1',
      sellBody('ro', roAppraisal, roColour, { customer_data: roCustomer({ e_mail: 'reuse@example.ro' }) }),
      'ro',
    );
    assert.equal(otherShop.status, 201, 'keys are per shop');
  });

  test('two concurrent requests with one key sell once and answer the same', async () => {
    const body = sellBody('cz', czAppraisal, czColour, {
      customer_data: czCustomer({ e_mail: 'racing@example.cz' }),
    });
    // A double click of one signed-in customer.
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    const [a, b] = await Promise.all([
      keyed('race-key-1', body, 'cz', sid),
      keyed('race-key-1', body, 'cz', sid),
    ]);
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    assert.deepEqual(a.body, b.body);
    assert.equal(a.headers.get('location'), b.headers.get('location'));
    assert.deepEqual(
      [a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].sort(),
      [null, 'true'].sort(),
    );
    assert.equal((await buyoutsOf('racing@example.cz')).length, 1);
    const keys = await api.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'race-key-1')
      .execute();
    assert.equal(keys.length, 1);
    assert.equal(keys[0].response_status, 201);
    assert.equal(keys[0].scope, 'buyout.sell-online');
  });

  test('a failed request stores nothing: the key can be used again once the request is right', async () => {
    const body = sellBody('cz', czAppraisal, czColour, {
      customer_data: czCustomer({ e_mail: 'retry@example.cz' }),
    });
    const failed = await keyed('retry-key-1', { ...body, appraisal_version: 1 });
    assert.equal(failed.status, 409);
    assert.equal((await keyed('retry-key-1', body)).status, 201);
  });

  test('refuses a malformed key with 400 invalid_idempotency_key', async () => {
    const body = sellBody('cz', czAppraisal, czColour, {
      customer_data: czCustomer({ e_mail: 'badkey@example.cz' }),
    });
    for (const key of ['x'.repeat(201), 'with space']) {
      const response = await keyed(key, body);
      assert.equal(response.status, 400, key);
      assert.equal(response.body.code, 'invalid_idempotency_key');
    }
    assert.equal((await keyed('x'.repeat(200), body)).status, 201, '200 characters are fine');
  });
});

describe('idempotency keys in housekeeping', () => {
  test('are deleted a day after they were used', async () => {
    const before = await api.db.selectFrom('idempotency_keys').select('key').execute();
    assert.ok(before.length > 0);
    await cleanUp(api.db, new Date(Date.now() + IDEMPOTENCY_KEY_RETENTION_MS - 60_000));
    assert.equal((await api.db.selectFrom('idempotency_keys').select('key').execute()).length, before.length);
    await cleanUp(api.db, new Date(Date.now() + IDEMPOTENCY_KEY_RETENTION_MS + 60_000));
    assert.deepEqual(await api.db.selectFrom('idempotency_keys').select('key').execute(), []);
  });
});

describe('an e-mailed quote on sell-online', () => {
  before(loadDevices);

  async function quote(email: string, choices: { condition: number; value: number }[]): Promise<string> {
    const response = await request(`${api.apps.cz.url}${BUYOUT}/send-to-email/`, {
      json: {
        device_identifier: czColour,
        appraisal_version: 2,
        device_condition_choices: choices,
        e_mail: email,
      },
    });
    assert.equal(response.status, 200);
    return /\?quote=([\w-]+)/.exec((await mailsTo(dataDir, email))[0].text)![1];
  }

  test('is honoured while valid for the same device and answers when its price is higher than today’s', async () => {
    const choices = answer(czAppraisal.device_conditions);
    const token = await quote('quoted@example.cz', choices);
    const quotedPrice = (
      await api.db
        .selectFrom('buyout_quotes')
        .select('price')
        .where('e_mail', '=', 'quoted@example.cz')
        .executeTakeFirstOrThrow()
    ).price;
    // Prices drop after the quote was sent (same version: the list was corrected in place).
    await api.db
      .updateTable('buyout_prices')
      .set((eb) => ({ amount: eb('amount', '-', 50_000) }))
      .where('model_colour_id', '=', czColour)
      .where('quality', '=', 'A+')
      .where('price_list_id', 'in', (eb) =>
        eb
          .selectFrom('buyout_price_lists')
          .select('id')
          .where('shop', '=', 'cz')
          .where('is_current', '=', true),
      )
      .execute();
    const sell = (email: string, extra: Record<string, unknown>) =>
      request(sellUrl('cz'), {
        json: sellBody('cz', czAppraisal, czColour, {
          customer_data: czCustomer({ e_mail: email }),
          ...extra,
        }),
      });

    assert.equal((await sell('with.quote@example.cz', { quote: token })).status, 201);
    const [honoured] = await buyoutsOf('with.quote@example.cz');
    assert.equal(honoured.price, quotedPrice, 'the quoted price');
    assert.notEqual(honoured.quote_id, null);

    assert.equal((await sell('without.quote@example.cz', {})).status, 201);
    assert.equal(
      (await buyoutsOf('without.quote@example.cz'))[0].price,
      quotedPrice - 50_000,
      'today’s price',
    );

    const otherAnswers = answer(czAppraisal.device_conditions, (condition) =>
      condition.type === 'charger' ? 1 : 0,
    );
    assert.equal(
      (await sell('other.answers@example.cz', { quote: token, device_condition_choices: otherAnswers }))
        .status,
      201,
    );
    const [other] = await buyoutsOf('other.answers@example.cz');
    assert.equal(other.price, quotedPrice - 50_000 - 10_000, 'the quote was for other answers');
    assert.equal(other.quote_id, null);

    await api.db
      .updateTable('buyout_quotes')
      .set({ valid_until: new Date(Date.now() - 1000), created_at: new Date(Date.now() - 20 * 86_400_000) })
      .where('e_mail', '=', 'quoted@example.cz')
      .execute();
    assert.equal((await sell('expired.quote@example.cz', { quote: token })).status, 201);
    assert.equal(
      (await buyoutsOf('expired.quote@example.cz'))[0].price,
      quotedPrice - 50_000,
      'an expired quote',
    );
    assert.equal((await sell('fake.quote@example.cz', { quote: 'made-up' })).status, 201);
  });
});
