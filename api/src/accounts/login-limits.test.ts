import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { DEMO_PASSWORD, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function login(shop: 'cz' | 'ro', json: Record<string, unknown>, ip: string) {
  return request(`${api.apps[shop].url}/api/new/accounts/login`, {
    json,
    headers: { 'x-forwarded-for': ip },
  });
}

describe('login limit per account', () => {
  test('10 failures for one e-mail from different addresses lock it: the 11th attempt, even with the right password, is 429', async () => {
    const email = 'nakup@firma-example.cz';
    for (let i = 1; i <= 10; i += 1) {
      const failed = await login('cz', { email, password: `wrong-${i}` }, `203.0.113.${i}`);
      assert.equal(failed.status, 401, `attempt ${i}`);
    }
    const locked = await login('cz', { email, password: DEMO_PASSWORD }, '203.0.113.200');
    assert.equal(locked.status, 429);
    assert.equal(locked.body.code, 'too_many_attempts');
    const retryAfter = Number(locked.headers.get('retry-after'));
    assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    assert.deepEqual(locked.body.lock, { scope: 'account', retryAfterSeconds: retryAfter });
    assert.match(locked.body.message, /Zkuste to znovu za 15 min/);
    assert.equal(sessionCookie(locked.headers), undefined);

    // Other accounts from those addresses are not affected.
    const other = await login(
      'cz',
      { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD },
      '203.0.113.1',
    );
    assert.equal(other.status, 200);
  });

  test('the lock ends when the oldest counted failure is 15 minutes old', async () => {
    const email = 'nakup@firma-example.cz';
    const oldest = await api.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', email)
      .orderBy('attempted_at')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('login_attempts')
      .set({ attempted_at: new Date(Date.now() - 16 * 60 * 1000) })
      .where('id', '=', oldest.id)
      .execute();
    const response = await login('cz', { email, password: DEMO_PASSWORD }, '203.0.113.200');
    assert.equal(response.status, 200);
  });
});

describe('login limit per address', () => {
  test('30 failures from one address for any e-mails lock the address, in the shop’s language', async () => {
    const ip = '198.51.100.77';
    for (let i = 1; i <= 30; i += 1) {
      const failed = await login('ro', { email: `guess-${i}@example.ro`, password: 'Wrong-1!' }, ip);
      assert.equal(failed.status, 401, `attempt ${i}`);
    }
    const locked = await login('ro', { email: 'ana.popescu@example.ro', password: DEMO_PASSWORD }, ip);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.lock.scope, 'address');
    assert.equal(Number(locked.headers.get('retry-after')), locked.body.lock.retryAfterSeconds);
    assert.match(locked.body.message, /Încercați din nou peste \d+ min/);

    const elsewhere = await login(
      'ro',
      { email: 'ana.popescu@example.ro', password: DEMO_PASSWORD },
      '198.51.100.78',
    );
    assert.equal(elsewhere.status, 200, 'the account itself is not locked');
    const czShop = await login('cz', { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD }, ip);
    assert.equal(czShop.status, 200, 'limits are counted per shop');
  });
});

describe('remember me', () => {
  async function sessionRow(token: string) {
    return api.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sha256(token))
      .executeTakeFirstOrThrow();
  }

  test('rememberMe gives a persistent cookie and a session that idles until its absolute expiry', async () => {
    const response = await login(
      'cz',
      { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD, rememberMe: true },
      '192.0.2.1',
    );
    assert.equal(response.status, 200);
    const cookie = sessionCookie(response.headers);
    assert.ok(cookie);
    const expires = Date.parse(
      cookie.attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length),
    );
    assert.ok(Math.abs(expires - (Date.now() + 14 * 24 * 3600 * 1000)) < 60_000, 'cookie lives 14 days');
    const row = await sessionRow(cookie.value);
    assert.equal(row.remember, true);
    assert.equal(row.expires_at.getTime(), row.absolute_expires_at.getTime());

    // A request after a while touches the session but keeps it idling until the absolute expiry.
    await api.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 3 * 3600 * 1000) })
      .where('id', '=', row.id)
      .execute();
    const me = await request(`${api.url}/api/new/accounts/me`, { sid: cookie.value });
    assert.equal(me.body.user.email, 'jana.novakova@example.cz');
    const touched = await sessionRow(cookie.value);
    assert.ok(Date.now() - touched.last_seen_at.getTime() < 60_000, 'touched');
    assert.equal(touched.expires_at.getTime(), row.absolute_expires_at.getTime());
  });

  test('without rememberMe the cookie has no expiry and the session idles out after 2 hours', async () => {
    const response = await login(
      'ro',
      { email: 'ana.popescu@example.ro', password: DEMO_PASSWORD },
      '192.0.2.2',
    );
    const cookie = sessionCookie(response.headers);
    assert.ok(cookie);
    assert.ok(!cookie.attributes.some((a) => /^(Expires|Max-Age)=/i.test(a)));
    const row = await sessionRow(cookie.value);
    assert.equal(row.remember, false);
    assert.ok(Math.abs(row.expires_at.getTime() - (Date.now() + 2 * 3600 * 1000)) < 60_000);
  });

  test('rememberMe must be a boolean', async () => {
    const response = await login(
      'cz',
      { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD, rememberMe: 'yes' },
      '192.0.2.3',
    );
    assert.equal(response.status, 400);
    assert.ok(response.body.errors.form.rememberMe);
  });
});
