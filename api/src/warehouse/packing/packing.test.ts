import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { pdfText } from '../../orders/invoices/invoice-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { luhnCheckDigit } from '../carriers/test-mode-carrier.ts';
import {
  pickIntoCrate,
  placedOrder,
  productsOfType,
  SCANS,
  type Station,
  standardFontText,
  stationAt,
} from './packing-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-packing-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir } });
const WAREHOUSE = '/api/new/warehouse';
const sessions: Record<string, string> = {};
const urlOf = (shop: ShopCode) => api.apps[shop].url;

async function sessionOf(shop: ShopCode, email: string): Promise<string> {
  sessions[email] ??= await logIn(urlOf(shop), email);
  return sessions[email];
}
const packer = (shop: ShopCode) => sessionOf(shop, shop === 'cz' ? 'sklad@example.cz' : 'depozit@example.ro');
const staff = (shop: ShopCode) => sessionOf(shop, shop === 'cz' ? 'admin@example.cz' : 'admin@example.ro');

let imeiSeed = 35_000_000_000_000;
function newImei(): string {
  imeiSeed += 17;
  const body = String(imeiSeed).slice(0, 14);
  return `${body}${luhnCheckDigit(body)}`;
}

async function pdfOf(shop: ShopCode, path: string, embeddedFonts = true) {
  const response = await fetch(`${urlOf(shop)}${path}`, { headers: { cookie: `sid=${await packer(shop)}` } });
  assert.equal(response.status, 200, path);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), '%PDF-');
  return { bytes, text: embeddedFonts ? (await pdfText(bytes)).text : '' };
}

async function historyActions(shop: ShopCode, entity: string, id: number): Promise<string[]> {
  const history = await request(`${urlOf(shop)}/api/new/admin/history/${entity}/${id}`, {
    sid: await staff(shop),
  });
  assert.equal(history.status, 200);
  return history.body.items.map((item: { action: string }) => item.action);
}

