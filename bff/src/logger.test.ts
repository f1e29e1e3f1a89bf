import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from './logger.ts';
import { deadUrl, startBff, startStubApi, testConfig } from './test-support/fixtures.ts';

interface LogEntry {
  level: number;
  msg?: string;
  req?: { id?: string; headers: Record<string, string> };
  res?: { statusCode: number; headers: Record<string, string> };
  err?: { code?: string };
}

function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
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
});
