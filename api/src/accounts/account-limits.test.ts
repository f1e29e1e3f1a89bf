import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited, fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// Registration: 0.6 s of scrypt and a welcome e-mail each, so it is limited per address. (The
// password reset's limits are tested with the reset in password-reset.test.ts.)

const dataDir = mkdtempSync(join(tmpdir(), 'api-account-limits-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir } });
const HOUR_S = 3600;
const PASSWORD = 'Nove-Heslo-2026!';

function register(email: string, ip: string) {
  return request(`${api.url}/api/new/accounts/register`, {
    json: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName: 'Petr',
      lastName: 'Svoboda',
      phone: '777 123 456',
      consentTerms: true,
    },
    headers: fromAddress(ip),
  });
}

describe('POST /api/new/accounts/register limits', () => {
  test('10 registrations an hour from one address; the 11th is 429 and opens nothing, another address registers', async () => {
    for (let i = 0; i < 10; i += 1)
      assert.equal((await register(`bulk${i}@example.cz`, '198.51.100.1')).status, 201);
    assertRateLimited(await register('bulk-last@example.cz', '198.51.100.1'), 2 * HOUR_S);
    assert.equal((await mailsTo(dataDir, 'bulk-last@example.cz')).length, 0);
    const user = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bulk-last@example.cz')
      .execute();
    assert.equal(user.length, 0);
    assert.equal((await register('bulk-last@example.cz', '198.51.100.2')).status, 201);
  });

  test('a refused registration (409 e-mail taken) uses up nothing of the address limit', async () => {
    for (let i = 0; i < 12; i += 1)
      assert.equal((await register('jana.novakova@example.cz', '192.0.2.1')).status, 409);
    assert.equal((await register('fresh@example.cz', '192.0.2.1')).status, 201);
  });
});