const orderId = async (number: string) =>
  (await api.db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;

/** An order of accessories picked into the crate; its product codes. */
async function accessoryOrder(
  shop: ShopCode,
  crate: string,
  skip: number,
  quantities = [1, 1, 1],
  sid?: string,
) {
  const products = await productsOfType(api.db, shop, 'accessories', quantities.length, skip);
  const number = await placedOrder(
    urlOf(shop),
    shop,
    products.map((product, index) => ({ id: product.id, quantity: quantities[index] })),
    { sid },
  );
  await pickIntoCrate(api.db, number, crate);
  return { number, codes: products.map((product) => product.code) };
}

describe('packing: a 3-item order from crate to carrier', () => {
  let number = '';
  let station: Station;
  let packageId = 0;
  let trackingNumber = '';

  test('a station packs it with 5 requests: the crate, three items, finish', async () => {
    const customer = await logIn(urlOf('cz'), 'jana.novakova@example.cz');
    const order = await accessoryOrder('cz', 'CZ-CRATE-01', 0, [1, 1, 1], customer);
    number = order.number;
    station = stationAt(urlOf('cz'), await packer('cz'));
    const fresh = await request(`${urlOf('cz')}${WAREHOUSE}/packing/stations/${station.id}`, {
      sid: await packer('cz'),
    });
    assert.equal(fresh.status, 200);
    assert.equal(fresh.body.step, 'scan_crate');

    const opened = await station.scan('CZ-CRATE-01');
    assert.equal(opened.outcome, 'ok');
    assert.equal(opened.state.step, 'scan_items');
    assert.equal(opened.state.order?.number, number);
    assert.equal(opened.state.order?.carrier, 'PPL');
    for (const code of order.codes) {
      const counted = await station.scan(code);
      assert.equal(counted.outcome, 'ok', counted.message);
    }
    const finished = await station.scan('CMD-FINISH');
    assert.equal(finished.outcome, 'finished', finished.message);
    assert.equal(station.requests, 5);
    assert.equal(finished.state.step, 'finished');
    const pkg = finished.state.package;
    assert.ok(pkg?.trackingNumber);
    assert.match(pkg.trackingNumber, /^91\d{10}$/);
    assert.equal(pkg.testMode, true);
    assert.match(finished.message, new RegExp(pkg.trackingNumber));
    packageId = pkg.id;
    trackingNumber = pkg.trackingNumber;
  });

  test('the label is a PDF in test mode with the tracking number; the slip lists the items', async () => {
    const label = await pdfOf('cz', `${WAREHOUSE}/packages/${packageId}/label.pdf`, false);
    const text = await standardFontText(label.bytes);
    assert.match(text, /TESTOVACÍ REŽIM/);
    assert.match(text, /PPL/);
    assert.match(text, new RegExp(trackingNumber));
    assert.match(text, /Jana Nováková/);
    assert.match(text, /Príjemce/, 'ř, which Windows-1252 lacks, prints without its accent');
    const slip = await pdfOf('cz', `${WAREHOUSE}/packages/${packageId}/slip.pdf`);
    assert.match(slip.text, new RegExp(number));
    assert.match(slip.text, /Nováková/);
  });

  test("the customer's order shows the delivery number", async () => {
    const customer = await logIn(urlOf('cz'), 'jana.novakova@example.cz');
    const mine = await request(`${urlOf('cz')}/api/new/orders/mine/${number}`, { sid: customer });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.deliveryNumber, trackingNumber);
  });

  test('hand-over: shipped, in transit, stock movements, the protocol lists the package, the crate is free', async () => {
    const handed = await station.scan('CMD-HANDOVER');
    assert.equal(handed.outcome, 'handed_over', handed.message);
    assert.equal(handed.message, 'Předáno dopravci PPL.');
    assert.equal(handed.state.step, 'scan_crate');
    assert.equal(handed.state.crate, null);
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    assert.equal(order.status, 'shipped');
    assert.equal(order.delivery_status, 'in_transit');
    const movements = await api.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'shipped')
      .execute();
    assert.equal(movements.length, 3);
    const crate = await api.db
      .selectFrom('crates')
      .selectAll()
      .where('code', '=', 'CZ-CRATE-01')
      .executeTakeFirstOrThrow();
    assert.equal(crate.station_id, null);
    const handovers = await request(`${urlOf('cz')}${WAREHOUSE}/handovers`, { sid: await packer('cz') });
    assert.equal(handovers.status, 200);
    const ppl = handovers.body.find((row: { carrier: string }) => row.carrier === 'PPL');
    assert.match(ppl.number, /^PP-CZ-\d{8}-PPL$/);
    assert.equal(ppl.packages, 1);
    const protocol = await pdfOf('cz', ppl.protocolUrl);
    assert.match(protocol.text, new RegExp(number));
    assert.match(protocol.text, /Předávací protokol/);
    assert.ok((await historyActions('cz', 'order', order.id)).includes('hand-over'));
  });
});

