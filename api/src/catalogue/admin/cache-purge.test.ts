import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const PURGE = '/api/new/core/fastly/purge';

/** Fastly's API as far as the purge uses it: records each call, answers `status`. */
function fakeFastly() {
  const calls: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  return {
    calls,
    server,
    answer(next: number) {
      status = next;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('POST /api/new/core/fastly/purge without Fastly (the bff purges its own cache)', () => {
  const api = withFreshApp();

  test('purges the Default keys "html endpoint" and records who did it in the history', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await request(`${api.url}${PURGE}`, { sid, json: { keys: 'html endpoint' } });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      mode: 'key',
      keys: ['html', 'endpoint'],
      path: null,
      softPurge: false,
      target: 'bff',
    });
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const rows = await api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'cache').execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0].actor_email, 'admin@example.cz');
    assert.equal(rows[0].action, 'purge');
  });

  test('purges a URL by its path and query, softly when asked, and everything with mode full', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const byUrl = await request(`${api.url}${PURGE}`, {
      sid,
      json: { mode: 'url', url: 'https://shop.example/api/new/catalogue/browse/?q=iphone', soft_purge: true },
    });
    assert.equal(byUrl.status, 200);
    assert.equal(byUrl.body.path, '/api/new/catalogue/browse/?q=iphone');
    assert.equal(byUrl.body.softPurge, true);
    const all = await request(`${api.url}${PURGE}`, { sid, json: { mode: 'full' } });
    assert.equal(all.status, 200);
    assert.equal(all.body.mode, 'full');
  });

  test('refuses missing or malformed keys and URLs at their fields, in Czech', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const noKeys = await request(`${api.url}${PURGE}`, { sid, json: { mode: 'key', keys: '  ' } });
    assert.equal(noKeys.status, 400);
    assert.equal(noKeys.body.errors.form.keys[0], 'Tato hodnota je požadována.');
    const badKey = await request(`${api.url}${PURGE}`, { sid, json: { keys: 'product-1 <script>' } });
    assert.equal(badKey.status, 400);
    assert.ok(badKey.body.errors.form.keys);
    const badUrl = await request(`${api.url}${PURGE}`, {
      sid,
      json: { mode: 'url', url: 'javascript:alert(1)' },
    });
    assert.equal(badUrl.status, 400);
    assert.ok(badUrl.body.errors.form.url);
  });

  test('refuses the warehouse role and customers', async () => {
    for (const email of ['sklad@example.cz', 'jana.novakova@example.cz']) {
      const sid = await logIn(api.url, email);
      const response = await request(`${api.url}${PURGE}`, { sid, json: { mode: 'full' } });
      assert.equal(response.status, 403, email);
    }
    assert.equal((await request(`${api.url}${PURGE}`, { json: { mode: 'full' } })).status, 401);
  });
});

describe('POST /api/new/core/fastly/purge with Fastly configured', () => {
  const fastly = fakeFastly();
  before(() => new Promise<void>((resolve) => fastly.server.listen(0, '127.0.0.1', resolve)));
  after(() => new Promise<void>((resolve) => fastly.server.close(() => resolve())));
  const api = withFreshApp(['cz'], {
    config: {
      get fastly() {
        return { apiToken: 'test-token', serviceId: 'SVC123', apiUrl: fastly.url() };
      },
    },
  });

  test("calls Fastly's purge API for keys, softly when asked, with the service's token", async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await request(`${api.url}${PURGE}`, {
      sid,
      json: { keys: 'html endpoint', soft_purge: true },
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.target, 'fastly');
    const call = fastly.calls.at(-1);
    assert.equal(call?.method, 'POST');
    assert.equal(call?.url, '/service/SVC123/purge');
    assert.equal(call?.headers['surrogate-key'], 'html endpoint');
    assert.equal(call?.headers['fastly-key'], 'test-token');
    assert.equal(call?.headers['fastly-soft-purge'], '1');
  });

  test('purges everything with purge_all', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await request(`${api.url}${PURGE}`, { sid, json: { mode: 'full' } });
    assert.equal(response.status, 200);
    assert.equal(fastly.calls.at(-1)?.url, '/service/SVC123/purge_all');
  });

  test('answers 502 cache_purge_failed when Fastly refuses, and records nothing', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const before = await api.db.selectFrom('audit_log').select('id').where('entity', '=', 'cache').execute();
    fastly.answer(503);
    const response = await request(`${api.url}${PURGE}`, { sid, json: { mode: 'full' } });
    fastly.answer(200);
    assert.equal(response.status, 502);
    assert.equal(response.body.code, 'cache_purge_failed');
    assert.equal(response.body.message, 'Vyčištění mezipaměti se nezdařilo.');
    const afterRows = await api.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'cache')
      .execute();
    assert.equal(afterRows.length, before.length);
  });
});
