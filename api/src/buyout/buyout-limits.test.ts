import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AppraisalForm } from 'shared-domain';
import {
  answer,
  BUYOUT,
  colourId,
  czCustomer,
  getAppraisal,
  sellBody,
} from '../test-support/buyout-fixtures.ts';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited, fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-buyout-limits-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz'], { config: { dataDir } });
const url = (path: string) => `${api.url}${BUYOUT}${path}`;
const HOUR_S = 3600;
const QUARTER_S = 15 * 60;

let colour: number;
let appraisal: AppraisalForm['appraisal'];
/** The device every test quotes and sells; loaded by each suite's before(), once the app has started. */
async function loadDevice(): Promise<void> {
  if (appraisal) return;
  colour = await colourId(api.db, 'apple-iphone-14', 'purple');
  appraisal = await getAppraisal(api.url, colour);
}

function sendToEmail(email: string, ip: string) {
  return request(url('/send-to-email/'), {
    json: {
      device_identifier: colour,
      appraisal_version: appraisal.version,
      device_condition_choices: answer(appraisal.device_conditions),
      e_mail: email,
    },
    headers: fromAddress(ip),
  });
}

function sell(email: string, ip: string) {
  return request(url('/sell-online/'), {
    json: sellBody('cz', appraisal, colour, { customer_data: czCustomer({ e_mail: email }) }),
    headers: fromAddress(ip),
  });
}

describe('POST /api/new/buyout/send-to-email/ limits', () => {
  before(loadDevice);
  test('5 quotes an hour to one e-mail; the 6th is 429 and not sent, another e-mail still gets its quote', async () => {
    for (let i = 0; i < 5; i += 1)
      assert.equal((await sendToEmail('Victim@example.cz', '192.0.2.1')).status, 200);
    assertRateLimited(await sendToEmail(' victim@EXAMPLE.cz', `192.0.2.${2}`), 2 * HOUR_S);
    assert.equal((await mailsTo(dataDir, 'victim@example.cz')).length, 5);
    assert.equal((await sendToEmail('someone.else@example.cz', '192.0.2.1')).status, 200);
  });

  test('20 quotes an hour from one address; the 21st is 429, another address is not affected', async () => {
    for (let i = 0; i < 20; i += 1)
      assert.equal((await sendToEmail(`seller${i}@example.cz`, '198.51.100.1')).status, 200);
    assertRateLimited(await sendToEmail('seller-last@example.cz', '198.51.100.1'), 2 * HOUR_S);
    assert.equal((await mailsTo(dataDir, 'seller-last@example.cz')).length, 0);
    assert.equal((await sendToEmail('seller-last@example.cz', '198.51.100.2')).status, 200);
  });

  test('refused requests (400 invalid, 409 outdated appraisal) use up nothing of the limits', async () => {
    for (let i = 0; i < 25; i += 1) {
      const invalid = await request(url('/send-to-email/'), {
        json: { device_identifier: colour, e_mail: 'not-an-email' },
        headers: fromAddress('203.0.113.50'),
      });
      assert.equal(invalid.status, 400);
      const outdated = await request(url('/send-to-email/'), {
        json: {
          device_identifier: colour,
          appraisal_version: appraisal.version + 1,
          device_condition_choices: answer(appraisal.device_conditions),
          e_mail: 'patient@example.cz',
        },
        headers: fromAddress('203.0.113.50'),
      });
      assert.equal(outdated.status, 409);
    }
    assert.equal((await sendToEmail('patient@example.cz', '203.0.113.50')).status, 200);
  });
});

describe('POST /api/new/buyout/sell-online/ limits', () => {
  before(loadDevice);
  test('5 sales an hour per seller e-mail; the 6th is 429, another seller is not affected', async () => {
    for (let i = 0; i < 5; i += 1)
      assert.equal((await sell('busy.seller@example.cz', `203.0.113.${i + 1}`)).status, 201);
    assertRateLimited(await sell('busy.seller@example.cz', '203.0.113.9'), 2 * HOUR_S);
    assert.equal((await sell('other.seller@example.cz', '203.0.113.9')).status, 201);
  });

  test('10 sales an hour from one address; the 11th is 429, another address is not affected', async () => {
    for (let i = 0; i < 10; i += 1)
      assert.equal((await sell(`s${i}@example.cz`, '203.0.113.20')).status, 201);
    assertRateLimited(await sell('s-last@example.cz', '203.0.113.20'), 2 * HOUR_S);
    assert.equal((await sell('s-last@example.cz', '203.0.113.21')).status, 201);
  });
});

describe('buyout look-ups by number and e-mail', () => {
  before(loadDevice);
  test('tracking: 30 wrong guesses from an address, then 429 even for the right e-mail; another address still tracks', async () => {
    const sale = await sell('tracked@example.cz', '203.0.113.30');
    const track = (email: string, ip: string) =>
      request(url(`/tracking/?number=${sale.body.number}&e_mail=${encodeURIComponent(email)}`), {
        headers: fromAddress(ip),
      });
    for (let i = 0; i < 30; i += 1)
      assert.equal((await track(`guess${i}@example.cz`, '203.0.113.31')).status, 404);
    assertRateLimited(await track('tracked@example.cz', '203.0.113.31'), 2 * QUARTER_S);
    assert.equal((await track('tracked@example.cz', '203.0.113.32')).status, 200);
  });

  test('right answers do not count', async () => {
    const sale = await sell('often.tracked@example.cz', '203.0.113.40');
    for (let i = 0; i < 35; i += 1) {
      const response = await request(
        url(`/tracking/?number=${sale.body.number}&e_mail=often.tracked@example.cz`),
        {
          headers: fromAddress('203.0.113.41'),
        },
      );
      assert.equal(response.status, 200);
    }
  });

  test('quote links: 30 unknown tokens from an address, then 429; another address is not affected', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await request(url(`/quotes/unknown-token-${i}/`), {
        headers: fromAddress('203.0.113.50'),
      });
      assert.equal(response.status, 404);
    }
    assertRateLimited(
      await request(url('/quotes/any/'), { headers: fromAddress('203.0.113.50') }),
      2 * QUARTER_S,
    );
    assert.equal((await request(url('/quotes/any/'), { headers: fromAddress('203.0.113.51') })).status, 404);
  });
});