describe('packing: wrong scans are answers with a message', () => {
  test('an empty crate, an unknown code, an item not in the order, one scanned twice, too many (cz)', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const empty = await station.scan('CZ-CRATE-12');
    assert.equal(empty.outcome, 'crate_empty');
    assert.equal(empty.message, 'Bedna neobsahuje žádnou objednávku');
    const unknown = await station.scan('NO-SUCH-CODE-42');
    assert.equal(unknown.outcome, 'unknown');

    const order = await accessoryOrder('cz', 'CZ-CRATE-02', 3, [1, 2]);
    const [other] = await productsOfType(api.db, 'cz', 'accessories', 1, 10);
    await station.scan('CZ-CRATE-02');
    const notInOrder = await station.scan(other.code);
    assert.equal(notInOrder.outcome, 'not_in_order');
    assert.equal(notInOrder.message, `Položka s\u00a0kódem ${other.code} v\u00a0této objednávce není.`);
    assert.equal((await station.scan(order.codes[0])).outcome, 'ok');
    const twice = await station.scan(order.codes[0]);
    assert.equal(twice.outcome, 'already_scanned');
    assert.equal(twice.message, `Položka s\u00a0kódem ${order.codes[0]} už byla naskenována.`);
    await station.scan(order.codes[1]);
    await station.scan(order.codes[1]);
    const third = await station.scan(order.codes[1]);
    assert.equal(third.outcome, 'too_many');
    const line = third.state.order?.lines.find((l) => l.code === order.codes[1]);
    assert.equal(line?.scanned, 2);
    const early = await station.scan('CMD-HANDOVER');
    assert.equal(early.outcome, 'not_now');
  });

  test('an order cancelled meanwhile answers cancelled; finishing early answers incomplete (cz)', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-03', 5, [1, 1]);
    await station.scan('CZ-CRATE-03');
    await station.scan(order.codes[0]);
    const incomplete = await station.scan('CMD-FINISH');
    assert.equal(incomplete.outcome, 'incomplete');
    assert.equal(incomplete.message, 'Balík není kompletní: chybí naskenovat 1 ks.');
    const cancel = await request(`${urlOf('cz')}/api/new/admin/orders/${order.number}/cancel`, {
      method: 'POST',
      json: {},
      sid: await staff('cz'),
    });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const cancelled = await station.scan(order.codes[1]);
    assert.equal(cancelled.outcome, 'cancelled');
    assert.equal(cancelled.state.order?.cancelled, true);
    assert.match(cancelled.message, new RegExp(`Objednávka ${order.number} byla zrušena`));
  });

  test('the Romanian station says it in Romanian', async () => {
    const station = stationAt(urlOf('ro'), await packer('ro'));
    const empty = await station.scan('RO-CRATE-12');
    assert.equal(empty.message, 'Lada nu conține nicio comandă');
    const order = await accessoryOrder('ro', 'RO-CRATE-01', 0, [1]);
    await station.scan('RO-CRATE-01');
    await station.scan(order.codes[0]);
    const twice = await station.scan(order.codes[0]);
    assert.equal(twice.outcome, 'already_scanned');
    assert.equal(twice.message, `Articolul cu codul ${order.codes[0]} a fost deja scanat.`);
    const finished = await station.scan('CMD-FINISH');
    assert.equal(finished.outcome, 'finished');
    assert.match(finished.state.package?.trackingNumber ?? '', /^92\d{10}$/);
    const cancel = await request(`${urlOf('ro')}/api/new/admin/orders/${order.number}/cancel`, {
      method: 'POST',
      json: {},
      sid: await staff('ro'),
    });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const refused = await station.scan('CMD-HANDOVER');
    assert.equal(refused.outcome, 'handover_refused');
    assert.equal(refused.message, 'Nu se poate preda curierului. Poate comanda a fost anulată.');
  });

  test('hand-over of an order cancelled after finishing is refused (cz)', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-04', 7, [1]);
    await station.scan('CZ-CRATE-04');
    await station.scan(order.codes[0]);
    assert.equal((await station.scan('CMD-FINISH')).outcome, 'finished');
    const cancel = await request(`${urlOf('cz')}/api/new/admin/orders/${order.number}/cancel`, {
      method: 'POST',
      json: {},
      sid: await staff('cz'),
    });
    assert.equal(cancel.status, 200);
    const refused = await station.scan('CMD-HANDOVER');
    assert.equal(refused.outcome, 'handover_refused');
    assert.equal(refused.message, 'Nelze předat dopravci. Objednávka byla možná zrušena.');
    const row = await api.db
      .selectFrom('orders')
      .select('status')
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'cancelled');
    // The packer puts it aside: out of the crate, which is free again.
    assert.equal((await station.scan('CMD-SKIP', { confirmed: true })).outcome, 'skipped');
    const after = await station.scan('CZ-CRATE-04');
    assert.equal(after.outcome, 'crate_empty');
  });
});

