import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { formatValidationMessage } from 'shared-domain/validation';
import { solvedCaptcha } from '../test-support/captcha.ts';
import { type JsonResponse, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited, fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { formTexts } from './form-texts.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'form-routes-'));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, forms: { captchaMaxNumber: 500 } } });
after(() => rmSync(dataDir, { recursive: true, force: true }));

const invalidCaptcha = formatValidationMessage('cs-CZ', 'captcha');
/** A small but real PDF document. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

let nextAddress = 1;
/** Each test its own client address, so the per-address limits of one do not touch another. */
const newAddress = () => fromAddress(`198.51.100.${nextAddress++}`);

async function send(path: string, json: Record<string, unknown>, headers = newAddress(), base = api.url) {
  return request(`${base}/api/new/forms/${path}`, { json, headers });
}

async function contact(email: string, overrides: Record<string, unknown> = {}, headers = newAddress()) {
  return send(
    'contact',
    {
      name: 'Jana Nováková',
      email,
      message: 'Máte iPhone 15 v\u00a0modré?',
      captcha: await solvedCaptcha(api.url),
      ...overrides,
    },
    headers,
  );
}

async function apply(
  fields: Record<string, string>,
  cv?: { bytes: Buffer; name: string },
): Promise<JsonResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.name);
  const response = await fetch(`${api.url}/api/new/forms/job-application`, {
    method: 'POST',
    body: form,
    headers: newAddress(),
  });
  const body = await response.json();
  if (response.status >= 500) console.error(api.app.logs.filter((line) => line.level === 50));
  return { status: response.status, headers: response.headers, body };
}

async function jobFields(): Promise<Record<string, string>> {
  return {
    name: 'Petr Svoboda',
    email: 'petr.svoboda@example.com',
    phone: '777 123 456',
    position: 'Prodavač',
    captcha: await solvedCaptcha(api.url),
  };
}

describe('the contact, feedback and special offer forms', () => {
  test('a contact message is stored, e-mailed to staff and confirmed to the sender', async () => {
    const response = await contact('kontakt.1@example.com', { phone: '777 111 222', subject: 'Dotaz' });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.deepEqual(response.body, { received: true });
    const row = await api.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('email', '=', 'kontakt.1@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(row.kind, 'contact');
    assert.equal(row.shop, 'cz');
    assert.deepEqual(row.fields, {
      phone: '+420777111222',
      subject: 'Dotaz',
      message: 'Máte iPhone 15 v\u00a0modré?',
    });
    const [staff] = await mailsTo(dataDir, 'obchod@example.cz');
    assert.match(staff.subject, /Kontaktní formulář od kontakt\.1@example\.com/);
    assert.match(staff.text, /Máte iPhone 15/);
    const [confirmation] = await mailsTo(dataDir, 'kontakt.1@example.com');
    assert.equal(confirmation.subject, 'Přijali jsme vaši zprávu');
    assert.match(confirmation.text, /Máte iPhone 15/);
  });

  test('feedback and a special offer request are received; the Romanian shop confirms in Romanian', async () => {
    const feedback = await send('feedback', {
      email: 'zpetna.vazba@example.com',
      rating: 5,
      message: 'Rychlé doručení.',
      captcha: await solvedCaptcha(api.url),
    });
    assert.equal(feedback.status, 201, JSON.stringify(feedback.body));
    const offer = await send(
      'offer-request',
      {
        name: 'Ana Popescu',
        email: 'oferta@example.ro',
        product: 'Samsung Galaxy S24',
        captcha: await solvedCaptcha(api.apps.ro.url),
      },
      newAddress(),
      api.apps.ro.url,
    );
    assert.equal(offer.status, 201, JSON.stringify(offer.body));
    const [confirmation] = await mailsTo(dataDir, 'oferta@example.ro');
    assert.equal(confirmation.subject, 'Am primit mesajul dumneavoastră');
    assert.match(confirmation.text, /Cerere de ofertă specială/);
  });

  test('fields are checked: the errors are at their fields, in the shop language', async () => {
    const response = await send('contact', { email: 'není e-mail', captcha: '' });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    const errors = response.body.errors.form;
    assert.deepEqual(errors.name, ['Tato hodnota je požadována.']);
    assert.deepEqual(errors.email, ['Zadejte platnou e-mailovou adresu.']);
    assert.deepEqual(errors.message, ['Tato hodnota je požadována.']);
    assert.deepEqual(errors.captcha, [invalidCaptcha]);
  });

  test('a made-up, tampered or replayed captcha is "invalid captcha" at the captcha field', async () => {
    const made = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'a'.repeat(64),
        number: 1,
        salt: 'x',
        signature: 'b',
      }),
    ).toString('base64');
    for (const captcha of ['not-base64-json', made]) {
      const response = await contact('captcha.1@example.com', { captcha });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body.errors, { form: { captcha: [invalidCaptcha] } });
    }
    const solved = await solvedCaptcha(api.url);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString('utf8'));
    const wrongNumber = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      'base64',
    );
    assert.deepEqual((await contact('captcha.1@example.com', { captcha: wrongNumber })).body.errors, {
      form: { captcha: [invalidCaptcha] },
    });
    assert.equal((await contact('captcha.1@example.com', { captcha: solved })).status, 201);
    const replayed = await contact('captcha.2@example.com', { captcha: solved });
    assert.equal(replayed.status, 400);
    assert.deepEqual(replayed.body.errors, { form: { captcha: [invalidCaptcha] } });
    const stored = await api.db
      .selectFrom('form_submissions')
      .select('email')
      .where('email', 'in', ['captcha.1@example.com', 'captcha.2@example.com'])
      .execute();
    assert.deepEqual(stored, [{ email: 'captcha.1@example.com' }]);
  });

  test('a robot filling the hidden honeypot field is answered as a success, but nothing is kept or sent', async () => {
    const response = await contact('robot@example.com', { website: 'https://spam.example.com' });
    assert.equal(response.status, 201);
    const stored = await api.db
      .selectFrom('form_submissions')
      .select('id')
      .where('email', '=', 'robot@example.com')
      .execute();
    assert.deepEqual(stored, []);
    assert.deepEqual(await mailsTo(dataDir, 'robot@example.com'), []);
  });

  test('one address sends at most 10 messages an hour; the 11th is refused with 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1)
      assert.equal((await contact(`limit.${i}@example.com`, {}, address)).status, 201, `message ${i + 1}`);
    assertRateLimited(await contact('limit.10@example.com', {}, address), 3600);
  });
});

