import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { newsletterConsentText } from 'shared-domain/contracts/forms.ts';
import { solvedCaptcha } from '../test-support/captcha.ts';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'newsletter-'));
const api = withFreshApp(['cz'], { config: { dataDir, forms: { captchaMaxNumber: 500 } } });
after(() => rmSync(dataDir, { recursive: true, force: true }));

let nextAddress = 1;
const newAddress = () => fromAddress(`203.0.113.${nextAddress++}`);

async function signUp(email: string, headers = newAddress()) {
  return request(`${api.url}/api/new/forms/newsletter/signup`, {
    json: { email, consent: true, captcha: await solvedCaptcha(api.url) },
    headers,
  });
}

const subscriber = (email: string) =>
  api.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();

/** The token of the last confirmation link e-mailed to the address. */
async function confirmationToken(email: string): Promise<string> {
  const mails = await mailsTo(dataDir, email);
  const link = /\/newsletter\/potvrzeni\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  assert.ok(link, 'the mail carries the confirmation link');
  return link[1];
}

describe('the newsletter with double opt-in', () => {
  test('a signup is pending with its consent kept until the e-mailed link is followed', async () => {
    const response = await signUp('odber@example.com', fromAddress('203.0.113.200'));
    assert.equal(response.status, 201);
    const [row] = await subscriber('odber@example.com');
    assert.equal(row.status, 'pending');
    assert.equal(row.consent_text, newsletterConsentText.cz);
    assert.equal(row.consent_ip, '203.0.113.200');
    assert.ok(row.consent_at);

    const token = await confirmationToken('odber@example.com');
    const confirmed = await request(`${api.url}/api/new/forms/newsletter/confirm`, { json: { token } });
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.body, { status: 'confirmed', email: 'odber@example.com' });
    const [after] = await subscriber('odber@example.com');
    assert.equal(after.status, 'confirmed');
    // A second click on the same link is still a success.
    assert.equal(
      (await request(`${api.url}/api/new/forms/newsletter/confirm`, { json: { token } })).status,
      200,
    );
  });

  test('a newsletter mail has the one-click unsubscribe link and headers; the POST unsubscribes', async () => {
    await signUp('jedno.kliknuti@example.com');
    const token = await confirmationToken('jedno.kliknuti@example.com');
    await request(`${api.url}/api/new/forms/newsletter/confirm`, { json: { token } });
    const welcome = (await mailsTo(dataDir, 'jedno.kliknuti@example.com')).at(-1);
    assert.equal(welcome?.subject, 'Odběr novinek je potvrzen');
    const raw = readFileSync(welcome.file, 'utf8').replace(/\r\n[ \t]+/g, ' ');
    assert.match(raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw);
    assert.ok(header, 'List-Unsubscribe header');
    assert.match(welcome.text, /\/newsletter\/odhlaseni\?token=/);

    // As a mail client does it (RFC 8058): a form POST to the header's address, no Origin.
    const oneClick = new URL(header[1]);
    const response = await fetch(`${api.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'unsubscribed', email: 'jedno.kliknuti@example.com' });
    const [row] = await subscriber('jedno.kliknuti@example.com');
    assert.equal(row.status, 'unsubscribed');
    assert.ok(row.unsubscribed_at);
  });

  test('signing up again makes no second subscriber and answers the same as for a new address', async () => {
    const first = await signUp('znovu@example.com');
    await request(`${api.url}/api/new/forms/newsletter/confirm`, {
      json: { token: await confirmationToken('znovu@example.com') },
    });
    const again = await signUp('znovu@example.com');
    const fresh = await signUp('nova.adresa@example.com');
    assert.deepEqual([first.status, first.body], [again.status, again.body]);
    assert.deepEqual([fresh.status, fresh.body], [again.status, again.body]);
    const rows = await subscriber('znovu@example.com');
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, 'confirmed');
  });

  test('an unknown confirmation or unsubscribe link is refused with 404', async () => {
    const confirm = await request(`${api.url}/api/new/forms/newsletter/confirm`, {
      json: { token: 'neznamy-token' },
      headers: newAddress(),
    });
    assert.equal(confirm.status, 404);
    assert.equal(confirm.body.code, 'newsletter_link_invalid');
    const unsubscribe = await request(
      `${api.url}/api/new/forms/newsletter/unsubscribe?token=1.${'a'.repeat(43)}`,
      {
        method: 'POST',
        headers: newAddress(),
      },
    );
    assert.equal(unsubscribe.status, 404);
  });

  test('the consent box must be ticked', async () => {
    const response = await request(`${api.url}/api/new/forms/newsletter/signup`, {
      json: { email: 'bez.souhlasu@example.com', captcha: await solvedCaptcha(api.url) },
      headers: newAddress(),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors.form.consent, ['Tato hodnota je požadována.']);
  });
});
