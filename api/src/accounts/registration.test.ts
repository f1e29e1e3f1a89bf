import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cartWith, stockedProduct } from '../orders/order-test-support.ts';
import { request, sessionCookie } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-registration-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });

const PASSWORD = 'Nove-Heslo-2026!';
const registerUrl = (shop: 'cz' | 'ro') => `${api.apps[shop].url}/api/new/accounts/register`;

function person(shop: 'cz' | 'ro', overrides: Record<string, unknown> = {}) {
  return {
    email: `new.customer.${shop}@example.test`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: shop === 'cz' ? 'Petr' : 'Ioana',
    lastName: shop === 'cz' ? 'Svoboda' : 'Ionescu',
    phone: shop === 'cz' ? '777 123 456' : '0722 123 456',
    consentTerms: true,
    ...overrides,
  };
}

async function userRow(shop: 'cz' | 'ro', email: string) {
  return api.db
    .selectFrom('users')
    .selectAll()
    .where('shop', '=', shop)
    .where('email', '=', email)
    .executeTakeFirst();
}

describe('POST /api/new/accounts/register', () => {
  test('opens a customer account, signs it in with a browser-session cookie and sends a Czech welcome e-mail', async () => {
    const response = await request(registerUrl('cz'), {
      json: person('cz', { email: ' New.Customer.CZ@Example.test ', consentMarketing: true }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.deepEqual(response.body, {
      user: {
        id: response.body.user.id,
        email: 'new.customer.cz@example.test',
        firstName: 'Petr',
        lastName: 'Svoboda',
        role: 'customer',
        companyName: null,
      },
    });
    const cookie = sessionCookie(response.headers);
    assert.ok(cookie?.attributes.includes('HttpOnly'));
    assert.ok(!cookie?.attributes.some((a) => a.startsWith('Expires=')), 'a normal session, not remembered');
    const me = await request(`${api.url}/api/new/accounts/me`, { sid: cookie?.value });
    assert.equal(me.body.user.email, 'new.customer.cz@example.test');

    const row = await userRow('cz', 'new.customer.cz@example.test');
    assert.ok(row);
    assert.equal(row.phone, '+420777123456', 'phone stored normalised');
    assert.equal(row.consent_marketing, true);
    assert.ok(row.terms_accepted_at, 'terms acceptance recorded');
    assert.match(row.password_hash, /^scrypt\$/);
    const session = await api.db
      .selectFrom('sessions')
      .select('remember')
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    assert.equal(session.remember, false);

    const [mail] = await mailsTo(dataDir, 'new.customer.cz@example.test');
    assert.equal(mail.subject, 'Vítejte v\u00a0Mobilním světě');
    assert.ok(mail.text.includes('https://shop.example/ucet'), mail.text);
  });

  test('opens a business account in the Romanian shop with its CUI and VAT code, welcome e-mail in Romanian', async () => {
    const response = await request(registerUrl('ro'), {
      json: person('ro', {
        business: true,
        companyName: 'Firma Nouă S.R.L.',
        companyId: '18547290',
        vatId: 'ro18547290',
      }),
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.user.role, 'business');
    assert.equal(response.body.user.companyName, 'Firma Nouă S.R.L.');
    const row = await userRow('ro', 'new.customer.ro@example.test');
    assert.equal(row?.ico, '18547290');
    assert.equal(row?.vat_id, 'RO18547290');
    assert.equal(row?.phone, '+40722123456');
    const [mail] = await mailsTo(dataDir, 'new.customer.ro@example.test');
    assert.equal(mail.subject, 'Bine ați venit la Lumea Mobilă');
    assert.ok(mail.text.includes('https://shop.example/cont'), mail.text);
  });

  test('answers 409 email_taken with a field error at email, in the shop’s language', async () => {
    const cz = await request(registerUrl('cz'), {
      json: person('cz', { email: 'jana.novakova@example.cz' }),
    });
    assert.equal(cz.status, 409);
    assert.equal(cz.body.code, 'email_taken');
    assert.deepEqual(cz.body.errors, { form: { email: [cz.body.message] } });
    assert.match(cz.body.message, /již existuje/);
    assert.equal(sessionCookie(cz.headers), undefined);

    const ro = await request(registerUrl('ro'), { json: person('ro', { email: 'ANA.POPESCU@example.ro' }) });
    assert.equal(ro.status, 409);
    assert.match(ro.body.errors.form.email[0], /Există deja un cont/);
  });

  test('the same e-mail may have an account in each shop', async () => {
    const response = await request(registerUrl('ro'), {
      json: person('ro', { email: 'jana.novakova@example.cz' }),
    });
    assert.equal(response.status, 201);
  });

  test('answers 400 with field errors: weak password, missing consent, bad phone', async () => {
    const response = await request(registerUrl('cz'), {
      json: person('cz', {
        email: 'weak@example.test',
        password: '12345678',
        passwordConfirmation: '12345678',
        consentTerms: false,
        phone: '123',
      }),
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    assert.deepEqual(Object.keys(response.body.errors.form).sort(), ['consentTerms', 'password', 'phone']);
    assert.equal(response.body.errors.form.consentTerms[0], 'Tato hodnota je požadována.');
    assert.equal(await userRow('cz', 'weak@example.test'), undefined);
  });

  test('answers 400 at passwordConfirmation when the confirmation differs', async () => {
    const response = await request(registerUrl('ro'), {
      json: person('ro', { email: 'mismatch@example.test', passwordConfirmation: `${PASSWORD}x` }),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.errors.form), ['passwordConfirmation']);
    assert.equal(await userRow('ro', 'mismatch@example.test'), undefined);
  });

  test('a business customer needs a company name and a valid IČO (cz) or CUI (ro)', async () => {
    const missing = await request(registerUrl('cz'), {
      json: person('cz', { email: 'firm@example.test', business: true }),
    });
    assert.equal(missing.status, 400);
    assert.deepEqual(Object.keys(missing.body.errors.form).sort(), ['companyId', 'companyName']);

    const badIco = await request(registerUrl('cz'), {
      json: person('cz', {
        email: 'firm@example.test',
        business: true,
        companyName: 'Firma',
        companyId: '12345678',
      }),
    });
    assert.equal(badIco.status, 400);
    assert.deepEqual(Object.keys(badIco.body.errors.form), ['companyId']);

    const badCui = await request(registerUrl('ro'), {
      json: person('ro', {
        email: 'firm@example.test',
        business: true,
        companyName: 'Firma',
        companyId: '18547291',
      }),
    });
    assert.equal(badCui.status, 400);
    assert.deepEqual(Object.keys(badCui.body.errors.form), ['companyId']);
    // Validation is per shop: a Czech number is not a Romanian one, and the other way round.
    const czPhoneInRo = await request(registerUrl('ro'), {
      json: person('ro', { email: 'firm@example.test', phone: '+420 777 123 456' }),
    });
    assert.deepEqual(Object.keys(czPhoneInRo.body.errors.form), ['phone']);
    const roPhoneInCz = await request(registerUrl('cz'), {
      json: person('cz', { email: 'firm@example.test', phone: '0722 123 456' }),
    });
    assert.deepEqual(Object.keys(roPhoneInCz.body.errors.form), ['phone']);
  });

  test('answers 400, never 500, to bodies of the wrong types', async () => {
    const response = await request(registerUrl('cz'), {
      json: { email: 1, business: 'yes', consentTerms: 'true' },
    });
    assert.equal(response.status, 400);
    assert.ok(response.body.errors.form.email);
    assert.equal((await request(registerUrl('cz'), { json: [] })).status, 400);
  });

  test("replaces the visitor's session and keeps the visitor's cart", async () => {
    const product = await stockedProduct(api.db, 'cz', 3, [500_000, 2_000_000]);
    const visitor = await cartWith(api.url, product.id, 2);
    const response = await request(registerUrl('cz'), {
      json: person('cz', { email: 'cart.keeper@example.test' }),
      sid: visitor,
    });
    assert.equal(response.status, 201);
    const signedIn = sessionCookie(response.headers)?.value;
    assert.ok(signedIn && signedIn !== visitor);
    assert.equal((await request(`${api.url}/api/new/cart/count`, { sid: signedIn })).body.count, 2);
    const old = await request(`${api.url}/api/new/accounts/me`, { sid: visitor });
    assert.deepEqual(old.body, { user: null });
  });
});
