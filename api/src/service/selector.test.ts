import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { colourId } from '../test-support/buyout-fixtures.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { manufacturerId, modelId, SERVICE, typeId } from './selector-test-ids-repository.ts';

const api = withFreshApp(['cz', 'ro']);

const cz = () => `${api.apps.cz.url}${SERVICE}`;
const ro = () => `${api.apps.ro.url}${SERVICE}`;

describe('GET /api/new/service/product-types/ · manufacturers/ · models/ · colours/', () => {
  test('offer the devices with service operations, each level with the service URL so far', async () => {
    const types = await request(`${cz()}/product-types/`);
    assert.equal(types.status, 200);
    assert.deepEqual(types.body, {
      choices: [
        { id: await typeId(api.db, 'phones'), name: 'Mobilní telefony', seo_name: 'telefony' },
        { id: await typeId(api.db, 'tablets'), name: 'Tablety', seo_name: 'tablety' },
        { id: await typeId(api.db, 'smartwatches'), name: 'Chytré hodinky', seo_name: 'chytre-hodinky' },
      ],
      url: '/servis',
    });
    const roTypes = await request(`${ro()}/product-types/`);
    assert.deepEqual(
      roTypes.body.choices.map((c: { seo_name: string }) => c.seo_name),
      ['telefoane', 'tablete', 'ceasuri-inteligente'],
    );
    assert.equal(roTypes.body.url, '/service');

    const phones = await typeId(api.db, 'phones');
    const manufacturers = await request(`${cz()}/manufacturers/?type=${phones}`);
    assert.deepEqual(
      manufacturers.body.choices.map((c: { name: string }) => c.name),
      ['Apple', 'Google', 'Samsung', 'Xiaomi'],
    );
    assert.equal(manufacturers.body.url, '/servis/telefony');

    const samsung = await manufacturerId(api.db, 'Samsung');
    const models = await request(`${cz()}/models/?type=${phones}&manufacturer=${samsung}`);
    assert.deepEqual(
      models.body.choices.map((c: { name: string }) => c.name),
      ['Galaxy A55 5G', 'Galaxy S24', 'Galaxy S23'],
      'newest first',
    );
    assert.equal(models.body.url, '/servis/telefony/samsung');

    const s24 = await modelId(api.db, 'samsung-galaxy-s24');
    const colours = await request(`${ro()}/colours/?model=${s24}`);
    assert.equal(colours.status, 200);
    assert.equal(colours.body.url, '/service/telefoane/samsung/samsung-galaxy-s24');
    assert.deepEqual(colours.body.choices[0], {
      id: await colourId(api.db, 'samsung-galaxy-s24', 'onyx-black'),
      name: 'Negru onix',
      seo_name: 'onyx-black',
      hex: '#2e2e30',
    });
  });

  test('answer 404 with a code for what is not repaired and 400 (never 500) for odd ids', async () => {
    const phones = await typeId(api.db, 'phones');
    const cases: [string, number, string][] = [
      [`/manufacturers/?type=${await typeId(api.db, 'accessories')}`, 404, 'product_type_not_found'],
      ['/manufacturers/?type=2147483647', 404, 'product_type_not_found'],
      [
        `/models/?type=${phones}&manufacturer=${await manufacturerId(api.db, 'Spigen')}`,
        404,
        'manufacturer_not_found',
      ],
      [`/colours/?model=${await modelId(api.db, 'apple-airpods-pro-2-usb-c')}`, 404, 'model_not_found'],
      ['/colours/?model=424242', 404, 'model_not_found'],
      ['/manufacturers/?type=abc', 400, 'invalid_request'],
      ['/manufacturers/?type=99999999999999999999', 400, 'invalid_request'],
      ['/manufacturers/?type=1&type=2', 400, 'invalid_request'],
      ['/models/?type=-1&manufacturer=1', 400, 'invalid_request'],
      ['/colours/?model=1.5', 400, 'invalid_request'],
      ['/colours/', 400, 'invalid_request'],
    ];
    for (const [path, status, code] of cases) {
      const response = await request(`${cz()}${path}`);
      assert.equal(response.status, status, path);
      assert.equal(response.body.code, code, path);
    }
    assert.equal(
      (await request(`${cz()}/manufacturers/?type=424242`)).body.message,
      'Tento typ zařízení neopravujeme.',
    );
    assert.equal((await request(`${ro()}/colours/?model=424242`)).body.message, 'Nu reparăm acest model.');
  });
});

