import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { QUOTE_VALIDITY_DAYS } from 'shared-domain/buyout';
import { validationMessages } from 'shared-domain/validation';
import { answer, BUYOUT, choiceIndex, colourId, getAppraisal } from '../test-support/buyout-fixtures.ts';
import { request } from '../test-support/http.ts';
import { mailsTo, readOutbox } from '../test-support/outbox.ts';
import { startTestApp, withFreshApp } from '../test-support/test-app.ts';
import { hashToken } from './tokens.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-buyout-appraisal-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const cz = () => `${api.apps.cz.url}${BUYOUT}`;
const ro = () => `${api.apps.ro.url}${BUYOUT}`;
const DAY = 24 * 60 * 60 * 1000;

async function gradePrices(colour: number, shop: 'cz' | 'ro') {
  const rows = await api.db
    .selectFrom('buyout_prices as bp')
    .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
    .select(['bp.id', 'bp.quality', 'bp.amount'])
    .where('bp.model_colour_id', '=', colour)
    .where('pl.shop', '=', shop)
    .where('pl.is_current', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.quality, row]));
}

describe('GET /api/new/buyout/appraisal/:colourId/', () => {
  test('answers prices per grade, the questions in order, the version and the minimal price', async () => {
    const colour = await colourId(api.db, 'apple-iphone-15', 'blue');
    const before = Date.now();
    const response = await request(`${cz()}/appraisal/${colour}/`);
    assert.equal(response.status, 200);
    const { url, appraisal } = response.body;
    assert.equal(url, '/vykup/telefony/apple/apple-iphone-15/blue');
    const prices = await gradePrices(colour, 'cz');
    assert.deepEqual(
      appraisal.appraisal_result,
      ['A+', 'A', 'B', 'C', 'D'].map((quality) => ({
        id: prices.get(quality as 'A')!.id,
        quality,
        price: prices.get(quality as 'A')!.amount,
        url: `/vykup/telefony/apple/apple-iphone-15/blue?quality=${encodeURIComponent(quality)}`,
      })),
    );
    assert.equal(
      appraisal.appraisal_result[0].url,
      '/vykup/telefony/apple/apple-iphone-15/blue?quality=A%2B',
    );
    assert.equal(appraisal.version, 2);
    assert.equal(appraisal.minimal_buyout_price, 10_000);
    assert.equal(appraisal.currency, 'CZK');
    const validUntil = Date.parse(appraisal.valid_until);
    assert.ok(
      validUntil >= before + QUOTE_VALIDITY_DAYS * DAY &&
        validUntil <= Date.now() + QUOTE_VALIDITY_DAYS * DAY,
    );

    const conditions = appraisal.device_conditions;
    assert.equal(conditions.length, 9);
    assert.deepEqual(conditions[0], {
      id: conditions[0].id,
      name: 'Zapne se telefon a funguje normálně?',
      help: 'Telefon se zapne, nabíjí se, reaguje na dotyk a sám se nerestartuje.',
      type: 'quality',
      choices: [
        { id: conditions[0].choices[0].id, label: 'Ano, funguje', quality: 'A+', price_correction: 0 },
        {
          id: conditions[0].choices[1].id,
          label: 'Ne, nezapne se nebo nefunguje správně',
          quality: null,
          price_correction: 0,
        },
      ],
    });
    assert.deepEqual(
      conditions.map((c: { type: string }) => c.type),
      ['quality', 'quality', 'quality', 'quality', 'quality', 'quality', 'quality', 'battery', 'charger'],
    );
    assert.deepEqual(
      conditions[2].choices.map((c: { quality: string }) => c.quality),
      ['A+', 'A', 'B', 'C', 'D'],
    );
    assert.deepEqual(
      conditions[7].choices.map((c: { price_correction: number }) => c.price_correction),
      [0, -30_000, -80_000],
    );
    assert.deepEqual(
      conditions[8].choices.map((c: { price_correction: number }) => c.price_correction),
      [10_000, 0],
    );
  });

  test('answers in Romanian and Lei in the Romanian shop', async () => {
    const colour = await colourId(api.db, 'apple-ipad-10', 'silver');
    const { body } = await request(`${ro()}/appraisal/${colour}/`);
    assert.equal(body.url, '/rascumparare/tablete/apple/apple-ipad-10/silver');
    assert.equal(body.appraisal.currency, 'RON');
    assert.equal(body.appraisal.minimal_buyout_price, 2_000);
    assert.equal(body.appraisal.device_conditions[0].name, 'Tableta pornește și funcționează normal?');
    const prices = await gradePrices(colour, 'ro');
    assert.equal(body.appraisal.appraisal_result[0].price, prices.get('A+')!.amount);
    assert.deepEqual(body.appraisal.device_conditions.at(-1).choices[0].price_correction, 3_000, '+30 Lei');
  });

  test('answers 404 appraisal_not_found for colours without prices and for ids that are not ids', async () => {
    const accessory = await colourId(api.db, 'apple-airpods-pro-2-usb-c', 'white');
    for (const id of [String(accessory), '999999', '0', '-1', 'abc', '99999999999', '2147483648', '1e3']) {
      const response = await request(`${cz()}/appraisal/${id}/`);
      assert.equal(response.status, 404, id);
      assert.equal(response.body.code, 'appraisal_not_found', id);
    }
    assert.equal(
      (await request(`${ro()}/appraisal/999999/`)).body.message,
      'Nu avem prețuri de răscumpărare pentru acest dispozitiv.',
    );
  });
});

