import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { startTestApp, withFreshApp } from '../test-support/test-app.ts';
import { openTestDatabase } from '../test-support/test-database.ts';

// The platform's HTTP behaviour every route shares: health, errors, request ids.

const api = withFreshApp();

describe('health', () => {
  test('GET /healthz answers { status: ok }', async () => {
    const response = await request(`${api.url}/healthz`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok' });
  });

  test('GET /readyz answers 200 while the database answers', async () => {
    assert.deepEqual((await request(`${api.url}/readyz`)).body, { status: 'ok' });
  });
});

describe('errors', () => {
  test('an unknown route answers 404 in the JSON error shape, for any method and prefix', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['POST', '/api/new/catalogue/nothing'],
      ['DELETE', '/api/new/accounts/me'],
    ]) {
      const response = await request(`${api.url}${path}`, { method });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.deepEqual(response.body, {
        type: 'not_found',
        code: 'route_not_found',
        message: 'Požadovanou položku jsme nenašli.',
      });
    }
  });

  test('malformed JSON answers 400 malformed_json', async () => {
    const response = await request(`${api.url}/api/new/accounts/login`, { body: '{"email":' });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'malformed_json');
  });

  test('a body over 100 kB answers 413 in the error shape', async () => {
    const response = await request(`${api.url}/api/new/accounts/login`, {
      json: { email: 'a@b.cz', password: 'x'.repeat(200_000) },
    });
    assert.equal(response.status, 413);
    assert.equal(response.body.code, 'payload_too_large');
  });

  test('a body that does not inflate as its Content-Encoding says answers 400 invalid_body', async () => {
    const response = await request(`${api.url}/api/new/accounts/login`, {
      body: '{"email":"a@example.cz"}',
      headers: { 'content-encoding': 'gzip' },
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      type: 'validation',
      code: 'invalid_body',
      message: 'Požadavek se nepodařilo zpracovat. Zkuste to prosím znovu.',
    });
  });

  test('a body that is not JSON is validated like an empty one (400, never 500)', async () => {
    const response = await request(`${api.url}/api/new/accounts/login`, {
      body: 'email=a@b.cz&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.status, 400);
    const required = 'Tato hodnota je požadována.';
    assert.deepEqual(response.body.errors, { form: { email: [required], password: [required] } });
  });

  test('an unexpected failure answers a bare 500, and the log has the cause with the request id', async () => {
    // A real fault, not a mock: this instance's database handle is gone.
    const broken = await openTestDatabase();
    const brokenApp = await startTestApp(broken.db);
    await broken.close();
    try {
      const response = await request(`${brokenApp.url}/api/new/catalogue/product-types`, {
        headers: { 'x-request-id': 'trace-500-test' },
      });
      assert.equal(response.status, 500);
      assert.deepEqual(Object.keys(response.body).sort(), ['code', 'message', 'type']);
      assert.equal(response.body.type, 'internal');
      assert.equal(response.body.code, 'internal_error');
      assert.doesNotMatch(JSON.stringify(response.body), /destroyed|Error|at /, 'no internals leak');
      assert.equal(response.headers.get('x-request-id'), 'trace-500-test');
      const logged = brokenApp.logs.find((line) => line.msg === 'unhandled error');
      assert.ok(logged, 'the failure is logged');
      assert.equal(logged.reqId, 'trace-500-test');
      assert.equal(logged.level, 50);
      assert.match(JSON.stringify(logged.err), /stack/);

      const ready = await request(`${brokenApp.url}/readyz`);
      assert.equal(ready.status, 503);
      assert.equal(ready.body.code, 'database_unavailable');
    } finally {
      await brokenApp.close();
    }
  });
});

describe('request ids', () => {
  test('echoes a safe incoming x-request-id and logs the request under it', async () => {
    const response = await request(`${api.url}/healthz`, { headers: { 'x-request-id': 'bff-1234.abc' } });
    assert.equal(response.headers.get('x-request-id'), 'bff-1234.abc');
    assert.ok(api.app.logs.some((line) => line.reqId === 'bff-1234.abc' && line.msg === 'request completed'));
  });

  test('replaces a missing or unsafe id with a generated one', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    assert.match((await request(`${api.url}/healthz`)).headers.get('x-request-id') ?? '', uuid);
    const unsafe = await request(`${api.url}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    assert.match(unsafe.headers.get('x-request-id') ?? '', uuid);
  });

  test('never logs the session cookie', async () => {
    await request(`${api.url}/api/new/accounts/me`, { sid: 'S'.repeat(43) });
    assert.ok(!JSON.stringify(api.app.logs).includes('S'.repeat(43)));
  });

  test('does not advertise Express', async () => {
    assert.equal((await request(`${api.url}/healthz`)).headers.get('x-powered-by'), null);
  });
});