describe('GET /api/new/service/selector-url/', () => {
  test('builds the service URL of a selection given by ids, 404 for an id of another level', async () => {
    const ids = {
      type: await typeId(api.db, 'phones'),
      manufacturer: await manufacturerId(api.db, 'Apple'),
      model: await modelId(api.db, 'apple-iphone-16'),
      colour: await colourId(api.db, 'apple-iphone-16', 'ultramarine'),
    };
    const query = `type=${ids.type}&manufacturer=${ids.manufacturer}&model=${ids.model}&colour=${ids.colour}`;
    assert.deepEqual((await request(`${cz()}/selector-url/?${query}`)).body, {
      url: '/servis/telefony/apple/apple-iphone-16/ultramarine',
    });
    assert.deepEqual((await request(`${ro()}/selector-url/?${query}`)).body, {
      url: '/service/telefoane/apple/apple-iphone-16/ultramarine',
    });
    assert.deepEqual((await request(`${cz()}/selector-url/`)).body, { url: '/servis' });
    const wrong = await request(
      `${cz()}/selector-url/?type=${ids.type}&manufacturer=${ids.manufacturer}&model=${await modelId(api.db, 'samsung-galaxy-s24')}`,
    );
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.code, 'model_not_found');
  });
});

describe('GET /api/new/service/selector-data/', () => {
  test('resolves a whole URL and lists the device’s operations in the shop’s currency', async () => {
    const path = '/selector-data/?type=telefony&manufacturer=apple&model=apple-iphone-16&colour=ultramarine';
    const response = await request(`${cz()}${path}`);
    assert.equal(response.status, 200);
    const { selected_choices: selected, choices, operations, url } = response.body;
    assert.equal(url, '/servis/telefony/apple/apple-iphone-16/ultramarine');
    assert.equal(selected.product_model.name, 'iPhone 16');
    assert.equal(selected.product_color.name, 'Ultramarínová');
    assert.equal(choices.product_type.length, 3);
    assert.ok(choices.product_color.length > 1);
    assert.deepEqual(operations.device, {
      model_id: await modelId(api.db, 'apple-iphone-16'),
      colour_id: await colourId(api.db, 'apple-iphone-16', 'ultramarine'),
      name: 'Apple iPhone 16',
      colour: 'Ultramarínová',
    });
    assert.equal(operations.url, url);
    assert.ok(operations.operations.length >= 9, 'phones have more operations than are shown at first');
    const display = operations.operations[0];
    assert.equal(display.kind, 'display');
    assert.equal(display.name, 'Výměna displeje');
    assert.deepEqual(display.price, { amount: 649_000, currency: 'CZK' });

    const roResponse = await request(
      `${ro()}/selector-data/?type=telefoane&manufacturer=apple&model=apple-iphone-16&colour=ultramarine`,
    );
    const roDisplay = roResponse.body.operations.operations[0];
    assert.equal(roDisplay.name, 'Înlocuire ecran');
    assert.deepEqual(roDisplay.price, { amount: 129_900, currency: 'RON' });
    assert.equal(roDisplay.id, display.id, 'the same operation, priced per shop');
  });

  test('stops at the first seo name it does not know, without operations or an error', async () => {
    const partial = await request(`${cz()}/selector-data/?type=telefony&manufacturer=nokia&model=x`);
    assert.equal(partial.status, 200);
    assert.equal(partial.body.url, '/servis/telefony');
    assert.equal(partial.body.selected_choices.manufacturer, null);
    assert.equal(partial.body.choices.manufacturer.length, 4);
    assert.equal(partial.body.operations, null);

    const model = await request(
      `${cz()}/selector-data/?type=telefony&manufacturer=google&model=google-pixel-9`,
    );
    assert.equal(model.body.url, '/servis/telefony/google/google-pixel-9');
    assert.ok(model.body.choices.product_color.length > 0);
    assert.equal(model.body.operations, null, 'operations once a colour is named');

    const empty = await request(`${ro()}/selector-data/`);
    assert.equal(empty.body.url, '/service');
    assert.equal(empty.body.choices.product_type.length, 3);

    const accessory = await request(`${cz()}/selector-data/?type=prislusenstvi`);
    assert.equal(accessory.body.selected_choices.product_type, null, 'accessories are not repaired');
  });

  test('answers 400, never 500, to odd query values', async () => {
    for (const query of ['type=', `type=${'x'.repeat(200)}`, 'type=a&type=b', 'colour=']) {
      const response = await request(`${cz()}/selector-data/?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request', query);
    }
  });
});

describe('GET /api/new/service/operations/{colourId}/', () => {
  test('lists the operations of a device in display order with duration and parts availability', async () => {
    const colour = await colourId(api.db, 'samsung-galaxy-a55-5g', 'navy');
    const response = await request(`${cz()}/operations/${colour}/`);
    assert.equal(response.status, 200);
    assert.equal(response.body.url, '/servis/telefony/samsung/samsung-galaxy-a55-5g/navy');
    assert.equal(response.body.device.name, 'Samsung Galaxy A55 5G');
    const { operations } = response.body;
    assert.equal(operations.length, 12);
    assert.deepEqual(operations[0].price, { amount: 249_000, currency: 'CZK' }, 'a budget phone’s display');
    const diagnosis = operations.find((o: { kind: string }) => o.kind === 'diagnosis');
    assert.deepEqual(diagnosis.price, { amount: 0, currency: 'CZK' });
    for (const operation of operations) {
      assert.ok(operation.duration_minutes >= 30 && operation.duration_minutes <= 240, operation.code);
      assert.ok(operation.description.length > 10, operation.code);
      assert.equal(
        operation.parts_days !== null,
        operation.parts_availability === 'within_days',
        operation.code,
      );
    }

    const watch = await colourId(api.db, 'apple-watch-series-9-41mm', 'midnight');
    const roWatch = await request(`${ro()}/operations/${watch}/`);
    assert.equal(roWatch.status, 200);
    assert.ok(roWatch.body.operations.length < 9, 'watches need fewer repairs');
    assert.equal(roWatch.body.operations[0].price.currency, 'RON');
    assert.equal(roWatch.body.device.colour, 'Miezul nopții');
  });

  test('answers 404 colour_not_found for unknown, unrepaired and malformed ids', async () => {
    const accessoryColour = await api.db
      .selectFrom('model_colours as mc')
      .innerJoin('models as m', 'm.id', 'mc.model_id')
      .select('mc.id')
      .where('m.seo_name', '=', 'apple-airpods-pro-2-usb-c')
      .executeTakeFirstOrThrow();
    for (const id of [
      String(accessoryColour.id),
      '424242',
      '0',
      '-1',
      'abc',
      '1.5',
      '99999999999',
      '2147483648',
    ]) {
      const response = await request(`${cz()}/operations/${id}/`);
      assert.equal(response.status, 404, id);
      assert.equal(response.body.code, 'colour_not_found', id);
    }
    assert.equal((await request(`${cz()}/operations/424242/`)).body.message, 'Toto zařízení neopravujeme.');
    assert.equal((await request(`${ro()}/operations/424242/`)).body.message, 'Nu reparăm acest dispozitiv.');
  });
});

describe('GET /api/new/service/centres/', () => {
  test('lists the shop’s service centres with hand-over windows inside their opening hours', async () => {
    for (const [shop, offset] of [
      ['cz', /\+0[12]:00$/],
      ['ro', /\+0[23]:00$/],
    ] as const) {
      const response = await request(`${api.apps[shop].url}${SERVICE}/centres/`);
      assert.equal(response.status, 200, shop);
      const { centres } = response.body;
      assert.equal(centres.length, 2, shop);
      const stores = await api.db
        .selectFrom('stores')
        .select('id')
        .where('shop', '=', shop)
        .where('kind', '=', 'service_centre')
        .execute();
      assert.deepEqual(new Set(centres.map((c: { id: number }) => c.id)), new Set(stores.map((s) => s.id)));
      for (const centre of centres) {
        assert.ok(centre.openingHours.length > 0, centre.name);
        assert.ok(centre.timeslots.length > 0, centre.name);
        for (const slot of centre.timeslots) {
          assert.match(slot.from, offset);
          assert.ok(Date.parse(slot.from) > Date.now(), 'windows lie ahead');
          assert.ok(insideOpeningHours(slot, centre.openingHours), `${centre.name} ${slot.from}–${slot.to}`);
        }
      }
    }
  });
});

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The slot's local day and times are read from its ISO form, which carries the shop's offset. */
function insideOpeningHours(
  slot: { from: string; to: string },
  hours: { day: string; opens: string; closes: string }[],
): boolean {
  const date = slot.from.slice(0, 10);
  if (slot.to.slice(0, 10) !== date) return false;
  const weekday = weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()];
  const [from, to] = [slot.from.slice(11, 16), slot.to.slice(11, 16)];
  return hours.some((entry) => entry.day === weekday && entry.opens <= from && to <= entry.closes);
}
