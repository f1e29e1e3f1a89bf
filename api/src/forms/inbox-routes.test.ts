import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { solvedCaptcha } from '../test-support/captcha.ts';
import { logIn, request } from '../test-support/http.ts';
import { fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { deleteExpiredCvs } from './cv-files.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'forms-inbox-'));
const api = withFreshApp(['cz'], { config: { dataDir, forms: { captchaMaxNumber: 500 } } });
after(() => rmSync(dataDir, { recursive: true, force: true }));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const inbox = () => `${api.url}/api/new/admin/forms`;
let staff = '';
let applicationId = 0;
let contactId = 0;

describe('the forms inbox', () => {
  before(async () => {
    staff = await logIn(api.url, 'admin@example.cz');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Eva Dvořáková',
      email: 'eva.dvorakova@example.com',
      phone: '603 123 456',
      position: 'Technik servisu',
      captcha: await solvedCaptcha(api.url),
    }))
      form.append(name, value);
    form.append('cv', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'Eva CV.pdf');
    const applied = await fetch(`${api.url}/api/new/forms/job-application`, {
      method: 'POST',
      body: form,
      headers: fromAddress('192.0.2.10'),
    });
    assert.equal(applied.status, 201);
    const contact = await request(`${api.url}/api/new/forms/contact`, {
      json: {
        name: 'Karel Novák',
        email: 'karel@example.com',
        message: 'Dobrý den',
        captcha: await solvedCaptcha(api.url),
      },
      headers: fromAddress('192.0.2.11'),
    });
    assert.equal(contact.status, 201);
    const rows = await api.db.selectFrom('form_submissions').select(['id', 'kind']).execute();
    applicationId = rows.find((row) => row.kind === 'job_application')?.id ?? 0;
    contactId = rows.find((row) => row.kind === 'contact')?.id ?? 0;
  });

  test('only staff read it: anonymous 401, a customer and the warehouse 403', async () => {
    const urls = [
      `${inbox()}/submissions`,
      `${inbox()}/submissions/${applicationId}`,
      `${inbox()}/submissions/${applicationId}/cv`,
      `${inbox()}/subscribers`,
    ];
    for (const url of urls) {
      assert.equal((await request(url)).status, 401, url);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz'])
        assert.equal(
          (await request(url, { sid: await logIn(api.url, email) })).status,
          403,
          `${email} ${url}`,
        );
    }
    const handled = await request(`${inbox()}/submissions/${contactId}/handled`, {
      method: 'POST',
      sid: await logIn(api.url, 'jana.novakova@example.cz'),
    });
    assert.equal(handled.status, 403);
  });

  test('lists the submissions by kind, newest first, with paging', async () => {
    const all = await request(`${inbox()}/submissions?pageSize=1`, { sid: staff });
    assert.equal(all.status, 200);
    assert.equal(all.body.total, 2);
    assert.equal(all.body.items.length, 1);
    assert.equal(all.body.items[0].kind, 'contact');
    const applications = await request(`${inbox()}/submissions?kind=job_application`, { sid: staff });
    assert.deepEqual(
      applications.body.items.map((row: { email: string }) => row.email),
      ['eva.dvorakova@example.com'],
    );
    const byName = await request(`${inbox()}/submissions?q=karel`, { sid: staff });
    assert.deepEqual(
      byName.body.items.map((row: { id: number }) => row.id),
      [contactId],
    );
  });

  test('shows a job application with its fields and downloads its CV', async () => {
    const detail = await request(`${inbox()}/submissions/${applicationId}`, { sid: staff });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.fields.position, 'Technik servisu');
    assert.deepEqual(detail.body.cv, { filename: 'Eva CV.pdf', mime: 'application/pdf', size: PDF.length });
    const download = await fetch(`${inbox()}/submissions/${applicationId}/cv`, {
      headers: { cookie: `sid=${staff}` },
    });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/pdf');
    assert.match(
      download.headers.get('content-disposition') ?? '',
      /^attachment; filename\*=UTF-8''Eva%20CV\.pdf$/,
    );
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), PDF);
    assert.equal((await request(`${inbox()}/submissions/999999`, { sid: staff })).status, 404);
  });

  test('marking a submission handled is audited and moves it out of the open ones', async () => {
    const response = await request(`${inbox()}/submissions/${contactId}/handled`, {
      method: 'POST',
      sid: staff,
    });
    assert.equal(response.status, 200);
    assert.ok(response.body.handledAt);
    assert.equal(response.body.handledBy, 'admin@example.cz');
    const open = await request(`${inbox()}/submissions`, { sid: staff });
    assert.deepEqual(
      open.body.items.map((row: { id: number }) => row.id),
      [applicationId],
    );
    const history = await request(`${api.url}/api/new/admin/history/form-submission/${contactId}`, {
      sid: staff,
    });
    assert.equal(history.status, 200);
    assert.equal(history.body.items.length, 1);
    assert.equal(history.body.items[0].action, 'mark-handled');
  });

  test('lists the newsletter subscribers by status', async () => {
    const signup = await request(`${api.url}/api/new/forms/newsletter/signup`, {
      json: { email: 'odberatel@example.com', consent: true, captcha: await solvedCaptcha(api.url) },
      headers: fromAddress('192.0.2.12'),
    });
    assert.equal(signup.status, 201);
    const pending = await request(`${inbox()}/subscribers?status=pending`, { sid: staff });
    assert.equal(pending.status, 200);
    assert.deepEqual(
      pending.body.items.map((row: { email: string; status: string }) => [row.email, row.status]),
      [['odberatel@example.com', 'pending']],
    );
    assert.equal(pending.body.items[0].consentIp, '192.0.2.12');
    const confirmed = await request(`${inbox()}/subscribers?status=confirmed`, { sid: staff });
    assert.equal(confirmed.body.total, 0);
  });

  test('a CV is deleted when its retention period ends; the submission stays', async () => {
    const { cv_key } = await api.db
      .selectFrom('form_submissions')
      .select('cv_key')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    assert.ok(cv_key);
    const file = join(dataDir, 'private', 'cvs', cv_key);
    assert.ok(existsSync(file));
    assert.equal(await deleteExpiredCvs(api.db, dataDir, new Date()), 0, 'not yet');
    const afterRetention = new Date(Date.now() + 181 * 24 * 60 * 60 * 1000);
    assert.equal(await deleteExpiredCvs(api.db, dataDir, afterRetention), 1);
    assert.equal(existsSync(file), false);
    const detail = await request(`${inbox()}/submissions/${applicationId}`, { sid: staff });
    assert.equal(detail.body.cv, null);
    assert.equal((await request(`${inbox()}/submissions/${applicationId}/cv`, { sid: staff })).status, 404);
  });
});
