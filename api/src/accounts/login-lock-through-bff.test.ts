import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from 'bff/src/config.ts';
import { type RunningServer, startServer } from 'bff/src/server.ts';
import { DEMO_PASSWORD, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { MAX_FAILED_LOGINS_PER_ADDRESS } from './login-lock.ts';

// The shop as customers reach it: the real bff in front of the real api. A client that writes its
// own X-Forwarded-For must still be counted at the address it really comes from.

const api = withFreshApp();
let bff: RunningServer;

const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });

function logInThroughBff(email: string, password: string, headers: Record<string, string>) {
  return request(`${bff.url}/api/new/accounts/login`, { json: { email, password }, headers });
}

describe('login lock per address, through the bff', () => {
  before(async () => {
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', SHUTDOWN_DELAY_MS: '0', API_URL: api.url });
    bff = await startServer(config);
  });
  after(async () => {
    await bff.shutdown();
  });

  test('a new X-Forwarded-For on every attempt neither evades nor resets the lock of the real address', async () => {
    for (let i = 1; i <= MAX_FAILED_LOGINS_PER_ADDRESS; i += 1) {
      const failed = await logInThroughBff(`guess-${i}@example.cz`, 'Wrong-1!', spoofed(i));
      assert.equal(failed.status, 401, `attempt ${i}`);
    }
    const counted = await api.db.selectFrom('login_attempts').select('ip').distinct().execute();
    assert.equal(counted.length, 1, 'every failure was counted at one address');
    assert.match(counted[0].ip, /^(::ffff:)?127\.0\.0\.1$/);

    const locked = await logInThroughBff('jana.novakova@example.cz', DEMO_PASSWORD, spoofed(200));
    assert.equal(locked.status, 429);
    assert.equal(locked.body.lock.scope, 'address');
  });
});