describe('packing: serial numbers', () => {
  test('a phone asks for its IMEI; a wrong one is refused; one taken elsewhere needs a reason, audited', async () => {
    const [phone] = await productsOfType(api.db, 'cz', 'phones', 1, 0);
    const first = await placedOrder(urlOf('cz'), 'cz', [{ id: phone.id }]);
    const second = await placedOrder(urlOf('cz'), 'cz', [{ id: phone.id }]);
    await pickIntoCrate(api.db, first, 'CZ-CRATE-05');
    await pickIntoCrate(api.db, second, 'CZ-CRATE-06');
    const station = stationAt(urlOf('cz'), await packer('cz'));
    await station.scan('CZ-CRATE-05');
    const required = await station.scan(phone.code);
    assert.equal(required.outcome, 'serial_required');
    assert.equal(required.state.step, 'scan_serial');
    const line = required.state.order?.lines[0];
    assert.equal(line?.serialKind, 'imei');
    assert.equal(required.state.awaitingSerialFor, line?.orderItemId);
    const early = await station.scan('CMD-FINISH');
    assert.equal(early.outcome, 'incomplete');
    const wrong = await station.scan('123456789012345');
    assert.equal(wrong.outcome, 'serial_invalid');
    assert.equal(wrong.message, 'Kód 123456789012345 není platné IMEI.');
    const imei = newImei();
    const accepted = await station.scan(imei);
    assert.equal(accepted.outcome, 'ok', accepted.message);
    assert.deepEqual(accepted.state.order?.lines[0].serials, [imei]);
    assert.equal(accepted.state.step, 'scan_items');
    assert.equal((await station.scan('CMD-FINISH')).outcome, 'finished');
    const slip = await pdfOf(
      'cz',
      `${WAREHOUSE}/packages/${(await station.scan('CZ-CRATE-05')).state.package?.id}/slip.pdf`,
    );
    assert.match(slip.text, new RegExp(imei));

    await station.scan('CZ-CRATE-06');
    await station.scan(phone.code);
    const taken = await station.scan(imei);
    assert.equal(taken.outcome, 'serial_taken');
    assert.equal(taken.state.step, 'scan_serial');
    const forced = await station.scan(imei, { forceReason: 'Výměna krabice, IMEI ověřeno' });
    assert.equal(forced.outcome, 'ok');
    const stored = await api.db
      .selectFrom('product_serials')
      .select(['forced_reason'])
      .where('serial', '=', imei)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      stored.map((row) => row.forced_reason),
      [null, 'Výměna krabice, IMEI ověřeno'],
    );
    assert.ok((await historyActions('cz', 'order', await orderId(second))).includes('force-serial'));
  });

  test('a tablet takes a serial number of 8–20 letters and digits', async () => {
    const [tablet] = await productsOfType(api.db, 'cz', 'tablets', 1, 0);
    const number = await placedOrder(urlOf('cz'), 'cz', [{ id: tablet.id }]);
    await pickIntoCrate(api.db, number, 'CZ-CRATE-07');
    const station = stationAt(urlOf('cz'), await packer('cz'));
    await station.scan('CZ-CRATE-07');
    const required = await station.scan(tablet.code);
    assert.equal(required.outcome, 'serial_required');
    assert.equal((await station.scan('AB-1')).outcome, 'serial_invalid');
    assert.equal((await station.scan('R52W30ABCDE')).outcome, 'ok');
  });
});

describe('packing: undo, skip and cancel', () => {
  test('undo reverts the last counted piece, then there is nothing to undo', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-08', 0, [1, 1]);
    const opened = await station.scan('CZ-CRATE-08');
    assert.equal(opened.state.canUndo, false);
    const counted = await station.scan(order.codes[1]);
    assert.equal(counted.state.canUndo, true);
    const undone = await station.scan('CMD-UNDO');
    assert.equal(undone.outcome, 'undone');
    assert.equal(undone.state.canUndo, false);
    assert.equal(undone.state.order?.lines.find((l) => l.code === order.codes[1])?.scanned, 0);
    const nothing = await station.scan('CMD-UNDO');
    assert.equal(nothing.outcome, 'nothing_to_undo');
    assert.equal((await station.scan(order.codes[1])).outcome, 'ok');
  });

  test('skip needs a second scan; the order stays picked in its crate', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-09', 2, [1]);
    await station.scan('CZ-CRATE-09');
    await station.scan(order.codes[0]);
    const asked = await station.scan('CMD-SKIP');
    assert.equal(asked.outcome, 'confirm');
    assert.equal(asked.state.pendingCommand, 'CMD-SKIP');
    const skipped = await station.scan('CMD-SKIP');
    assert.equal(skipped.outcome, 'skipped');
    assert.equal(skipped.state.step, 'scan_crate');
    const picking = await api.db
      .selectFrom('order_picking')
      .select(['status', 'crate_id'])
      .where('order_id', '=', await orderId(order.number))
      .executeTakeFirstOrThrow();
    assert.equal(picking.status, 'picked');
    assert.notEqual(picking.crate_id, null);
    // Back at the crate, the order starts over with nothing counted.
    const again = await station.scan('CZ-CRATE-09');
    assert.equal(again.state.order?.lines[0].scanned, 0);
  });

  test('cancel needs a confirmation, then cancels the order like the admin does', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-10', 4, [1]);
    await station.scan('CZ-CRATE-10');
    const asked = await station.scan('CMD-CANCEL');
    assert.equal(asked.outcome, 'confirm');
    // Something else scanned in between: the pending command is forgotten.
    await station.scan(order.codes[0]);
    assert.equal((await station.scan('CMD-CANCEL')).outcome, 'confirm');
    const cancelled = await station.scan('CMD-CANCEL', { confirmed: true });
    assert.equal(cancelled.outcome, 'order_cancelled', cancelled.message);
    const row = await api.db
      .selectFrom('orders')
      .select('status')
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'cancelled');
    assert.ok((await historyActions('cz', 'order', await orderId(order.number))).includes('cancel'));
  });
});

