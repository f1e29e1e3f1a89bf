import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { loadConfig, type PacketaSettings } from '../../platform/config.ts';
import { CarrierError, type ShipmentFacts } from './carrier-adapter.ts';
import { carrierAdapterOf } from './carriers.ts';
import { decodeXmlText, packetaCarrier, textOf } from './packeta-carrier.ts';

// The Packeta adapter against a local server that answers as Packeta's REST/XML API does.

const password = 'packeta-test-password-0123456789';
const facts: ShipmentFacts = {
  shop: 'cz',
  packageId: 7,
  orderNumber: 'CZ2026000123',
  carrier: 'Zásilkovna',
  recipient: {
    name: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Národní 63/26',
    city: 'Praha',
    postcode: '110 00',
    phone: '+420777123456',
    email: 'jana.novakova@example.cz',
  },
  pickupPoint: { network: 'Zásilkovna', code: 'ZAS-10100' },
  value: { amount: 1_299_000, currency: 'CZK' },
  cashOnDelivery: { amount: 1_299_050, currency: 'CZK' },
  pieces: 2,
  weightGrams: 450,
};

interface Call {
  method: string;
  xml: string;
}

describe('Packeta carrier', () => {
  const calls: Call[] = [];
  let answer: (call: Call) => string;
  let server: Server;
  let settings: PacketaSettings;
  let labelBase64: string;

  before(async () => {
    const doc = await PDFDocument.create();
    doc.addPage([297.64, 419.53]);
    labelBase64 = Buffer.from(await doc.save()).toString('base64');
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const xml = Buffer.concat(chunks).toString('utf8');
        const call = { method: /<(\w+)>/.exec(xml.replace(/^<\?xml[^>]*\?>\s*/, ''))?.[1] ?? '', xml };
        calls.push(call);
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(`<?xml version="1.0" encoding="utf-8"?>\n${answer(call)}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    settings = { apiPassword: password, apiUrl: `http://127.0.0.1:${port}/api/rest`, eshop: 'Mobilní svět' };
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const packetaAnswers = (call: Call) =>
    call.method === 'createPacket'
      ? '<response><status>ok</status><result><id>1234567890</id><barcode>Z1234567890</barcode><barcodeText>Z 123 4567 890</barcodeText></result></response>'
      : `<response><status>ok</status><result>${labelBase64}</result></response>`;

  it('books the packet at the pickup point and answers its barcode and A6 label', async () => {
    calls.length = 0;
    answer = packetaAnswers;
    const shipment = await packetaCarrier('Zásilkovna', settings).createShipment(facts);
    assert.equal(shipment.trackingNumber, 'Z1234567890');
    assert.equal(Buffer.from(shipment.labelPdf.subarray(0, 5)).toString('latin1'), '%PDF-');
    assert.deepEqual(
      calls.map((call) => call.method),
      ['createPacket', 'packetLabelPdf'],
    );
    const [created, label] = calls;
    assert.equal(textOf(created.xml, 'apiPassword'), password);
    assert.equal(textOf(created.xml, 'number'), 'CZ2026000123');
    assert.equal(textOf(created.xml, 'name'), 'Jana');
    assert.equal(textOf(created.xml, 'surname'), 'Nováková');
    assert.equal(textOf(created.xml, 'email'), 'jana.novakova@example.cz');
    assert.equal(textOf(created.xml, 'addressId'), '10100');
    assert.equal(textOf(created.xml, 'cod'), '12990.50');
    assert.equal(textOf(created.xml, 'value'), '12990');
    assert.equal(textOf(created.xml, 'currency'), 'CZK');
    assert.equal(textOf(created.xml, 'weight'), '0.45');
    assert.equal(textOf(created.xml, 'eshop'), 'Mobilní svět');
    // A pickup point is the address: no street is sent.
    assert.equal(textOf(created.xml, 'street'), null);
    assert.equal(textOf(label.xml, 'apiPassword'), password);
    assert.equal(textOf(label.xml, 'packetId'), '1234567890');
    assert.equal(textOf(label.xml, 'format'), 'A6 on A6');
    assert.equal(textOf(label.xml, 'offset'), '0');
  });

  it('sends a paid order without a point Packeta knows to the home-delivery carrier, at the street', async () => {
    calls.length = 0;
    answer = packetaAnswers;
    const home = { ...settings, homeDeliveryId: '106' };
    await packetaCarrier('Zásilkovna', home).createShipment({
      ...facts,
      pickupPoint: null,
      cashOnDelivery: null,
    });
    const [created] = calls;
    assert.equal(textOf(created.xml, 'addressId'), '106');
    assert.equal(textOf(created.xml, 'cod'), null);
    assert.equal(textOf(created.xml, 'street'), 'Národní 63/26');
    assert.equal(textOf(created.xml, 'city'), 'Praha');
    assert.equal(textOf(created.xml, 'zip'), '11000');
  });

  it('escapes XML special characters of the recipient', async () => {
    calls.length = 0;
    answer = packetaAnswers;
    const name = `O'Brien & <Syn> "Test"`;
    await packetaCarrier('Zásilkovna', settings).createShipment({
      ...facts,
      recipient: { ...facts.recipient, firstName: name, lastName: 'Novák\u0000' },
    });
    const [created] = calls;
    assert.match(created.xml, /<name>O&apos;Brien &amp; &lt;Syn&gt; &quot;Test&quot;<\/name>/);
    assert.equal(textOf(created.xml, 'name'), name);
    // A character XML cannot carry is dropped, not sent.
    assert.equal(textOf(created.xml, 'surname'), 'Novák');
  });

  it("throws Packeta's message when it refuses the packet", async () => {
    calls.length = 0;
    answer = () =>
      '<response><status>fault</status><fault>PacketAttributesFault</fault><string>Invalid packet attributes</string>' +
      '<detail><attributes><fault><name>addressId</name><fault>Unknown addressId &amp; branch</fault></fault></attributes></detail></response>';
    await assert.rejects(packetaCarrier('Zásilkovna', settings).createShipment(facts), (error: unknown) => {
      assert.ok(error instanceof CarrierError);
      assert.equal(error.carrier, 'Zásilkovna');
      assert.equal(error.message, 'Invalid packet attributes (addressId: Unknown addressId & branch).');
      assert.doesNotMatch(error.message, new RegExp(password));
      return true;
    });
    assert.equal(calls.length, 1, 'no label is asked for a refused packet');
    answer = () =>
      '<response><status>fault</status><fault>IncorrectApiPasswordFault</fault><string>Incorrect API password.</string><detail/></response>';
    await assert.rejects(packetaCarrier('Zásilkovna', settings).createShipment(facts), {
      name: 'CarrierError',
      message: 'Incorrect API password.',
    });
  });

  it('throws a CarrierError when Packeta cannot be reached, is silent or answers nonsense', async () => {
    const closed = { ...settings, apiUrl: 'http://127.0.0.1:1/api/rest' };
    await assert.rejects(packetaCarrier('Zásilkovna', closed).createShipment(facts), {
      name: 'CarrierError',
      message: 'Packeta could not be reached.',
    });
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/rest`;
    await assert.rejects(
      packetaCarrier('Zásilkovna', { ...settings, apiUrl: silentUrl }, 200).createShipment(facts),
      { name: 'CarrierError', message: 'Packeta did not answer within 0.2 s.' },
    );
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    answer = () => '<html>Bad gateway</html>';
    await assert.rejects(packetaCarrier('Zásilkovna', settings).createShipment(facts), {
      name: 'CarrierError',
      message: 'Packeta answered HTTP 200 without a result.',
    });
  });

  it('decodes entities and CDATA of the answers', () => {
    assert.equal(
      decodeXmlText('a &lt;b&gt; &#x10D;&#269; &amp;amp; <![CDATA[<raw> &amp;]]>'),
      'a <b> čč &amp; <raw> &amp;',
    );
    assert.equal(textOf('<r><barcode><![CDATA[Z1]]></barcode></r>', 'barcode'), 'Z1');
  });
});

describe('Carrier choice', () => {
  it('runs Zásilkovna in test mode without PACKETA_API_PASSWORD, for real with it', () => {
    const adapter = carrierAdapterOf(loadConfig({}), 'cz', 'pickup_point');
    assert.equal(adapter?.name, 'Zásilkovna');
    assert.equal(adapter?.testMode, true);
    const config = loadConfig({ PACKETA_API_PASSWORD: password });
    assert.equal(config.packeta?.apiUrl, 'https://www.zasilkovna.cz/api/rest');
    assert.equal(carrierAdapterOf(config, 'cz', 'pickup_point')?.testMode, false);
    // Other carriers, and the store pickup, are not Packeta's.
    assert.equal(carrierAdapterOf(config, 'cz', 'courier')?.testMode, true);
    assert.equal(carrierAdapterOf(config, 'ro', 'pickup_point')?.testMode, true);
    assert.equal(carrierAdapterOf(config, 'cz', 'store'), null);
  });

  it('refuses Packeta settings without the password, and a home-delivery id that is not a number', () => {
    assert.throws(
      () => loadConfig({ PACKETA_ESHOP: 'Mobilní svět' }),
      /PACKETA_ESHOP need PACKETA_API_PASSWORD/,
    );
    assert.throws(
      () => loadConfig({ PACKETA_API_PASSWORD: password, PACKETA_HOME_DELIVERY_ID: 'PPL' }),
      /PACKETA_HOME_DELIVERY_ID/,
    );
    assert.throws(
      () => loadConfig({ PACKETA_API_PASSWORD: password, PACKETA_API_URL: 'ftp://x' }),
      /PACKETA_API_URL/,
    );
  });
});
