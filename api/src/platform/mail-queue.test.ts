import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { TEST_MAIL_RETRY } from '../test-support/test-job-queues.ts';
import { createLogger } from './logger.ts';
import { createMailer, type Mailer, senderOf } from './mailer.ts';

// The e-mails a request owes go through the job queue: the request is answered whatever the mail
// server does, a failing send is tried again, and a mail the server never takes is logged as an
// error (and kept in the queue's dead letter queue for staff).

const dataDir = mkdtempSync(join(tmpdir(), 'api-mail-queue-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const outbox = createMailer({
  smtpUrl: undefined,
  dataDir,
  from: senderOf.cz,
  logger: createLogger('silent'),
});
/** Attempts refused per recipient before the mail server takes the mail. */
const refusals = new Map<string, number>();
const attempts: string[] = [];
const flakyMailer: Mailer = {
  async send(message) {
    attempts.push(message.to);
    const left = refusals.get(message.to) ?? 0;
    if (left > 0) {
      refusals.set(message.to, left - 1);
      throw new Error('421 4.3.2 Service not available, try again later');
    }
    return outbox.send(message);
  },
  close: () => outbox.close(),
};

const api = withFreshApp(['cz'], { config: { dataDir }, mailer: flakyMailer });

const askForReset = (email: string) =>
  request(`${api.url}/api/new/accounts/password-reset`, { json: { email } });

describe('mails sent by the job queue', () => {
  test('a request is answered while the mail server fails, and its mail goes out on a retry', async () => {
    const email = 'jana.novakova@example.cz';
    refusals.set(email, 1);
    const response = await askForReset(email);
    assert.equal(response.status, 202);

    const mails = await mailsTo(dataDir, email);
    assert.equal(mails.length, 1, 'sent once, by the retry');
    assert.match(mails[0].text, /token=/);
    assert.equal(attempts.filter((to) => to === email).length, 2);
    assert.ok(
      api.app.logs.some((line) => line.msg === 'job failed; it will be retried' && line.job === 'mail.send'),
    );
  });

  test('a mail the server never takes is logged as an error once its retries are spent', async () => {
    const email = 'nakup@firma-example.cz';
    refusals.set(email, TEST_MAIL_RETRY.retries + 1);
    assert.equal((await askForReset(email)).status, 202);

    assert.deepEqual(await mailsTo(dataDir, email), []);
    assert.equal(attempts.filter((to) => to === email).length, TEST_MAIL_RETRY.retries + 1);
    const given = api.app.logs.find(
      (line) => line.msg === 'job failed for good; kept in its dead letter queue for staff',
    );
    assert.ok(given, 'the last failure is logged');
    assert.equal(given.level, 50);
  });
});
