import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from './logger.ts';
import { deadUrl, startBff, startStubApi, testConfig } from './test-support/fixtures.ts';

interface LogEntry {
  level: number;
  msg?: string;
  responseTime?: number;
  req?: { id?: string; method?: string; url?: string; headers: Record<string, string> };
  res?: { statusCode: number; headers: Record<string, string> };
  err?: { code?: string };
}

function captureLogs(level = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    text: () => lines.join(''),
  };
}

describe('request logs', () => {
  it('logs a 5xx at error level with the request id and without the session cookie', async () => {
    const logs = captureLogs();
    const bff = await startBff(testConfig({ apiUrl: await deadUrl() }), { logger: logs.logger });
    try {
      const response = await fetch(`${bff.url}/api/new/cart`, {
        headers: {
          cookie: 'sid=s3cret-session',
          'x-request-id': 'log-test-1',
          authorization: 'Bearer t0ken',
        },
      });
      assert.equal(response.status, 502);
      await response.arrayBuffer();
      await delay(20);
      const completed = logs.entries().find((entry) => entry.res?.statusCode === 502);
      assert.ok(completed, logs.text());
      assert.equal(completed.level, 50, 'error level');
      assert.equal(completed.req?.id, 'log-test-1');
      assert.equal(completed.req?.headers.cookie, '[redacted]');
      assert.equal(completed.req?.headers.authorization, '[redacted]');
      assert.equal(completed.err?.code, 'ECONNREFUSED', 'the cause is on the same line');
      assert.equal(logs.entries().length, 1, 'one line per request');
      assert.doesNotMatch(logs.text(), /s3cret-session|t0ken/);
    } finally {
      await bff.shutdown();
    }
  });

  it('keeps Set-Cookie of the api out of the logs', async () => {
    const api = await startStubApi((app) => {
      app.post('/api/new/accounts/login', (_req, res) => {
        res.append('Set-Cookie', 'sid=fresh-secret; Path=/; HttpOnly').json({ user: null });
      });
    });
    const logs = captureLogs();
    const bff = await startBff(testConfig({ apiUrl: api.url }), { logger: logs.logger });
    try {
      const response = await fetch(`${bff.url}/api/new/accounts/login`, { method: 'POST', body: '{}' });
      assert.equal(response.status, 200);
      assert.deepEqual(response.headers.getSetCookie(), ['sid=fresh-secret; Path=/; HttpOnly']);
      await response.arrayBuffer();
      await delay(20);
      const completed = logs.entries().find((entry) => entry.res?.statusCode === 200);
      assert.ok(completed, logs.text());
      assert.equal(completed.res?.headers['set-cookie'], '[redacted]');
      assert.doesNotMatch(logs.text(), /fresh-secret/);
    } finally {
      await bff.shutdown();
      await api.close();
    }
  });

  it('logs each answered request once at info, with the request, the answer and its time', async () => {
    const api = await startStubApi((app) => {
      app.get('/api/new/cart', (_req, res) => {
        res.json({ count: 0 });
      });
    });
    const logs = captureLogs();
    const bff = await startBff(testConfig({ apiUrl: api.url }), { logger: logs.logger });
    try {
      for (const id of ['log-ok-1', 'log-ok-2']) {
        const response = await fetch(`${bff.url}/api/new/cart`, { headers: { 'x-request-id': id } });
        assert.equal(response.status, 200);
        await response.arrayBuffer();
      }
      await delay(20);
      const lines = logs.entries().filter((entry) => entry.req?.url === '/api/new/cart');
      assert.deepEqual(
        lines.map((entry) => [
          entry.level,
          entry.msg,
          entry.req?.id,
          entry.req?.method,
          entry.res?.statusCode,
        ]),
        [
          [30, 'request completed', 'log-ok-1', 'GET', 200],
          [30, 'request completed', 'log-ok-2', 'GET', 200],
        ],
      );
      assert.equal(typeof lines[0]?.responseTime, 'number');
      assert.equal(lines[0]?.res?.headers['content-type'], 'application/json; charset=utf-8');
    } finally {
      await bff.shutdown();
      await api.close();
    }
  });

  it('writes nothing for a request whose line is below the level', async () => {
    const api = await startStubApi((app) => {
      app.get('/api/new/cart', (_req, res) => {
        res.json({ count: 0 });
      });
    });
    const logs = captureLogs('warn');
    const bff = await startBff(testConfig({ apiUrl: api.url }), { logger: logs.logger });
    try {
      await (await fetch(`${bff.url}/api/new/cart`)).arrayBuffer();
      await delay(20);
      assert.deepEqual(
        logs.entries().map((entry) => entry.level),
        [],
        logs.text(),
      );
    } finally {
      await bff.shutdown();
      await api.close();
    }
  });
});
