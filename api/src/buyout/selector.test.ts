import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BUYOUT, colourId } from '../test-support/buyout-fixtures.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const cz = () => `${api.apps.cz.url}${BUYOUT}`;
const ro = () => `${api.apps.ro.url}${BUYOUT}`;

async function typeId(code: string): Promise<number> {
  return (
    await api.db.selectFrom('product_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()
  ).id;
}
async function manufacturerId(name: string): Promise<number> {
  return (
    await api.db.selectFrom('manufacturers').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}
async function modelId(seoName: string): Promise<number> {
  return (
    await api.db.selectFrom('models').select('id').where('seo_name', '=', seoName).executeTakeFirstOrThrow()
  ).id;
}

describe('GET /api/new/buyout/product-types/', () => {
  test('offers the types with buyout prices, named in the shop’s language, and the area URL', async () => {
    const czTypes = await request(`${cz()}/product-types/`);
    assert.equal(czTypes.status, 200);
    assert.equal(czTypes.headers.get('cache-control'), 'no-store');
    assert.deepEqual(czTypes.body, {
      choices: [
        { id: await typeId('phones'), name: 'Mobilní telefony', seo_name: 'telefony' },
        { id: await typeId('tablets'), name: 'Tablety', seo_name: 'tablety' },
        { id: await typeId('smartwatches'), name: 'Chytré hodinky', seo_name: 'chytre-hodinky' },
      ],
      url: '/vykup',
    });
    const roTypes = await request(`${ro()}/product-types/`);
    assert.deepEqual(
      roTypes.body.choices.map((c: { seo_name: string }) => c.seo_name),
      ['telefoane', 'tablete', 'ceasuri-inteligente'],
    );
    assert.equal(roTypes.body.url, '/rascumparare');
  });
});

describe('GET /api/new/buyout/manufacturers/ · models/ · colours/', () => {
  test('walk type → manufacturer → model → colour, each with the URL of the selection so far', async () => {
    const phones = await typeId('phones');
    const manufacturers = await request(`${cz()}/manufacturers/?type=${phones}`);
    assert.equal(manufacturers.status, 200);
    assert.deepEqual(
      manufacturers.body.choices.map((c: { name: string }) => c.name),
      ['Apple', 'Google', 'Samsung', 'Xiaomi'],
      'only manufacturers of bought phones, by name (no accessory makers)',
    );
    assert.equal(manufacturers.body.url, '/vykup/telefony');

    const apple = await manufacturerId('Apple');
    const models = await request(`${cz()}/models/?type=${phones}&manufacturer=${apple}`);
    assert.equal(models.status, 200);
    assert.deepEqual(
      models.body.choices.map((c: { name: string }) => c.name),
      [
        'iPhone 16',
        'iPhone 16 Pro',
        'iPhone 15',
        'iPhone 15 Pro',
        'iPhone 14',
        'iPhone 14 Pro',
        'iPhone 13',
        'iPhone 13 Pro',
      ],
      'newest first',
    );
    assert.equal(models.body.url, '/vykup/telefony/apple');
    const iphone13 = models.body.choices.find((c: { name: string }) => c.name === 'iPhone 13');
    assert.deepEqual(iphone13, {
      id: await modelId('apple-iphone-13'),
      name: 'iPhone 13',
      seo_name: 'apple-iphone-13',
    });

    const colours = await request(`${cz()}/colours/?model=${iphone13.id}`);
    assert.equal(colours.status, 200);
    assert.equal(colours.body.url, '/vykup/telefony/apple/apple-iphone-13');
    assert.deepEqual(colours.body.choices[0], {
      id: await colourId(api.db, 'apple-iphone-13', 'midnight'),
      name: 'Temně inkoustová',
      seo_name: 'midnight',
      hex: '#232a31',
    });
    assert.deepEqual(
      colours.body.choices.map((c: { seo_name: string }) => c.seo_name),
      ['midnight', 'starlight', 'blue', 'pink'],
    );

    const roColours = await request(`${ro()}/colours/?model=${iphone13.id}`);
    assert.equal(roColours.body.url, '/rascumparare/telefoane/apple/apple-iphone-13');
    assert.equal(roColours.body.choices[0].name, 'Miezul nopții');
  });

  test('answer 404 with a code for ids that are not offered, 400 for ids that are not ids', async () => {
    const phones = await typeId('phones');
    const accessories = await typeId('accessories');
    const cases: [string, number, string][] = [
      [`/manufacturers/?type=${accessories}`, 404, 'product_type_not_found'],
      ['/manufacturers/?type=999999', 404, 'product_type_not_found'],
      ['/manufacturers/?type=2147483647', 404, 'product_type_not_found'],
      [
        `/models/?type=${phones}&manufacturer=${await manufacturerId('Spigen')}`,
        404,
        'manufacturer_not_found',
      ],
      [`/models/?type=999999&manufacturer=${await manufacturerId('Apple')}`, 404, 'product_type_not_found'],
      [`/colours/?model=${await modelId('spigen-ultra-hybrid-iphone-16')}`, 404, 'model_not_found'],
      ['/colours/?model=424242', 404, 'model_not_found'],
      ['/manufacturers/?type=abc', 400, 'invalid_request'],
      ['/manufacturers/?type=99999999999999999999', 400, 'invalid_request'],
      ['/manufacturers/', 400, 'invalid_request'],
      ['/manufacturers/?type=1&type=2', 400, 'invalid_request'],
      ['/models/?type=-1&manufacturer=1', 400, 'invalid_request'],
      ['/colours/?model=1.5', 400, 'invalid_request'],
    ];
    for (const [path, status, code] of cases) {
      const response = await request(`${cz()}${path}`);
      assert.equal(response.status, status, path);
      assert.equal(response.body.code, code, path);
    }
    const notFound = await request(`${cz()}/manufacturers/?type=999999`);
    assert.equal(notFound.body.message, 'Tento typ zařízení nevykupujeme.', 'in the shop’s language');
    const roNotFound = await request(`${ro()}/colours/?model=424242`);
    assert.equal(roNotFound.body.message, 'Nu răscumpărăm acest model.');
  });
});

describe('GET /api/new/buyout/selector-url/', () => {
  test('builds the URL of a selection given by ids, as far as they are given', async () => {
    const ids = {
      type: await typeId('phones'),
      manufacturer: await manufacturerId('Apple'),
      model: await modelId('apple-iphone-13'),
      colour: await colourId(api.db, 'apple-iphone-13', 'pink'),
    };
    const full = await request(
      `${cz()}/selector-url/?type=${ids.type}&manufacturer=${ids.manufacturer}&model=${ids.model}&colour=${ids.colour}`,
    );
    assert.deepEqual(full.body, { url: '/vykup/telefony/apple/apple-iphone-13/pink' });
    const roFull = await request(
      `${ro()}/selector-url/?type=${ids.type}&manufacturer=${ids.manufacturer}&model=${ids.model}&colour=${ids.colour}`,
    );
    assert.deepEqual(roFull.body, { url: '/rascumparare/telefoane/apple/apple-iphone-13/pink' });
    assert.deepEqual((await request(`${cz()}/selector-url/?type=${ids.type}`)).body, {
      url: '/vykup/telefony',
    });
    assert.deepEqual((await request(`${cz()}/selector-url/`)).body, { url: '/vykup' });
    assert.deepEqual(
      (await request(`${cz()}/selector-url/?type=${ids.type}&model=${ids.model}`)).body,
      { url: '/vykup/telefony' },
      'levels after the first missing one are ignored',
    );
  });

  test('answers 404 when an id does not belong to the level above', async () => {
    const samsungColour = await colourId(api.db, 'samsung-galaxy-s24', 'onyx-black');
    const response = await request(
      `${cz()}/selector-url/?type=${await typeId('phones')}&manufacturer=${await manufacturerId('Apple')}&model=${await modelId('apple-iphone-13')}&colour=${samsungColour}`,
    );
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'colour_not_found');
    const wrongType = await request(
      `${cz()}/selector-url/?type=${await typeId('tablets')}&manufacturer=${await manufacturerId('Xiaomi')}`,
    );
    assert.equal(wrongType.status, 404);
    assert.equal(wrongType.body.code, 'manufacturer_not_found');
  });
});

describe('GET /api/new/buyout/selector-data/', () => {
  test('resolves a whole URL: the selection, the choices of every level and the appraisal', async () => {
    const response = await request(
      `${cz()}/selector-data/?type=telefony&manufacturer=apple&model=apple-iphone-13&colour=midnight`,
    );
    assert.equal(response.status, 200);
    const { selected_choices: selected, choices, appraisal, url } = response.body;
    assert.equal(url, '/vykup/telefony/apple/apple-iphone-13/midnight');
    assert.equal(selected.product_type.seo_name, 'telefony');
    assert.equal(selected.manufacturer.name, 'Apple');
    assert.equal(selected.product_model.name, 'iPhone 13');
    assert.deepEqual(selected.product_color, {
      id: await colourId(api.db, 'apple-iphone-13', 'midnight'),
      name: 'Temně inkoustová',
      seo_name: 'midnight',
      hex: '#232a31',
    });
    assert.equal(choices.product_type.length, 3);
    assert.equal(choices.manufacturer.length, 4);
    assert.equal(choices.product_model.length, 8);
    assert.equal(choices.product_color.length, 4);
    assert.equal(appraisal.currency, 'CZK');
    assert.equal(appraisal.version, 2);
    assert.deepEqual(
      appraisal.appraisal_result.map((r: { quality: string }) => r.quality),
      ['A+', 'A', 'B', 'C'],
      'iPhone 13 is not bought in grade D',
    );
  });

  test('stops at the first seo name it does not know, without an error', async () => {
    const partial = await request(
      `${cz()}/selector-data/?type=telefony&manufacturer=nokia&model=3310&colour=blue`,
    );
    assert.equal(partial.status, 200);
    assert.equal(partial.body.url, '/vykup/telefony');
    assert.equal(partial.body.selected_choices.product_type.seo_name, 'telefony');
    assert.equal(partial.body.selected_choices.manufacturer, null);
    assert.equal(partial.body.selected_choices.product_model, null);
    assert.equal(partial.body.selected_choices.product_color, null);
    assert.equal(
      partial.body.choices.manufacturer.length,
      4,
      'the level it stopped at still offers its choices',
    );
    assert.deepEqual(partial.body.choices.product_model, []);
    assert.deepEqual(partial.body.choices.product_color, []);
    assert.equal(partial.body.appraisal, null);

    const model = await request(
      `${cz()}/selector-data/?type=telefony&manufacturer=apple&model=apple-iphone-13`,
    );
    assert.equal(model.body.url, '/vykup/telefony/apple/apple-iphone-13');
    assert.equal(model.body.choices.product_color.length, 4);
    assert.equal(model.body.appraisal, null, 'no appraisal before a colour is selected');

    const nothing = await request(`${cz()}/selector-data/`);
    assert.equal(nothing.body.url, '/vykup');
    assert.equal(nothing.body.choices.product_type.length, 3);
    assert.deepEqual(nothing.body.choices.manufacturer, []);

    const unknownType = await request(`${cz()}/selector-data/?type=prislusenstvi&manufacturer=apple`);
    assert.equal(unknownType.body.url, '/vykup', 'accessories are not bought');
    assert.equal(unknownType.body.selected_choices.product_type, null);

    const czechSlugInRomanianShop = await request(`${ro()}/selector-data/?type=telefony`);
    assert.equal(czechSlugInRomanianShop.body.url, '/rascumparare');
    const roFull = await request(
      `${ro()}/selector-data/?type=ceasuri-inteligente&manufacturer=samsung&model=samsung-galaxy-watch7-40mm&colour=green`,
    );
    assert.equal(roFull.status, 200);
    assert.equal(
      roFull.body.url,
      '/rascumparare/ceasuri-inteligente/samsung/samsung-galaxy-watch7-40mm/green',
    );
    assert.equal(roFull.body.appraisal.currency, 'RON');
  });

  test('answers 400, never 500, to odd query values', async () => {
    for (const query of [`type=${'x'.repeat(500)}`, 'type=%20', 'type=a&type=b']) {
      const response = await request(`${cz()}/selector-data/?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request');
    }
  });
});