describe('GET /api/new/buyout/country-options/', () => {
  test('names the countries in the shop’s language, the shop’s own country first and default', async () => {
    const czOptions = await request(`${cz()}/country-options/`);
    assert.equal(czOptions.status, 200);
    assert.equal(czOptions.body.default_country, 1);
    assert.deepEqual(czOptions.body.countries[0], { id: 1, code: 'CZ', name: 'Česko' });
    assert.equal(czOptions.body.countries.length, 9);
    assert.ok(
      czOptions.body.countries.some(
        (c: { code: string; name: string }) => c.code === 'RO' && c.name === 'Rumunsko',
      ),
    );
    const roOptions = await request(`${ro()}/country-options/`);
    assert.equal(roOptions.body.default_country, 2);
    assert.deepEqual(roOptions.body.countries[0], { id: 2, code: 'RO', name: 'România' });
    assert.ok(
      roOptions.body.countries.some(
        (c: { code: string; name: string }) => c.code === 'CZ' && c.name === 'Cehia',
      ),
    );
  });
});

describe('POST /api/new/buyout/send-to-email/', () => {
  test('prices the answers again, keeps the quote and e-mails it with a link that reopens it', async () => {
    const colour = await colourId(api.db, 'apple-iphone-15', 'blue');
    const appraisal = await getAppraisal(api.apps.cz.url, colour);
    const [battery, charger] = [appraisal.device_conditions[7], appraisal.device_conditions[8]];
    const choices = answer(appraisal.device_conditions, (condition) =>
      condition.id === battery.id ? 1 : condition.id === charger.id ? 0 : 0,
    );
    const response = await request(`${cz()}/send-to-email/`, {
      json: {
        device_identifier: colour,
        appraisal_version: appraisal.version,
        device_condition_choices: choices,
        e_mail: ' Zakaznik.Quote@Example.cz ',
        price: 1,
      },
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.sent, true);
    const validUntil = new Date(response.body.valid_until);
    assert.ok(Math.abs(validUntil.getTime() - Date.now() - QUOTE_VALIDITY_DAYS * DAY) < 60_000);

    const aPlus = (await gradePrices(colour, 'cz')).get('A+')!.amount;
    const expected = aPlus - 30_000 + 10_000;
    const quotes = await api.db
      .selectFrom('buyout_quotes')
      .selectAll()
      .where('e_mail', '=', 'zakaznik.quote@example.cz')
      .execute();
    assert.equal(quotes.length, 1);
    assert.equal(
      quotes[0].price,
      expected,
      'A+ price, −300 Kč battery, +100 Kč charger; the body’s price is ignored',
    );
    assert.equal(quotes[0].quality, 'A+');
    assert.equal(quotes[0].price_list_version, 2);

    const [mail] = await mailsTo(dataDir, 'zakaznik.quote@example.cz');
    assert.ok(mail, 'the quote was mailed');
    assert.equal(mail.subject, 'Nacenění výkupu: Apple iPhone 15, Modrá');
    assert.match(mail.text, /^Zařízení: Apple iPhone 15, Modrá$/m);
    assert.match(mail.text, /^Kvalita: A\+$/m);
    const price = `${new Intl.NumberFormat('cs-CZ').format(expected / 100)}\u00a0Kč`;
    assert.ok(mail.text.includes(`Výkupní cena: ${price}`), mail.text);
    for (const condition of appraisal.device_conditions)
      assert.ok(mail.text.includes(condition.name), condition.name);
    assert.ok(mail.text.includes('Jaká je kondice baterie? 80–89 %'));
    const date = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(
      validUntil,
    );
    assert.ok(mail.text.includes(`Nabídka platí do: ${date}`), mail.text);
    const link =
      /^https:\/\/shop\.example\/vykup\/telefony\/apple\/apple-iphone-15\/blue\?quote=([\w-]{43})$/m.exec(
        mail.text,
      );
    assert.ok(link, mail.text);
    assert.equal(quotes[0].token_hash, hashToken(link[1]), 'only the token’s hash is stored');

    const quote = await request(`${cz()}/quotes/${link[1]}/`);
    assert.equal(quote.status, 200);
    assert.deepEqual(quote.body, {
      url: '/vykup/telefony/apple/apple-iphone-15/blue',
      device_identifier: colour,
      device_condition_choices: choices,
      price: expected,
      currency: 'CZK',
      valid_until: response.body.valid_until,
      expired: false,
    });
  });

  test('mails in Romanian with the price in Lei', async () => {
    const colour = await colourId(api.db, 'samsung-galaxy-s24', 'marble-grey');
    const appraisal = await getAppraisal(api.apps.ro.url, colour);
    const display = appraisal.device_conditions[2];
    const choices = answer(appraisal.device_conditions, (condition) =>
      condition.id === display.id
        ? choiceIndex(condition, (c) => c.quality === 'B')
        : condition.type === 'charger'
          ? 1
          : 0,
    );
    const response = await request(`${ro()}/send-to-email/`, {
      json: {
        device_identifier: colour,
        appraisal_version: 2,
        device_condition_choices: choices,
        e_mail: 'ana.quote@example.ro',
      },
    });
    assert.equal(response.status, 200);
    const [mail] = await mailsTo(dataDir, 'ana.quote@example.ro');
    const b = (await gradePrices(colour, 'ro')).get('B')!.amount;
    assert.equal(mail.subject, 'Evaluarea pentru răscumpărare: Samsung Galaxy S24, Gri marmură');
    assert.match(mail.text, /^Calitate: B$/m);
    assert.ok(
      mail.text.includes(`Preț de răscumpărare: ${new Intl.NumberFormat('ro-RO').format(b / 100)}\u00a0Lei`),
      mail.text,
    );
    assert.match(
      mail.text,
      /^https:\/\/shop\.example\/rascumparare\/telefoane\/samsung\/samsung-galaxy-s24\/marble-grey\?quote=[\w-]{43}$/m,
    );
    assert.ok(mail.text.includes('Oferta este valabilă până la: '));
  });

  test('refuses a bad e-mail (errors.form.e_mail), an outdated version, answers that do not fit and impossible devices', async () => {
    const colour = await colourId(api.db, 'apple-iphone-13', 'pink');
    const appraisal = await getAppraisal(api.apps.cz.url, colour);
    const conditions = appraisal.device_conditions;
    const base = { device_identifier: colour, appraisal_version: 2, e_mail: 'refused@example.cz' };
    const send = (json: unknown, url = cz()) => request(`${url}/send-to-email/`, { json });

    const badEmail = await send({
      ...base,
      e_mail: 'not-an-email',
      device_condition_choices: answer(conditions),
    });
    assert.equal(badEmail.status, 400);
    assert.deepEqual(badEmail.body.errors, { form: { e_mail: [validationMessages['cs-CZ'].email] } });
    const roBadEmail = await send({ ...base, e_mail: '', device_condition_choices: [] }, ro());
    assert.deepEqual(roBadEmail.body.errors.form.e_mail, ['Această valoare este obligatorie.']);

    const outdated = await send({
      ...base,
      appraisal_version: 1,
      device_condition_choices: answer(conditions),
    });
    assert.equal(outdated.status, 409);
    assert.equal(outdated.body.code, 'appraisal_outdated');
    assert.equal(outdated.body.type, 'conflict');
    assert.equal(outdated.body.message, 'Ceník výkupu se mezitím změnil. Načtěte prosím nacenění znovu.');

    const cases: [string, unknown[], string, string][] = [
      [
        'gate: does not switch on',
        answer(conditions, (_c, index) => (index === 0 ? 1 : 0)),
        'buyout_impossible',
        'Zařízení v\u00a0tomto stavu bohužel nemůžeme vykoupit.',
      ],
      [
        'gate: locked',
        answer(conditions, (_c, index) => (index === 1 ? 1 : 0)),
        'buyout_impossible',
        'Zařízení v\u00a0tomto stavu bohužel nemůžeme vykoupit.',
      ],
      [
        'cracked display: no D price for the iPhone 13',
        answer(conditions, (c, index) =>
          index === 2 ? choiceIndex(c, (choice) => choice.quality === 'D') : 0,
        ),
        'buyout_impossible',
        'Zařízení v\u00a0kvalitě D bohužel nevykupujeme.',
      ],
      [
        'a question left out',
        answer(conditions).slice(0, -1),
        'answers_incomplete',
        'Odpovězte prosím na všechny otázky o\u00a0stavu zařízení.',
      ],
      [
        'a choice of another question',
        answer(conditions).map((a, index) =>
          index === 3 ? { ...a, value: conditions[4].choices[0].id } : a,
        ),
        'answers_invalid',
        'Odpovědi neodpovídají otázkám tohoto nacenění. Načtěte prosím nacenění znovu.',
      ],
      [
        'an unknown question',
        [...answer(conditions), { condition: 999_999, value: 1 }],
        'answers_invalid',
        '',
      ],
      ['a question twice', [...answer(conditions), answer(conditions)[0]], 'answers_invalid', ''],
    ];
    for (const [name, choices, code, message] of cases) {
      const response = await send({ ...base, device_condition_choices: choices });
      assert.equal(response.status, 400, name);
      assert.equal(response.body.code, code, name);
      if (message) {
        assert.equal(response.body.message, message, name);
        assert.deepEqual(response.body.errors, { form: { non_field_errors: [message] } }, name);
      }
    }
    const unknownDevice = await send({ ...base, device_identifier: 999_999, device_condition_choices: [] });
    assert.equal(unknownDevice.status, 404);
    assert.equal(unknownDevice.body.code, 'appraisal_not_found');
    assert.deepEqual(await mailsTo(dataDir, 'refused@example.cz'), [], 'nothing was mailed');
  });

  test('answers 4xx, never 500, to bodies of the wrong shape or with huge numbers', async () => {
    const cases: [unknown, number][] = [
      [undefined, 400],
      [[], 400],
      ['text', 400],
      [{ device_identifier: 'x' }, 400],
      [
        {
          device_identifier: 1,
          appraisal_version: 2,
          device_condition_choices: [{ condition: 'a' }],
          e_mail: 'a@b.cz',
        },
        400,
      ],
      [{ device_identifier: 1, appraisal_version: 2, device_condition_choices: null, e_mail: 'a@b.cz' }, 400],
      [
        { device_identifier: 2 ** 40, appraisal_version: 2, device_condition_choices: [], e_mail: 'a@b.cz' },
        400,
      ],
      [
        { device_identifier: 1, appraisal_version: 1e12, device_condition_choices: [], e_mail: 'a@b.cz' },
        400,
      ],
      [
        {
          device_identifier: 1,
          appraisal_version: 2,
          device_condition_choices: [{ condition: 2 ** 50, value: 2 ** 50 }],
          e_mail: 'a@b.cz',
        },
        400,
      ],
    ];
    for (const [json, status] of cases) {
      const response = await request(`${cz()}/send-to-email/`, {
        method: 'POST',
        body: json === undefined ? undefined : JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.status, status, JSON.stringify(json));
    }
  });

  test('answers 502 email_not_sent when the mail server fails, and keeps no quote', async () => {
    const broken = await startTestApp(api.db, {
      shop: 'cz',
      config: { smtpUrl: 'smtp://127.0.0.1:1', dataDir },
    });
    try {
      const colour = await colourId(api.db, 'apple-iphone-15', 'green');
      const appraisal = await getAppraisal(broken.url, colour);
      const response = await request(`${broken.url}${BUYOUT}/send-to-email/`, {
        json: {
          device_identifier: colour,
          appraisal_version: appraisal.version,
          device_condition_choices: answer(appraisal.device_conditions),
          e_mail: 'unlucky@example.cz',
        },
      });
      assert.equal(response.status, 502);
      assert.deepEqual(response.body, {
        type: 'upstream',
        code: 'email_not_sent',
        message: 'Omlouváme se, ale e-mail se kvůli chybě nepodařilo odeslat.',
      });
      const kept = await api.db
        .selectFrom('buyout_quotes')
        .select('id')
        .where('e_mail', '=', 'unlucky@example.cz')
        .execute();
      assert.deepEqual(kept, []);
      assert.ok(broken.logs.some((line) => line.msg === 'appraisal e-mail could not be sent'));
      assert.deepEqual(await mailsTo(dataDir, 'unlucky@example.cz'), []);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/new/buyout/quotes/:token/', () => {
  test('answers 404 quote_not_found for unknown tokens, and flags expired quotes', async () => {
    for (const token of ['unknown', 'x'.repeat(300)]) {
      const response = await request(`${cz()}/quotes/${token}/`);
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'quote_not_found');
    }
    const colour = await colourId(api.db, 'google-pixel-8', 'hazel');
    const appraisal = await getAppraisal(api.apps.cz.url, colour);
    await request(`${cz()}/send-to-email/`, {
      json: {
        device_identifier: colour,
        appraisal_version: 2,
        device_condition_choices: answer(appraisal.device_conditions),
        e_mail: 'expiring@example.cz',
      },
    });
    const token = /\?quote=([\w-]+)/.exec((await mailsTo(dataDir, 'expiring@example.cz'))[0].text)![1];
    await api.db
      .updateTable('buyout_quotes')
      .set({ valid_until: new Date(Date.now() - 1000), created_at: new Date(Date.now() - 15 * DAY) })
      .where('e_mail', '=', 'expiring@example.cz')
      .execute();
    const response = await request(`${cz()}/quotes/${token}/`);
    assert.equal(response.status, 200);
    assert.equal(response.body.expired, true);
    assert.equal((await request(`${ro()}/quotes/${token}/`)).status, 404, 'a quote belongs to its shop');
    assert.ok((await readOutbox(dataDir)).length > 0);
  });
});
