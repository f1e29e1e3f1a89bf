import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Timeslot } from 'shared-domain/contracts';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { assertRateLimited, fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  bookingBody,
  ORDERS_URL,
  serviceCentre,
  serviceDevice,
  type TestDevice,
} from './booking-test-support.ts';
import { SERVICE_API } from './selector-routes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-service-limits-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir } });
const HOUR_S = 3600;
const QUARTER_S = 15 * 60;

let device: TestDevice;
let centre: { id: number; timeslot: Timeslot };
/** The fixtures; loaded by each suite's before(), once the app has started. */
async function loadFixtures(): Promise<void> {
  if (device) return;
  device = await serviceDevice(api.db, 'apple-iphone-16');
  centre = await serviceCentre(api.db, 'cz');
}

const book = (email: string, ip: string) =>
  request(`${api.url}${ORDERS_URL}`, {
    json: bookingBody('cz', device, centre, { email }),
    headers: fromAddress(ip),
  });

describe('POST /api/new/service/orders/ limits', () => {
  before(loadFixtures);

  test('5 bookings an hour to one e-mail; the 6th is 429 and mails nothing, another e-mail still books', async () => {
    for (let i = 0; i < 5; i += 1)
      assert.equal((await book('Repairs@example.cz', `192.0.2.${i + 1}`)).status, 201);
    assertRateLimited(await book('repairs@example.cz', '192.0.2.9'), 2 * HOUR_S);
    assert.equal((await mailsTo(dataDir, 'repairs@example.cz')).length, 5);
    assert.equal((await book('other.repair@example.cz', '192.0.2.9')).status, 201);
  });

  test('20 bookings an hour from one address; the 21st is 429, another address still books', async () => {
    for (let i = 0; i < 20; i += 1)
      assert.equal((await book(`r${i}@example.cz`, '198.51.100.1')).status, 201);
    assertRateLimited(await book('r-last@example.cz', '198.51.100.1'), 2 * HOUR_S);
    assert.equal((await book('r-last@example.cz', '198.51.100.2')).status, 201);
  });
});

describe('repair look-ups by number and e-mail', () => {
  before(loadFixtures);

  test('status and quote approval count together: 30 wrong e-mails from an address, then 429', async () => {
    const booked = await book('looked.up@example.cz', '203.0.113.1');
    const number = booked.body.number as string;
    const ip = '203.0.113.2';
    const status = (email: string, from = ip) =>
      request(`${api.url}${SERVICE_API}/orders/status/?number=${number}&email=${encodeURIComponent(email)}`, {
        headers: fromAddress(from),
      });
    const approve = (email: string) =>
      request(`${api.url}${SERVICE_API}/orders/${number}/approve-quote`, {
        json: { email },
        headers: fromAddress(ip),
      });
    for (let i = 0; i < 20; i += 1) assert.equal((await status(`guess${i}@example.cz`)).status, 404);
    for (let i = 0; i < 10; i += 1) assert.equal((await approve(`guess${i}@example.cz`)).status, 404);
    assertRateLimited(await status('looked.up@example.cz'), 2 * QUARTER_S);
    assertRateLimited(await approve('looked.up@example.cz'), 2 * QUARTER_S);
    assert.equal((await status('looked.up@example.cz', '203.0.113.3')).status, 200);
  });
});
