import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

// Every string field of every contract refuses a NUL byte (PostgreSQL cannot store it: the query
// failed with a 500) and a lone surrogate (no UTF-8 form): 400 with the field's message.

const api = withFreshApp();
const invalidCharacters = 'Text obsahuje nepovolené znaky.';

describe('a string with characters no text column can hold', () => {
  test('a NUL in a query parameter answers 400 on the field', async () => {
    const response = await request(`${api.url}/api/new/catalogue/products?type=a%00b`);
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    assert.deepEqual(response.body.errors, { query: { type: [invalidCharacters] } });
  });

  test('a NUL in a body field answers 400 on the field', async () => {
    const response = await request(`${api.url}/api/new/cart/remove`, {
      json: { productSeoName: 'a\u0000b' },
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors, { form: { productSeoName: [invalidCharacters] } });
  });

  test('a lone surrogate in a body field answers 400 on the field', async () => {
    const login = await request(`${api.url}/api/new/accounts/login`, {
      body: '{"email":"jana\\ud800@example.cz","password":"x"}',
    });
    assert.equal(login.status, 400);
    assert.deepEqual(login.body.errors?.form?.email, [invalidCharacters]);
  });

  test('text with emoji and accents stays valid', async () => {
    const response = await request(
      `${api.url}/api/new/catalogue/products?type=${encodeURIComponent('žluťoučký😀')}`,
    );
    assert.equal(response.status, 404);
  });
});