describe('packing: retries and two stations', () => {
  test('a scan sent twice counts once; the same scan id from another user is refused', async () => {
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const order = await accessoryOrder('cz', 'CZ-CRATE-11', 6, [1, 1]);
    await station.scan('CZ-CRATE-11');
    const scanId = randomUUID();
    const first = await station.scan(order.codes[0], { scanId });
    const again = await station.scan(order.codes[0], { scanId });
    assert.deepEqual(again, first);
    assert.equal(again.outcome, 'ok');
    const line = await api.db
      .selectFrom('package_scans')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('scan_id', '=', scanId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(line.n), 1);
    const other = await request(`${urlOf('cz')}${SCANS}`, {
      sid: await staff('cz'),
      json: { stationId: station.id, scanId, code: order.codes[0] },
    });
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'idempotency_key_reused');
  });

  test('a second station gets crate_leased and takes the crate over after confirming', async () => {
    const first = stationAt(urlOf('ro'), await packer('ro'));
    const second = stationAt(urlOf('ro'), await staff('ro'));
    const order = await accessoryOrder('ro', 'RO-CRATE-02', 2, [1, 1]);
    await first.scan('RO-CRATE-02');
    await first.scan(order.codes[0]);
    const leased = await second.scan('RO-CRATE-02');
    assert.equal(leased.outcome, 'crate_leased');
    assert.equal(leased.state.step, 'scan_crate');
    const taken = await second.scan('RO-CRATE-02', { confirmed: true });
    assert.equal(taken.outcome, 'ok');
    assert.equal(taken.state.order?.number, order.number);
    // The package is carried over with what the first station counted.
    assert.equal(taken.state.order?.lines.find((l) => l.code === order.codes[0])?.scanned, 1);
    const firstNow = await request(`${urlOf('ro')}${WAREHOUSE}/packing/stations/${first.id}`, {
      sid: await packer('ro'),
    });
    assert.equal(firstNow.body.step, 'scan_crate');
    const crate = await api.db
      .selectFrom('crates')
      .select('id')
      .where('code', '=', 'RO-CRATE-02')
      .executeTakeFirstOrThrow();
    assert.ok((await historyActions('ro', 'crate', crate.id)).includes('take-over'));
    // A station idle for more than 15 minutes has let its crate go: no confirmation asked.
    const longAgo = new Date(Date.now() - 20 * 60 * 1000);
    await api.db.updateTable('crates').set({ leased_at: longAgo }).where('id', '=', crate.id).execute();
    await api.db
      .updateTable('packing_stations')
      .set({ updated_at: longAgo })
      .where('id', '=', second.id)
      .execute();
    const third = stationAt(urlOf('ro'), await packer('ro'));
    assert.equal((await third.scan('RO-CRATE-02')).outcome, 'ok');
  });
});

describe('packing: two orders in one crate', () => {
  test('the station asks for a choice; an item picks its order; after the hand-over the other one follows', async () => {
    const first = await accessoryOrder('cz', 'CZ-CRATE-01', 8, [1]);
    const second = await accessoryOrder('cz', 'CZ-CRATE-01', 9, [1]);
    const station = stationAt(urlOf('cz'), await packer('cz'));
    const opened = await station.scan('CZ-CRATE-01');
    assert.equal(opened.state.step, 'choose_order');
    assert.deepEqual(
      opened.state.crateOrders.map((order) => order.number),
      [first.number, second.number],
    );
    const chosen = await station.scan(second.codes[0]);
    assert.equal(chosen.outcome, 'ok');
    assert.equal(chosen.state.order?.number, second.number);
    assert.equal(chosen.state.order?.lines[0].scanned, 1, 'the item that chose the order counts');
    assert.equal((await station.scan('CMD-FINISH')).outcome, 'finished');
    const handed = await station.scan('CMD-HANDOVER');
    assert.equal(handed.outcome, 'handed_over');
    assert.equal(handed.state.step, 'scan_items');
    assert.equal(handed.state.order?.number, first.number);
    assert.deepEqual(
      handed.state.crateOrders.map((order) => order.number),
      [first.number],
    );
  });
});

