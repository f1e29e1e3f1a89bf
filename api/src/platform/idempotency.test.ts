import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cartWith, orderBody, postOrder, stockedProduct } from '../orders/order-test-support.ts';
import { bookingBody, ORDERS_URL, serviceCentre, serviceDevice } from '../service/booking-test-support.ts';
import { BUYOUT, colourId, getAppraisal, sellBody } from '../test-support/buyout-fixtures.ts';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { type JsonResponse, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// An Idempotency-Key belongs to the caller who used it first: another session sending the same
// key and body must not get the first customer's answer (its number and access token).

const dataDir = mkdtempSync(join(tmpdir(), 'api-idempotency-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz'], { config: { dataDir } });
const PHONE: [number, number] = [100_000, 5_000_000];

function assertKeyRefused(response: JsonResponse, first: JsonResponse): void {
  assert.equal(response.status, 409, JSON.stringify(response.body));
  assert.equal(response.body.code, 'idempotency_key_reused');
  assert.equal(response.body.type, 'conflict');
  const leaked = JSON.stringify(response.body);
  for (const value of Object.values(first.body as Record<string, unknown>))
    if (typeof value === 'string' && value.length > 6) assert.ok(!leaked.includes(value), `leaks ${value}`);
  assert.equal(response.headers.get('location'), null);
}

describe('Idempotency-Key bound to its caller', () => {
  test('order submit: another session with the same key and body gets 409, the owner its replay', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, PHONE);
    const body = orderBody('cz');
    const owner = await cartWith(api.url, product.id);
    const first = await postOrder(api.url, owner, body, 'shared-order-key');
    assert.equal(first.status, 201, JSON.stringify(first.body));

    const stranger = await cartWith(api.url, product.id);
    assertKeyRefused(await postOrder(api.url, stranger, body, 'shared-order-key'), first);
    assertKeyRefused(await postOrder(api.url, undefined, body, 'shared-order-key'), first);

    const replay = await postOrder(api.url, owner, body, 'shared-order-key');
    assert.equal(replay.status, 201);
    assert.deepEqual(replay.body, first.body);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
  });

  test('order submit: a signed-in customer replays from another session of the same account, nobody else does', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, PHONE, 1);
    const customer = await signedInNewCustomer(api.db, api.url, 'cz', 'idempotent.buyer@example.cz');
    await cartWith(api.url, product.id, 1, customer.sid);
    const body = orderBody('cz');
    const first = await postOrder(api.url, customer.sid, body, 'account-order-key');
    assert.equal(first.status, 201, JSON.stringify(first.body));

    const other = await signedInNewCustomer(api.db, api.url, 'cz', 'other.buyer@example.cz');
    assertKeyRefused(await postOrder(api.url, other.sid, body, 'account-order-key'), first);
  });

  test('sell-online: another session with the same key and body gets 409', async () => {
    const colour = await colourId(api.db, 'apple-iphone-14', 'purple');
    const body = sellBody('cz', await getAppraisal(api.url, colour), colour);
    const sell = (sid?: string) =>
      request(`${api.url}${BUYOUT}/sell-online/`, {
        json: body,
        sid,
        headers: { 'Idempotency-Key': 'sell-key' },
      });
    const first = await sell();
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const owner = sessionCookie(first.headers)?.value;
    assert.ok(owner, 'the sale gives the visitor a session');

    assertKeyRefused(await sell(), first);
    const replay = await sell(owner);
    assert.equal(replay.status, 201);
    assert.deepEqual(replay.body, first.body);
  });

  test('service booking: another session with the same key and body gets 409', async () => {
    const device = await serviceDevice(api.db, 'apple-iphone-15');
    const centre = await serviceCentre(api.db, 'cz');
    const body = bookingBody('cz', device, centre);
    const book = (sid?: string) =>
      request(`${api.url}${ORDERS_URL}`, { json: body, sid, headers: { 'Idempotency-Key': 'booking-key' } });
    const first = await book();
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const owner = sessionCookie(first.headers)?.value;
    assert.ok(owner, 'the booking gives the visitor a session its key is bound to');

    assertKeyRefused(await book(), first);
    const replay = await book(owner);
    assert.equal(replay.status, 201);
    assert.deepEqual(replay.body, first.body);
  });
});
