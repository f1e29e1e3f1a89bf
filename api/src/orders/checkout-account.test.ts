import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct } from './order-test-support.ts';

// "Create an account" at checkout (issue 6): a visitor's order opens an account from the billing
// data, with a link to set its password; an e-mail that has an account gets nothing.

const dataDir = mkdtempSync(join(tmpdir(), 'api-checkout-account-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const PHONE: [number, number] = [500_000, 2_000_000];
const NEW_PASSWORD = 'Moje-Heslo-2026!';

function withAccount(shop: 'cz' | 'ro', billing: Record<string, unknown>) {
  const body = orderBody(shop);
  return {
    ...body,
    order_billing_address: { ...(body.order_billing_address as object), ...billing },
    order_info: { consent_to_terms_of_service: true, create_account: true },
  };
}

async function usersWithEmail(shop: 'cz' | 'ro', email: string) {
  return api.db.selectFrom('users').selectAll().where('shop', '=', shop).where('email', '=', email).execute();
}

describe('create_account at checkout', () => {
  test('opens a customer account from the billing data, attaches the order and mails a 7-day set-password link', async () => {
    const email = 'novy.zakaznik@example.test';
    const product = await stockedProduct(api.db, 'cz', 2, PHONE);
    const sid = await cartWith(api.url, product.id);
    const { body } = await placeOrder(api.url, sid, withAccount('cz', { email, first_name: 'Karel' }));

    const [user] = await usersWithEmail('cz', email);
    assert.ok(user);
    assert.equal(user.role, 'customer');
    assert.equal(user.first_name, 'Karel');
    assert.equal(user.last_name, 'Nováková');
    assert.equal(user.phone, '+420777123456');
    assert.equal((await orderRow(api.db, body.number)).user_id, user.id);

    const mail = (await mailsTo(dataDir, email)).find((m) => m.subject === 'Nastavte si heslo ke svému účtu');
    assert.ok(mail, 'set-password e-mail sent');
    assert.ok(mail.text.includes(body.number));
    assert.match(mail.text, /platí 7 dní/);
    const token = /https:\/\/shop\.example\/prihlaseni\/nove-heslo\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    )?.[1];
    assert.ok(token, mail.text);
    const row = await api.db
      .selectFrom('password_reset_tokens')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.ok(Math.abs(row.expires_at.getTime() - (Date.now() + 7 * 24 * 3600_000)) < 60_000);

    // The customer sets a password with the link, signs in and sees the order as theirs.
    const set = await request(`${api.url}/api/new/accounts/password-reset/confirm`, {
      json: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    assert.equal(set.status, 204);
    const login = await request(`${api.url}/api/new/accounts/login`, {
      json: { email, password: NEW_PASSWORD },
    });
    assert.equal(login.status, 200);
  });

  test('in the Romanian shop too, with a Romanian e-mail', async () => {
    const email = 'client.nou@example.test';
    const product = await stockedProduct(api.db, 'ro', 2, [100_000, 500_000]);
    const sid = await cartWith(api.apps.ro.url, product.id);
    await placeOrder(api.apps.ro.url, sid, withAccount('ro', { email }));
    assert.equal((await usersWithEmail('ro', email)).length, 1);
    const mail = (await mailsTo(dataDir, email)).find(
      (m) => m.subject === 'Setați parola contului dumneavoastră',
    );
    assert.ok(mail);
    assert.match(mail.text, /https:\/\/shop\.example\/autentificare\/parola-noua\?token=/);
    assert.match(mail.text, /valabil 7 zile/);
  });

  test('creates nothing and sends no set-password e-mail when the e-mail already has an account', async () => {
    const email = 'jana.novakova@example.cz';
    const before = await usersWithEmail('cz', email);
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 1);
    const sid = await cartWith(api.url, product.id);
    const { body } = await placeOrder(api.url, sid, withAccount('cz', { email }));
    assert.deepEqual(await usersWithEmail('cz', email), before);
    assert.equal(
      (await orderRow(api.db, body.number)).user_id,
      null,
      'a visitor’s order is not given to the account',
    );
    assert.ok(!(await mailsTo(dataDir, email)).some((m) => m.subject === 'Nastavte si heslo ke svému účtu'));
    const tokens = await api.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', before[0].id)
      .execute();
    assert.equal(tokens.length, 0);
  });

  test('a signed-in customer’s order opens no account', async () => {
    const sid = await logIn(api.url, 'nakup@firma-example.cz');
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 2);
    await cartWith(api.url, product.id, 1, sid);
    const email = 'someone.else@example.test';
    await placeOrder(api.url, sid, withAccount('cz', { email }));
    assert.equal((await usersWithEmail('cz', email)).length, 0);
  });

  test('without create_account no account is opened', async () => {
    const email = 'just.buying@example.test';
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 3);
    const sid = await cartWith(api.url, product.id);
    const body = orderBody('cz');
    await placeOrder(api.url, sid, {
      ...body,
      order_billing_address: { ...(body.order_billing_address as object), email },
    });
    assert.equal((await usersWithEmail('cz', email)).length, 0);
  });
});