describe('packing: a store pickup', () => {
  test('finishes without a carrier label, ready at the counter; handed to the counter, not a carrier', async () => {
    const products = await productsOfType(api.db, 'ro', 'accessories', 1, 3);
    const number = await placedOrder(urlOf('ro'), 'ro', [{ id: products[0].id }]);
    // Set up as a pickup order: only its delivery type matters to the station.
    await api.db.updateTable('orders').set({ delivery_type: 'store' }).where('number', '=', number).execute();
    await pickIntoCrate(api.db, number, 'RO-CRATE-03');
    const station = stationAt(urlOf('ro'), await packer('ro'));
    assert.equal((await station.scan('RO-CRATE-03')).state.order?.carrier, 'Lumea Mobilă');
    await station.scan(products[0].code);
    const finished = await station.scan('CMD-FINISH');
    assert.equal(finished.outcome, 'finished');
    assert.equal(finished.message, 'Coletul este gata pentru ridicare din magazin.');
    assert.equal(finished.state.package?.trackingNumber, null);
    assert.equal(finished.state.package?.labelUrl, null);
    const label = await request(
      `${urlOf('ro')}${WAREHOUSE}/packages/${finished.state.package?.id}/label.pdf`,
      {
        sid: await packer('ro'),
      },
    );
    assert.equal(label.status, 404);
    assert.equal(label.body.code, 'label_not_available');
    const handed = await station.scan('CMD-HANDOVER');
    assert.equal(handed.outcome, 'handed_over');
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    assert.equal(order.delivery_status, 'ready_for_pickup');
    assert.notEqual(order.status, 'shipped');
  });
});

describe('packing: access and input', () => {
  test('anonymous 401, customers 403', async () => {
    const body = { stationId: randomUUID(), scanId: randomUUID(), code: 'CZ-CRATE-01' };
    assert.equal((await request(`${urlOf('cz')}${SCANS}`, { json: body })).status, 401);
    const customer = await logIn(urlOf('cz'), 'jana.novakova@example.cz');
    assert.equal((await request(`${urlOf('cz')}${SCANS}`, { json: body, sid: customer })).status, 403);
    assert.equal((await request(`${urlOf('cz')}${WAREHOUSE}/handovers`, { sid: customer })).status, 403);
  });

  test('garbage answers 400, unknown ids 404, never 500', async () => {
    const sid = await packer('cz');
    for (const json of [
      {},
      { stationId: 'x', scanId: randomUUID(), code: 'A' },
      { stationId: randomUUID(), scanId: 'not-a-uuid', code: 'A' },
      { stationId: randomUUID(), scanId: randomUUID(), code: '' },
      { stationId: randomUUID(), scanId: randomUUID(), code: 'A'.repeat(65) },
      { stationId: randomUUID(), scanId: randomUUID(), code: 'A', forceReason: 'x' },
    ]) {
      const response = await request(`${urlOf('cz')}${SCANS}`, { json, sid });
      assert.equal(response.status, 400, JSON.stringify(json));
    }
    for (const [path, status] of [
      ['/packing/stations/x', 400],
      ['/packages/abc/label.pdf', 400],
      ['/packages/999999/label.pdf', 404],
      ['/packages/999999/slip.pdf', 404],
      ['/handovers/0/protocol.pdf', 400],
      ['/handovers/999999/protocol.pdf', 404],
      ['/orders/nonsense/invoice', 400],
    ] as const) {
      const response = await request(`${urlOf('cz')}${WAREHOUSE}${path}`, { sid });
      assert.equal(response.status, status, path);
    }
    // A code that is nobody's: an answer, not an error.
    const weird = await stationAt(urlOf('cz'), sid).scan("'; drop table orders; --");
    assert.equal(weird.outcome, 'unknown');
  });
});
