import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { Request } from 'express';
import type { ApiErrorBody } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { RunningServer } from '../server.ts';
import { deadUrl, type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyLength: number;
  bodySha256: string;
  body: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const traceparentFormat = /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let api: StubApi;
let bff: RunningServer;
const echoSockets: number[] = [];
let echoCalls = 0;

async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

before(async () => {
  api = await startStubApi((app) => {
    app.all('/api/new/echo', async (req, res) => {
      echoCalls += 1;
      echoSockets.push(req.socket.remotePort ?? 0);
      const body = await readBody(req);
      res.append('Set-Cookie', ['sid=rotated; Path=/; HttpOnly; SameSite=Lax', 'theme=dark; Path=/']);
      const echo: Echo = {
        method: req.method,
        url: req.originalUrl,
        headers: req.headers as Record<string, string>,
        bodyLength: body.length,
        bodySha256: sha256(body),
        body: body.length < 1000 ? body.toString() : '',
      };
      res.json(echo);
    });
    app.get('/api/new/accounts/orders', (_req, res) => {
      res.status(401).json({ type: 'unauthenticated', code: 'login_required', message: 'Log in first' });
    });
    app.get('/api/docs/openapi.json', (_req, res) => {
      res.json({ openapi: '3.1.0' });
    });
    app.get('/api/new/slow', async (_req, res) => {
      await delay(600, undefined, { ref: false });
      res.json({ late: true });
    });
  });
  bff = await startBff(testConfig({ apiUrl: api.url, apiTimeoutMs: 200 }));
});
after(async () => {
  await bff.shutdown();
  await api.close();
});

describe('proxy /api/new/*', () => {
  it('passes method, path, query, body and cookies to the api unchanged', async () => {
    const body = '{"productId": 42, "quantity": 1}';
    const response = await fetch(`${bff.url}/api/new/echo?page=2&sort=price%20asc`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc123; theme=light' },
      body,
    });
    assert.equal(response.status, 200);
    const echo = (await response.json()) as Echo;
    assert.equal(echo.method, 'PATCH');
    assert.equal(echo.url, '/api/new/echo?page=2&sort=price%20asc');
    assert.equal(echo.headers.cookie, 'sid=abc123; theme=light');
    assert.equal(echo.headers['content-type'], 'application/json');
    assert.equal(echo.body, body);
  });

  it("serves the api's OpenAPI document on the shop's origin", async () => {
    const response = await fetch(`${bff.url}/api/docs/openapi.json`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { openapi: '3.1.0' });
  });

  it('passes every Set-Cookie of the api back to the browser unchanged', async () => {
    const response = await fetch(`${bff.url}/api/new/echo`, { method: 'POST', body: 'x' });
    await response.arrayBuffer();
    assert.deepEqual(response.headers.getSetCookie(), [
      'sid=rotated; Path=/; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/',
    ]);
  });

  it('streams the body without parsing it (malformed JSON and a 1 MB upload arrive byte for byte)', async () => {
    const malformed = '{"not": json';
    const echo = (await (
      await fetch(`${bff.url}/api/new/echo`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: malformed,
      })
    ).json()) as Echo;
    assert.equal(echo.body, malformed);

    const upload = Buffer.alloc(1024 * 1024, 'a'); // exactly at the limit
    const big = (await (
      await fetch(`${bff.url}/api/new/echo`, { method: 'POST', body: upload })
    ).json()) as Echo;
    assert.equal(big.bodyLength, upload.length);
    assert.equal(big.bodySha256, sha256(upload));
  });

  it('forwards the caller request id and traceparent and echoes the id back', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const response = await fetch(`${bff.url}/api/new/echo`, {
      method: 'DELETE',
      headers: { 'x-request-id': 'req-from-browser-1', traceparent },
    });
    const echo = (await response.json()) as Echo;
    assert.equal(echo.method, 'DELETE');
    assert.equal(echo.headers['x-request-id'], 'req-from-browser-1');
    assert.equal(echo.headers.traceparent, traceparent);
    assert.equal(response.headers.get('x-request-id'), 'req-from-browser-1');
  });

  it('generates a request id and a traceparent when the caller sends none (or garbage)', async () => {
    const response = await fetch(`${bff.url}/api/new/echo`, {
      headers: { traceparent: 'garbage', 'x-request-id': 'bad id\twith spaces' },
    });
    const echo = (await response.json()) as Echo;
    const id = response.headers.get('x-request-id') ?? '';
    assert.match(id, uuid);
    assert.equal(echo.headers['x-request-id'], id);
    assert.match(echo.headers.traceparent, traceparentFormat);
  });

  it('tells the api who the client is through x-forwarded-*', async () => {
    const echo = (await (await fetch(`${bff.url}/api/new/echo`)).json()) as Echo;
    assert.match(echo.headers['x-forwarded-for'], /^(::ffff:)?127\.0\.0\.1$/);
    assert.equal(echo.headers['x-forwarded-proto'], 'http');
    assert.equal(echo.headers['x-forwarded-host'], new URL(bff.url).host);
    assert.equal(echo.headers.host, new URL(bff.url).host, 'the api sees the public Host');
  });

  it('forwards the client address it determined, never a chain the client wrote', async () => {
    const echo = (await (
      await fetch(`${bff.url}/api/new/echo`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } })
    ).json()) as Echo;
    assert.match(echo.headers['x-forwarded-for'], /^(::ffff:)?127\.0\.0\.1$/);

    // Behind a proxy TRUST_PROXY names, the client is the address that proxy reported, alone.
    const behindProxy = await startBff(testConfig({ apiUrl: api.url, trustProxy: 'loopback' }));
    try {
      const forwarded = (await (
        await fetch(`${behindProxy.url}/api/new/echo`, {
          headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
        })
      ).json()) as Echo;
      assert.equal(forwarded.headers['x-forwarded-for'], '203.0.113.9');
    } finally {
      await behindProxy.shutdown();
    }
  });

  it('passes api errors through as they are', async () => {
    const response = await fetch(`${bff.url}/api/new/accounts/orders`);
    assert.equal(response.status, 401);
    assert.deepEqual(await response.json(), {
      type: 'unauthenticated',
      code: 'login_required',
      message: 'Log in first',
    });
  });

  it('reuses keep-alive connections to the api', async () => {
    echoSockets.length = 0;
    for (let i = 0; i < 3; i += 1) await (await fetch(`${bff.url}/api/new/echo`)).arrayBuffer();
    assert.equal(new Set(echoSockets).size, 1, `api saw client ports ${echoSockets.join(', ')}`);
  });

  it('refuses a body over 1 MB with 413 before calling the api', async () => {
    const callsBefore = echoCalls;
    const response = await fetch(`${bff.url}/api/new/echo`, {
      method: 'POST',
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    assert.equal(response.status, 413);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.code, 'payload_too_large');
    assert.equal(body.type, 'validation');
    assert.equal(typeof body.message, 'string');
    assert.equal(echoCalls, callsBefore);
  });

  it('lets a file upload (multipart) through up to its larger limit, and no further', async () => {
    const upload = (size: number) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(size, 'a')]), 'prices.csv');
      return fetch(`${bff.url}/api/new/echo`, { method: 'POST', body: form });
    };
    const callsBefore = echoCalls;
    const accepted = await upload(2 * 1024 * 1024);
    await accepted.arrayBuffer();
    assert.equal(accepted.status, 200);
    assert.equal(echoCalls, callsBefore + 1);
    const refused = await upload(61 * 1024 * 1024);
    assert.equal(refused.status, 413);
    assert.equal(echoCalls, callsBefore + 1);
  });

  it('answers 504 api_timeout when the api is too slow', async () => {
    const started = performance.now();
    const response = await fetch(`${bff.url}/api/new/slow`);
    assert.equal(response.status, 504);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.type, 'upstream');
    assert.equal(body.code, 'api_timeout');
    assert.equal(typeof body.message, 'string');
    assert.ok(performance.now() - started < 550, 'answered at the deadline, not when the api finished');
    assert.ok(response.headers.get('x-request-id'));
  });
});

