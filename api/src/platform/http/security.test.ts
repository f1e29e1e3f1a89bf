import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const api = withFreshApp();

function assertProtected(headers: Headers, where: string): void {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', where);
  assert.equal(headers.get('x-frame-options'), 'DENY', where);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', where);
  assert.match(headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, where);
}

describe('security headers', () => {
  test('every JSON answer, errors included, carries them with a policy that loads nothing', async () => {
    for (const path of ['/api/new/catalogue/product-types', '/api/new/no-such-route', '/healthz']) {
      const response = await request(`${api.url}${path}`);
      assertProtected(response.headers, path);
      assert.match(response.headers.get('content-security-policy') ?? '', /^default-src 'none'/, path);
    }
    const refused = await request(`${api.url}/api/new/admin/overview`);
    assert.equal(refused.status, 401);
    assertProtected(refused.headers, 'a 401');
  });

  test('the API reference page still works: its own policy lets its scripts and styles load', async () => {
    const page = await fetch(`${api.url}/api/docs`);
    assert.equal(page.status, 200);
    assertProtected(page.headers, '/api/docs');
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /style-src 'self' 'unsafe-inline'/);
    for (const asset of [
      '/api/docs/init.js',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
    ])
      assert.equal((await fetch(`${api.url}${asset}`)).status, 200, asset);
  });
});

describe('cross-site request check', () => {
  const login = (headers: Record<string, string>) =>
    request(`${api.url}/api/new/accounts/login`, {
      json: { email: 'jana.novakova@example.cz', password: 'Wrong-1!' },
      headers,
    });

  test('refuses a POST from another origin with 403 csrf_rejected in the error shape', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await login(headers);
      assert.equal(response.status, 403, JSON.stringify(headers));
      assert.deepEqual(Object.keys(response.body).sort(), ['code', 'message', 'type']);
      assert.equal(response.body.type, 'forbidden');
      assert.equal(response.body.code, 'csrf_rejected');
    }
  });

  test('lets through the shop itself, the test gateway’s form (Origin null, same-origin) and server-to-server calls', async () => {
    const ownOrServer: Record<string, string>[] = [
      { origin: api.url, 'sec-fetch-site': 'same-origin' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of ownOrServer) {
      const response = await login(headers);
      assert.equal(response.status, 401, JSON.stringify(headers));
      assert.equal(response.body.code, 'invalid_credentials');
    }
  });

  test('judges the origin by the host the bff forwarded, as the browser addressed the shop', async () => {
    const headers = {
      origin: 'https://shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
    };
    assert.equal((await login(headers)).status, 401);
    assert.equal((await login({ ...headers, origin: 'https://evil.example' })).status, 403);
  });
});
