import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { modelId, SERVICE } from './selector-test-ids-repository.ts';

const api = withFreshApp(['cz', 'ro']);

const cz = () => `${api.apps.cz.url}${SERVICE}`;
const ro = () => `${api.apps.ro.url}${SERVICE}`;

async function names(base: string, term: string, limit?: number): Promise<string[]> {
  const query = `term=${encodeURIComponent(term)}${limit === undefined ? '' : `&limit=${limit}`}`;
  const response = await request(`${base}/search/?${query}`);
  assert.equal(response.status, 200, term);
  return response.body.items.map((item: { name: string }) => item.name);
}

describe('GET /api/new/service/search/', () => {
  test('suggests repairable models matching every word, with their type and service URL', async () => {
    const response = await request(`${cz()}/search/?term=galaxy%20s24`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.items, [
      {
        model_id: await modelId(api.db, 'samsung-galaxy-s24'),
        name: 'Samsung Galaxy S24',
        product_type: 'Mobilní telefony',
        url: '/servis/telefony/samsung/samsung-galaxy-s24',
      },
    ]);
    const roResponse = await request(`${ro()}/search/?term=galaxy%20s24`);
    assert.equal(roResponse.body.items[0].product_type, 'Telefoane mobile');
    assert.equal(roResponse.body.items[0].url, '/service/telefoane/samsung/samsung-galaxy-s24');
  });

  test('ignores case and accents, and words may come in any order', async () => {
    const galaxies = await names(cz(), 'GALAXY');
    assert.ok(galaxies.length >= 6 && galaxies.every((name) => name.startsWith('Samsung Galaxy')));
    assert.deepEqual(await names(cz(), 'Gálaxý Š24'), ['Samsung Galaxy S24'], 'Czech accents');
    assert.deepEqual(await names(ro(), 'Galaxy Ș24'), ['Samsung Galaxy S24'], 'Romanian accents');
    assert.deepEqual(await names(cz(), 's24 samsung'), ['Samsung Galaxy S24']);
    assert.deepEqual(await names(cz(), 'iphone 16'), ['Apple iPhone 16', 'Apple iPhone 16 Pro']);
  });

  test('puts names starting with the term first, then the newest', async () => {
    assert.deepEqual(
      (await names(cz(), 'galaxy s', 4)).slice(0, 2),
      ['Samsung Galaxy S24', 'Samsung Galaxy S23'],
      'the phrase "galaxy s" before models that only contain both words (A55 is as new as the S24)',
    );
    assert.deepEqual(await names(cz(), 'ipad'), ['Apple iPad Air 11" (M2)', 'Apple iPad (10th generation)']);
    assert.deepEqual(await names(cz(), 'pixel'), ['Google Pixel 9', 'Google Pixel 8']);
    assert.deepEqual(await names(cz(), 'watch 9'), ['Apple Watch Series 9 41 mm']);
  });

  test('honours the limit and answers an empty list when nothing matches', async () => {
    assert.equal((await names(cz(), 'galaxy', 2)).length, 2);
    assert.deepEqual(await names(cz(), 'nokia 3310'), []);
    assert.deepEqual(await names(cz(), 'airpods'), [], 'accessories are not repaired');
    assert.deepEqual(await names(cz(), '--'), [], 'only punctuation matches nothing');
  });

  test('needs at least 2 characters; odd values are 400, never 500', async () => {
    for (const query of [
      'term=a',
      'term=%20%20a%20',
      '',
      'term=ab&limit=0',
      'term=ab&limit=21',
      'term=ab&limit=x',
      'term=a&term=b',
      `term=${'x'.repeat(101)}`,
    ]) {
      const response = await request(`${cz()}/search/?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request', query);
    }
    const odd = await request(`${cz()}/search/?term=${encodeURIComponent("%_'\\ zz")}`);
    assert.equal(odd.status, 200);
    assert.deepEqual(odd.body.items, [], 'LIKE wildcards in the term match nothing by themselves');
  });
});

describe('GET /api/new/service/search/product-data/', () => {
  test('selects a found model down to the model, with its colours and operations', async () => {
    const pixel = await modelId(api.db, 'google-pixel-8');
    const response = await request(`${cz()}/search/product-data/?model=${pixel}`);
    assert.equal(response.status, 200);
    const { selected_choices: selected, choices, operations, url } = response.body;
    assert.equal(url, '/servis/telefony/google/google-pixel-8');
    assert.equal(selected.product_model.id, pixel);
    assert.equal(selected.product_color, null);
    assert.ok(choices.product_color.length > 0, 'the colours to choose from');
    assert.deepEqual(operations.device, {
      model_id: pixel,
      colour_id: null,
      name: 'Google Pixel 8',
      colour: null,
    });
    assert.deepEqual(operations.operations[0].price, { amount: 449_000, currency: 'CZK' });

    const roResponse = await request(`${ro()}/search/product-data/?model=${pixel}`);
    assert.equal(roResponse.body.url, '/service/telefoane/google/google-pixel-8');
    assert.deepEqual(roResponse.body.operations.operations[0].price, { amount: 89_900, currency: 'RON' });
  });

  test('answers 404 model_not_found for a model without operations, 400 for odd ids', async () => {
    const accessory = await modelId(api.db, 'apple-airpods-pro-2-usb-c');
    for (const model of [String(accessory), '424242', '2147483647']) {
      const response = await request(`${cz()}/search/product-data/?model=${model}`);
      assert.equal(response.status, 404, model);
      assert.equal(response.body.code, 'model_not_found', model);
    }
    assert.equal(
      (await request(`${ro()}/search/product-data/?model=424242`)).body.message,
      'Nu reparăm acest model.',
    );
    for (const query of ['', 'model=abc', 'model=0', 'model=1.5', 'model=2147483648', 'model=1&model=2']) {
      const response = await request(`${cz()}/search/product-data/?${query}`);
      assert.equal(response.status, 400, query);
    }
  });
});