describe('proxy when the api is down', () => {
  it('answers in the language of the shop: the Romanian shop says it in Romanian', async () => {
    const down = await startBff(testConfig({ shop: 'ro', apiUrl: await deadUrl() }));
    try {
      const response = await fetch(`${down.url}/api/new/catalogue/product-types`);
      assert.equal(
        ((await response.json()) as ApiErrorBody).message,
        apiErrorMessages['ro-RO'].api_unavailable,
      );
      const unknown = await fetch(`${down.url}/api/bff/nothing`);
      assert.equal(((await unknown.json()) as ApiErrorBody).message, apiErrorMessages['ro-RO'].not_found);
    } finally {
      await down.shutdown();
    }
  });

  it('answers 502 api_unavailable in the error shape', async () => {
    const down = await startBff(testConfig({ apiUrl: await deadUrl() }));
    try {
      const response = await fetch(`${down.url}/api/new/catalogue/product-types`);
      assert.equal(response.status, 502);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.deepEqual(await response.json(), {
        type: 'upstream',
        code: 'api_unavailable',
        message: apiErrorMessages['cs-CZ'].api_unavailable,
      });
      const post = await fetch(`${down.url}/api/new/accounts/login`, { method: 'POST', body: '{}' });
      assert.equal(post.status, 502);
    } finally {
      await down.shutdown();
    }
  });
});
