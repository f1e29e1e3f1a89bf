import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { assertRateLimited, fromAddress } from '../test-support/rate-limits.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  cartWith,
  ORDERS,
  orderBody,
  placeOrder,
  stockedProduct,
  withTotalSeen,
} from './order-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-order-limits-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir } });
const HOUR_S = 3600;
const QUARTER_S = 15 * 60;
let skip = 0;

async function stocked() {
  return stockedProduct(api.db, 'cz', 100, [100_000, 3_000_000], skip++);
}

function billing(email: string) {
  return { ...(orderBody('cz').order_billing_address as object), email };
}

/** A new visitor's cart ordered from `ip` with the billing e-mail `email`. */
async function order(productId: number, email: string, ip: string) {
  const sid = await cartWith(api.url, productId);
  return request(`${api.url}${ORDERS}`, {
    json: await withTotalSeen(api.url, sid, orderBody('cz', { order_billing_address: billing(email) })),
    sid,
    headers: fromAddress(ip),
  });
}

describe('POST /api/new/orders limits', () => {
  test('20 orders an hour to one e-mail; the 21st is 429, another e-mail still orders', async () => {
    const product = await stocked();
    for (let i = 0; i < 20; i += 1)
      assert.equal((await order(product.id, 'Often@example.cz', `192.0.2.${i + 1}`)).status, 201);
    assertRateLimited(await order(product.id, 'often@example.cz', '192.0.2.30'), 2 * HOUR_S);
    assert.equal((await order(product.id, 'seldom@example.cz', '192.0.2.30')).status, 201);
  });

  test('50 orders an hour from one address; the 51st is 429, another address still orders', async () => {
    const product = await stocked();
    for (let i = 0; i < 50; i += 1)
      assert.equal((await order(product.id, `buyer${i}@example.cz`, '198.51.100.1')).status, 201);
    assertRateLimited(await order(product.id, 'buyer-last@example.cz', '198.51.100.1'), 2 * HOUR_S);
    assert.equal((await order(product.id, 'buyer-last@example.cz', '198.51.100.2')).status, 201);
  });
});

describe('order look-ups by number and e-mail or token', () => {
  async function anOrder(email: string) {
    const product = await stocked();
    const sid = await cartWith(api.url, product.id);
    const { body } = await placeOrder(
      api.url,
      sid,
      orderBody('cz', { order_billing_address: billing(email) }),
    );
    return body as { number: string; accessToken: string };
  }

  test('status: 10 wrong e-mails in a session, then 429 even for the right one; another session is not affected', async () => {
    const placed = await anOrder('status.owner@example.cz');
    const guesser = await cartWith(api.url, (await stocked()).id);
    const status = (email: string, sid?: string, ip = '203.0.113.1') =>
      request(`${api.url}${ORDERS}/status?number=${placed.number}&email=${encodeURIComponent(email)}`, {
        sid,
        headers: fromAddress(ip),
      });
    for (let i = 0; i < 10; i += 1) assert.equal((await status(`guess${i}@example.cz`, guesser)).status, 404);
    assertRateLimited(await status('status.owner@example.cz', guesser), 2 * QUARTER_S);
    assert.equal((await status('status.owner@example.cz')).status, 200);
  });

  test('status: 30 wrong e-mails from an address, then 429; another address is not affected', async () => {
    const placed = await anOrder('status.owner2@example.cz');
    const status = (email: string, ip: string) =>
      request(`${api.url}${ORDERS}/status?number=${placed.number}&email=${encodeURIComponent(email)}`, {
        headers: fromAddress(ip),
      });
    for (let i = 0; i < 30; i += 1)
      assert.equal((await status(`guess${i}@example.cz`, '203.0.113.2')).status, 404);
    assertRateLimited(await status('status.owner2@example.cz', '203.0.113.2'), 2 * QUARTER_S);
    assert.equal((await status('status.owner2@example.cz', '203.0.113.3')).status, 200);
  });

  test('withdrawal and the token links count with the status: guesses anywhere lock all of them', async () => {
    const placed = await anOrder('withdrawal.owner@example.cz');
    const ip = '203.0.113.4';
    const withdrawal = (email: string) =>
      request(`${api.url}${ORDERS}/${placed.number}/withdrawal`, {
        json: {
          token: placed.accessToken,
          email,
          bank_account: '19-2000145399/0800',
          account_holder: 'Jana Nováková',
        },
        headers: fromAddress(ip),
      });
    for (let i = 0; i < 15; i += 1) assert.equal((await withdrawal(`guess${i}@example.cz`)).status, 404);
    for (let i = 0; i < 15; i += 1) {
      const invoice = await request(
        `${api.url}${ORDERS}/${placed.number}/invoice?token=wrong-token-${i}-xxxxxxxx`,
        {
          headers: fromAddress(ip),
        },
      );
      assert.equal(invoice.status, 404);
    }
    assertRateLimited(await withdrawal('withdrawal.owner@example.cz'), 2 * QUARTER_S);
    const installment = await request(
      `${api.url}${ORDERS}/${placed.number}/installment?token=${encodeURIComponent(placed.accessToken)}`,
      { headers: fromAddress(ip) },
    );
    assertRateLimited(installment, 2 * QUARTER_S);
  });
});
