import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { createSession } from '../platform/session.ts';
import { DEMO_PASSWORD, logIn, request, sessionCookie } from '../test-support/http.ts';
import { startTestApp, withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const loginUrl = () => `${api.url}/api/new/accounts/login`;
const meUrl = () => `${api.url}/api/new/accounts/me`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function sessionRowExists(id: string): Promise<boolean> {
  const row = await api.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

describe('POST /api/new/accounts/login', () => {
  test('answers the user and sets an HttpOnly, SameSite=Lax session cookie whose hash alone is stored', async () => {
    const response = await request(loginUrl(), {
      json: { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      user: {
        id: response.body.user.id,
        email: 'jana.novakova@example.cz',
        firstName: 'Jana',
        lastName: 'Nováková',
        role: 'customer',
        companyName: null,
      },
    });
    const cookie = sessionCookie(response.headers);
    assert.ok(cookie);
    assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');
    assert.ok(cookie.attributes.includes('HttpOnly'));
    assert.ok(cookie.attributes.includes('SameSite=Lax'));
    assert.ok(cookie.attributes.includes('Path=/'));
    assert.ok(!cookie.attributes.includes('Secure'), 'no Secure unless COOKIE_SECURE=true');
    assert.ok(
      !cookie.attributes.some((a) => /^(Expires|Max-Age)=/i.test(a)),
      'without remember me the cookie ends with the browser',
    );
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.ok(await sessionRowExists(sha256(cookie.value)));
    assert.ok(!(await sessionRowExists(cookie.value)), 'the raw id is never stored');
  });

  test('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const secureApp = await startTestApp(api.db, { config: { cookieSecure: true } });
    try {
      const response = await request(`${secureApp.url}/api/new/accounts/login`, {
        json: { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD },
      });
      assert.ok(sessionCookie(response.headers)?.attributes.includes('Secure'));
    } finally {
      await secureApp.close();
    }
  });

  test('rotates the id: the anonymous session is replaced, the old id stops working, its cart is kept', async () => {
    const anonymous = await createSession(api.db, 'cz', null);
    const { id: cartId } = await api.db
      .insertInto('carts')
      .values({ shop: 'cz', session_id: anonymous.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db.insertInto('cart_items').values({ cart_id: cartId, product_id: 1, quantity: 2 }).execute();
    assert.equal((await request(`${api.url}/api/new/cart/count`, { sid: anonymous.token })).body.count, 2);

    const signedIn = await logIn(api.url, 'nakup@firma-example.cz', { sid: anonymous.token });

    assert.notEqual(signedIn, anonymous.token);
    assert.equal((await request(meUrl(), { sid: signedIn })).body.user.email, 'nakup@firma-example.cz');
    const old = await request(meUrl(), { sid: anonymous.token });
    assert.deepEqual(old.body, { user: null });
    assert.ok(!(await sessionRowExists(anonymous.id)), 'the pre-login session row is deleted');
    assert.equal((await request(`${api.url}/api/new/cart/count`, { sid: signedIn })).body.count, 2);
  });

  test('rotates the id on a second login too', async () => {
    const first = await logIn(api.url, 'admin@example.cz');
    const second = await logIn(api.url, 'admin@example.cz', { sid: first });
    assert.notEqual(first, second);
    assert.deepEqual((await request(meUrl(), { sid: first })).body, { user: null });
    assert.equal((await request(meUrl(), { sid: second })).body.user.role, 'staff');
  });

  test('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await request(loginUrl(), {
      json: { email: '  Jana.NOVAKOVA@example.cz ', password: DEMO_PASSWORD },
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.user.email, 'jana.novakova@example.cz');
  });

  test('answers 401 invalid_credentials for a wrong password and for an unknown e-mail alike, without a cookie', async () => {
    const wrongPassword = await request(loginUrl(), {
      json: { email: 'jana.novakova@example.cz', password: 'Demo-2025!' },
    });
    const unknownEmail = await request(loginUrl(), {
      json: { email: 'nobody@example.cz', password: DEMO_PASSWORD },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      assert.equal(response.status, 401);
      assert.equal(response.body.type, 'unauthenticated');
      assert.equal(response.body.code, 'invalid_credentials');
      assert.equal(typeof response.body.message, 'string');
      assert.equal(sessionCookie(response.headers), undefined);
    }
    assert.deepEqual(wrongPassword.body, unknownEmail.body, 'no hint whether the account exists');
  });

  test("answers 400 with field errors in the shared shape, in the shop's language", async () => {
    const response = await request(loginUrl(), { json: { email: 'not-an-email', password: '' } });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      type: 'validation',
      code: 'invalid_request',
      message: response.body.message,
      errors: {
        form: { email: ['Zadejte platnou e-mailovou adresu.'], password: ['Tato hodnota je požadována.'] },
      },
    });
    const empty = await request(loginUrl(), { json: {} });
    assert.deepEqual(empty.body.errors, {
      form: { email: ['Tato hodnota je požadována.'], password: ['Tato hodnota je požadována.'] },
    });

    const ro = await request(`${api.apps.ro.url}/api/new/accounts/login`, {
      json: { email: 'ana@', password: 'x' },
    });
    assert.deepEqual(ro.body.errors, { form: { email: ['Introduceți o adresă de e-mail validă.'] } });
  });

  test('answers an empty e-mail with the required message only, not also "invalid e-mail"', async () => {
    for (const email of ['', '   ']) {
      const response = await request(loginUrl(), { json: { email, password: DEMO_PASSWORD } });
      assert.equal(response.status, 400, JSON.stringify(email));
      assert.deepEqual(
        response.body.errors,
        { form: { email: ['Tato hodnota je požadována.'] } },
        JSON.stringify(email),
      );
    }
  });

  test('answers 400, never 500, to bodies of the wrong types', async () => {
    const wrongTypes = await request(loginUrl(), { json: { email: 42, password: ['x'] } });
    assert.equal(wrongTypes.status, 400);
    assert.deepEqual(Object.keys(wrongTypes.body.errors.form).sort(), ['email', 'password']);
    const notAnObject = await request(loginUrl(), { json: ['jana.novakova@example.cz'] });
    assert.equal(notAnObject.status, 400);
    assert.deepEqual(Object.keys(notAnObject.body.errors.form), ['non_field_errors']);
    const nullBody = await request(loginUrl(), { body: 'null' });
    assert.equal(nullBody.status, 400);
  });

  test('answers 400 malformed_json for a broken JSON body', async () => {
    const response = await request(loginUrl(), { body: '{"email": "jana' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      type: 'validation',
      code: 'malformed_json',
      message: response.body.message,
    });
  });

  test('signs in only to the shop the account belongs to', async () => {
    const czAccountOnRo = await request(`${api.apps.ro.url}/api/new/accounts/login`, {
      json: { email: 'jana.novakova@example.cz', password: DEMO_PASSWORD },
    });
    assert.equal(czAccountOnRo.status, 401);
    const czSession = await logIn(api.url, 'jana.novakova@example.cz');
    assert.deepEqual((await request(`${api.apps.ro.url}/api/new/accounts/me`, { sid: czSession })).body, {
      user: null,
    });
    const roSession = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    assert.equal(
      (await request(`${api.apps.ro.url}/api/new/accounts/me`, { sid: roSession })).body.user.lastName,
      'Popescu',
    );
  });
});

describe('login rate limit', () => {
  const email = 'sklad@example.cz';
  const attempt = (url: string, password: string, ip = '198.51.100.10') =>
    request(`${url}/api/new/accounts/login`, {
      json: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  test('after 10 failed attempts for an e-mail answers 429 too_many_attempts, on every instance', async () => {
    for (let i = 1; i <= 10; i += 1)
      assert.equal((await attempt(api.url, `wrong-${i}`)).status, 401, `attempt ${i}`);

    const blocked = await attempt(api.url, DEMO_PASSWORD);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.type, 'rate_limited');
    assert.equal(blocked.body.code, 'too_many_attempts');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    assert.deepEqual(blocked.body.lock, { scope: 'account', retryAfterSeconds: retryAfter });

    // The counter lives in the database: another api instance on it blocks as well.
    const otherInstance = await startTestApp(api.db);
    try {
      assert.equal((await attempt(otherInstance.url, DEMO_PASSWORD)).status, 429);
    } finally {
      await otherInstance.close();
    }
  });

  test('forgets failures older than 15 minutes', async () => {
    await api.db
      .updateTable('login_attempts')
      .set({ attempted_at: new Date(Date.now() - 16 * 60 * 1000) })
      .where('email', '=', email)
      .execute();
    assert.equal((await attempt(api.url, DEMO_PASSWORD)).status, 200);
  });

  test("a successful login clears that e-mail's failures from every address", async () => {
    for (let i = 1; i <= 9; i += 1) await attempt(api.url, `wrong-${i}`, `198.51.100.${i}`);
    assert.equal((await attempt(api.url, DEMO_PASSWORD)).status, 200);
    const rows = await api.db.selectFrom('login_attempts').select('id').where('email', '=', email).execute();
    assert.equal(rows.length, 0);
  });
});

describe('POST /api/new/accounts/logout', () => {
  test('deletes the session and clears the cookie', async () => {
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    const response = await request(`${api.url}/api/new/accounts/logout`, { method: 'POST', sid });
    assert.equal(response.status, 204);
    const cleared = sessionCookie(response.headers);
    assert.ok(cleared);
    assert.equal(cleared.value, '');
    assert.ok(cleared.attributes.some((a) => a.startsWith('Expires=Thu, 01 Jan 1970')));
    assert.ok(!(await sessionRowExists(sha256(sid))));
    assert.deepEqual((await request(meUrl(), { sid })).body, { user: null });
  });

  test('answers 204 without a session as well', async () => {
    assert.equal((await request(`${api.url}/api/new/accounts/logout`, { method: 'POST' })).status, 204);
  });
});

describe('GET /api/new/accounts/me', () => {
  test('answers { user: null } without a session, never 401', async () => {
    const response = await request(meUrl());
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { user: null });
  });

  test('answers the signed-in user, including the company of a business customer', async () => {
    const sid = await logIn(api.url, 'nakup@firma-example.cz');
    const { body } = await request(meUrl(), { sid });
    assert.equal(body.user.role, 'business');
    assert.equal(body.user.companyName, 'Firma Example s.r.o.');
  });

  test('ignores a garbage cookie and tells the browser to drop it', async () => {
    const response = await request(meUrl(), { sid: 'x'.repeat(43) });
    assert.deepEqual(response.body, { user: null });
    assert.equal(sessionCookie(response.headers)?.value, '');
  });
});