describe('POST /api/new/forms/job-application', () => {
  test('an application with a PDF CV is received; the CV is kept privately under DATA_DIR', async () => {
    const response = await apply(await jobFields(), { bytes: SMALL_PDF, name: 'zivotopis.pdf' });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const row = await api.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('kind', '=', 'job_application')
      .executeTakeFirstOrThrow();
    assert.equal(row.cv_filename, 'zivotopis.pdf');
    assert.equal(row.cv_mime, 'application/pdf');
    assert.equal(row.cv_size, SMALL_PDF.length);
    assert.ok(row.cv_key && existsSync(join(dataDir, 'private', 'cvs', row.cv_key)));
    const days = (new Date(row.cv_delete_after ?? 0).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 179 && days <= 180, `deleted after ${days} days`);
    const [staff] = await mailsTo(dataDir, 'obchod@example.cz').then((mails) =>
      mails.filter((mail) => mail.subject.startsWith('Žádost o\u00a0zaměstnání')),
    );
    assert.match(staff.text, /zivotopis\.pdf/);
    assert.equal((await mailsTo(dataDir, 'petr.svoboda@example.com')).length, 1);
  });

  test('a CV is required: its error comes with the other fields’ errors', async () => {
    const response = await apply({ email: 'x@example.com' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors.form.cv, [formTexts.cz.cvRequired]);
    assert.deepEqual(response.body.errors.form.name, ['Tato hodnota je požadována.']);
  });

  test('the CV’s kind is read from its bytes: a "cv.pdf" that is a PNG is refused', async () => {
    const response = await apply(await jobFields(), { bytes: PNG_BYTES, name: 'cv.pdf' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors, { form: { cv: [formTexts.cz.cvWrongType] } });
  });

  test('a CV over 10 MB is refused with 413 at the CV field', async () => {
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await apply(await jobFields(), { bytes: big, name: 'velky.pdf' });
    assert.equal(response.status, 413);
    assert.deepEqual(response.body.errors, { form: { cv: [formTexts.cz.cvTooLarge] } });
    assert.deepEqual(
      readdirSync(join(dataDir, 'private', 'cvs')).filter((name) => name.endsWith('.part')),
      [],
    );
  });
});
