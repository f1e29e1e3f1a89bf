import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { DEMO_PASSWORD, logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-password-reset-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });

const NEW_PASSWORD = 'Jine-Heslo-2026!';
const url = (shop: 'cz' | 'ro', path: string) => `${api.apps[shop].url}/api/new/accounts${path}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function askForReset(shop: 'cz' | 'ro', email: string, ip = '192.0.2.10') {
  return request(url(shop, '/password-reset'), { json: { email }, headers: { 'x-forwarded-for': ip } });
}

function confirm(shop: 'cz' | 'ro', token: string, password = NEW_PASSWORD) {
  return request(url(shop, '/password-reset/confirm'), {
    json: { token, password, passwordConfirmation: password },
  });
}

function tryLogIn(shop: 'cz' | 'ro', email: string, password: string) {
  return request(url(shop, '/login'), { json: { email, password } });
}

/** The token of the newest reset e-mail to the address. */
async function tokenOfLastMail(address: string): Promise<string> {
  const mails = await mailsTo(dataDir, address);
  const match = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  assert.ok(match, 'the e-mail has a reset link');
  return match[1];
}

describe('POST /api/new/accounts/password-reset', () => {
  test('answers 202 for an unknown e-mail and sends nothing', async () => {
    const response = await askForReset('cz', 'nobody@example.cz');
    assert.equal(response.status, 202);
    assert.deepEqual(response.body, {});
    assert.equal((await mailsTo(dataDir, 'nobody@example.cz')).length, 0);
  });

  test('answers 202 alike for an account and e-mails a 60-minute single-use link in Czech', async () => {
    const response = await askForReset('cz', 'Jana.Novakova@example.cz');
    assert.equal(response.status, 202);
    assert.deepEqual(response.body, {});
    const [mail] = await mailsTo(dataDir, 'jana.novakova@example.cz');
    assert.equal(mail.subject, 'Obnovení hesla');
    const token = await tokenOfLastMail('jana.novakova@example.cz');
    assert.ok(mail.text.includes(`https://shop.example/prihlaseni/nove-heslo?token=${token}`), mail.text);
    assert.match(mail.text, /platí 60 minut/);
    const row = await api.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    assert.equal(row.requested_ip, '192.0.2.10');
    assert.ok(Math.abs(row.expires_at.getTime() - (Date.now() + 60 * 60_000)) < 60_000);
    assert.equal(row.used_at, null);
  });

  test('the Romanian shop sends its own link and text', async () => {
    await askForReset('ro', 'ana.popescu@example.ro');
    const [mail] = await mailsTo(dataDir, 'ana.popescu@example.ro');
    assert.equal(mail.subject, 'Resetarea parolei');
    assert.match(mail.text, /https:\/\/shop\.example\/autentificare\/parola-noua\?token=/);
    assert.match(mail.text, /valabil 60 de minute/);
  });

  test('a cz account gets no e-mail from the ro shop', async () => {
    const response = await askForReset('ro', 'admin@example.cz');
    assert.equal(response.status, 202);
    assert.equal((await mailsTo(dataDir, 'admin@example.cz')).length, 0);
  });

  test('answers 3 requests per e-mail an hour, then 429 without an e-mail; another e-mail is not affected', async () => {
    const email = 'sklad@example.cz';
    for (let i = 1; i <= 3; i += 1)
      assert.equal((await askForReset('cz', email, `192.0.2.${20 + i}`)).status, 202);
    assertRateLimited(await askForReset('cz', email, '192.0.2.24'), 2 * 3600);
    assert.equal((await mailsTo(dataDir, email)).length, 3);
    assert.equal((await askForReset('cz', 'nakup@firma-example.cz', '192.0.2.24')).status, 202);
  });

  test('limits an unknown e-mail alike, so a 429 never tells whether an account exists', async () => {
    for (let i = 1; i <= 3; i += 1)
      assert.equal((await askForReset('cz', 'nobody.twice@example.cz', `192.0.2.${30 + i}`)).status, 202);
    assertRateLimited(await askForReset('cz', 'nobody.twice@example.cz', '192.0.2.34'), 2 * 3600);
  });

  test('answers 10 requests per address an hour, then 429; another address is not affected', async () => {
    for (let i = 1; i <= 10; i += 1)
      assert.equal((await askForReset('cz', `someone${i}@example.cz`, '198.51.100.7')).status, 202);
    assertRateLimited(await askForReset('cz', 'someone11@example.cz', '198.51.100.7'), 2 * 3600);
    assert.equal((await askForReset('cz', 'someone11@example.cz', '198.51.100.8')).status, 202);
  });

  test('answers 400 with field errors to an invalid e-mail', async () => {
    const response = await askForReset('cz', 'not-an-email');
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.errors.form), ['email']);
  });
});

describe('POST /api/new/accounts/password-reset/confirm', () => {
  test('sets the new password once, ends every session of the account and clears its failed logins', async () => {
    const email = 'nakup@firma-example.cz';
    const sessionA = await logIn(api.url, email);
    const sessionB = await logIn(api.url, email);
    await tryLogIn('cz', email, 'Wrong-1!');
    await askForReset('cz', email);
    await askForReset('cz', email, '192.0.2.11');
    const [first, second] = (await mailsTo(dataDir, email)).map(
      (mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1],
    );
    assert.ok(first && second);

    const response = await confirm('cz', second);
    assert.equal(response.status, 204);

    for (const sid of [sessionA, sessionB])
      assert.deepEqual((await request(url('cz', '/me'), { sid })).body, { user: null }, 'signed out');
    const failures = await api.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', email)
      .execute();
    assert.equal(failures.length, 0);
    assert.equal((await tryLogIn('cz', email, DEMO_PASSWORD)).status, 401, 'the old password is refused');
    assert.equal((await tryLogIn('cz', email, NEW_PASSWORD)).status, 200, 'the new one works');
    const user = await api.db
      .selectFrom('users')
      .select('password_changed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.ok(user.password_changed_at);

    const again = await confirm('cz', second, 'Treti-Heslo-2026!');
    assert.equal(again.status, 400, 'a token works once');
    assert.equal(again.body.code, 'invalid_reset_token');
    assert.deepEqual(again.body.errors, { form: { token: [again.body.message] } });
    assert.equal(
      (await confirm('cz', first, 'Treti-Heslo-2026!')).status,
      400,
      'the older link is used up too',
    );
  });

  test('refuses an expired token, and a token of the other shop', async () => {
    await askForReset('ro', 'achizitii@firma-example.ro');
    const token = await tokenOfLastMail('achizitii@firma-example.ro');
    assert.equal((await confirm('cz', token)).status, 400, 'a ro token is unknown in the cz shop');
    await api.db
      .updateTable('password_reset_tokens')
      .set({ created_at: new Date(Date.now() - 2 * 3600_000), expires_at: new Date(Date.now() - 3600_000) })
      .where('token_hash', '=', sha256(token))
      .execute();
    const expired = await confirm('ro', token);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.code, 'invalid_reset_token');
    assert.match(expired.body.message, /a expirat/);
    assert.equal((await tryLogIn('ro', 'achizitii@firma-example.ro', DEMO_PASSWORD)).status, 200);
  });

  test('refuses an unknown token and validates the new password like registration', async () => {
    const unknown = await confirm('cz', 'x'.repeat(43));
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'invalid_reset_token');
    const weak = await confirm('cz', 'x'.repeat(43), 'password');
    assert.equal(weak.status, 400);
    assert.deepEqual(Object.keys(weak.body.errors.form), ['password']);
    const mismatch = await request(url('cz', '/password-reset/confirm'), {
      json: { token: 'x'.repeat(43), password: NEW_PASSWORD, passwordConfirmation: 'Other-2026!' },
    });
    assert.deepEqual(Object.keys(mismatch.body.errors.form), ['passwordConfirmation']);
    assert.equal((await request(url('cz', '/password-reset/confirm'), { json: { token: 5 } })).status, 400);
  });
});

describe('POST /api/new/accounts/me/password', () => {
  const change = (sid: string | undefined, currentPassword: string, password = NEW_PASSWORD) =>
    request(url('cz', '/me/password'), {
      json: { currentPassword, password, passwordConfirmation: password },
      sid,
    });

  test('answers 401 to a visitor', async () => {
    const response = await change(undefined, DEMO_PASSWORD);
    assert.equal(response.status, 401);
    assert.equal(response.body.type, 'unauthenticated');
  });

  test('answers 400 at currentPassword when it is wrong, and changes nothing', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await change(sid, 'Not-The-Password-1!');
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'wrong_current_password');
    assert.deepEqual(response.body.errors, { form: { currentPassword: ['Současné heslo není správné.'] } });
    assert.equal((await tryLogIn('cz', 'admin@example.cz', DEMO_PASSWORD)).status, 200);
  });

  test('answers 400 with field errors to a weak new password', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await change(sid, DEMO_PASSWORD, 'abcdefgh');
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.errors.form), ['password']);
  });

  test('changes the password, ends the other sessions and keeps the current one', async () => {
    const current = await logIn(api.url, 'admin@example.cz');
    const other = await logIn(api.url, 'admin@example.cz');
    const response = await change(current, DEMO_PASSWORD);
    assert.equal(response.status, 204);
    assert.equal((await request(url('cz', '/me'), { sid: current })).body.user.email, 'admin@example.cz');
    assert.deepEqual((await request(url('cz', '/me'), { sid: other })).body, { user: null });
    assert.equal((await tryLogIn('cz', 'admin@example.cz', DEMO_PASSWORD)).status, 401);
    assert.equal((await tryLogIn('cz', 'admin@example.cz', NEW_PASSWORD)).status, 200);
  });
});
