import { MINOR_UNITS_PER_UNIT, type Money } from 'shared-domain';
import type { PacketaSettings } from '../../platform/config.ts';
import { type CarrierAdapter, CarrierError, type Shipment, type ShipmentFacts } from './carrier-adapter.ts';

// Zásilkovna (Packeta) books parcels through its public REST/XML API: a POST of `createPacket`
// answers the packet's id and barcode (the tracking number the customer follows), a POST of
// `packetLabelPdf` its A6 label as base64. A refusal (`<status>fault</status>`), an unreadable
// answer or none in time is a CarrierError carrying Packeta's own words, never the password.
// A packet created whose label then fails stays unused at Packeta (it charges only for parcels
// handed in); finishing again books a new one.

/** The packer waits for this scan's answer: Packeta gets this long, then the scan says why. */
export const PACKETA_TIMEOUT_MS = 10_000;
/** Packeta's label of one A6 page, the size of our label printers. */
const LABEL_FORMAT = 'A6 on A6';
const PACKETA_NETWORK = 'Zásilkovna';

type XmlValue = string | readonly (readonly [string, XmlValue])[];

export function packetaCarrier(
  name: string,
  settings: PacketaSettings,
  timeoutMs = PACKETA_TIMEOUT_MS,
): CarrierAdapter {
  const call = (method: string, args: readonly (readonly [string, XmlValue])[]) =>
    callPacketa(name, settings, timeoutMs, method, args);
  return {
    name,
    testMode: false,
    async createShipment(facts: ShipmentFacts): Promise<Shipment> {
      const created = await call('createPacket', [
        ['packetAttributes', packetAttributesOf(name, facts, settings)],
      ]);
      const packetId = textOf(created, 'id');
      const barcode = textOf(created, 'barcode');
      if (!packetId || !barcode)
        throw new CarrierError(name, 'Packeta answered without a packet id and barcode.');
      const label = await call('packetLabelPdf', [
        ['packetId', packetId],
        ['format', LABEL_FORMAT],
        ['offset', '0'],
      ]);
      const labelPdf = new Uint8Array(Buffer.from(decodeXmlText(label).trim(), 'base64'));
      if (Buffer.from(labelPdf.subarray(0, 5)).toString('latin1') !== '%PDF-')
        throw new CarrierError(name, `Packeta's label of packet ${barcode} is not a PDF document.`);
      return { trackingNumber: barcode, labelPdf };
    },
  };
}

/**
 * The packet as Packeta wants it. A Zásilkovna point Packeta can name is the parcel's address;
 * otherwise the configured home-delivery carrier takes it to the recipient's street.
 */
export function packetAttributesOf(
  carrier: string,
  facts: ShipmentFacts,
  settings: PacketaSettings,
): [string, string][] {
  const { recipient } = facts;
  const pointId = packetaPointIdOf(facts.pickupPoint);
  const addressId = pointId ?? settings.homeDeliveryId;
  if (!addressId)
    throw new CarrierError(
      carrier,
      'Packeta knows no id of this pickup point, and no home-delivery carrier is configured (PACKETA_HOME_DELIVERY_ID).',
    );
  const optional = (name: string, value: string | null | undefined): [string, string][] =>
    value ? [[name, value]] : [];
  return [
    ['number', facts.orderNumber],
    ['name', recipient.firstName || recipient.name],
    ['surname', recipient.lastName],
    ...optional('email', recipient.email),
    ...optional('phone', recipient.phone),
    ['addressId', addressId],
    ...optional('cod', facts.cashOnDelivery && majorUnits(facts.cashOnDelivery)),
    ['value', majorUnits(facts.value)],
    ['currency', facts.value.currency],
    ...optional('weight', facts.weightGrams ? String(facts.weightGrams / 1000) : null),
    ...optional('eshop', settings.eshop),
    ...(pointId
      ? []
      : ([
          ['street', recipient.street],
          ['city', recipient.city],
          ['zip', recipient.postcode.replace(/\s+/g, '')],
        ] as [string, string][])),
  ];
}

/** Packeta's id of a Zásilkovna point: its code in our table, without the network's "ZAS-" prefix. */
export function packetaPointIdOf(point: ShipmentFacts['pickupPoint']): string | null {
  if (point?.network !== PACKETA_NETWORK) return null;
  return /^(?:ZAS-)?(\d{1,10})$/.exec(point.code)?.[1] ?? null;
}

/** Packeta's decimals are major units: 1299.50, or 1299 when whole. */
export function majorUnits(value: Money): string {
  const whole = Math.trunc(value.amount / MINOR_UNITS_PER_UNIT);
  const cents = value.amount % MINOR_UNITS_PER_UNIT;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** One API call; answers the inner XML of `<result>`, or throws Packeta's refusal. */
async function callPacketa(
  carrier: string,
  settings: PacketaSettings,
  timeoutMs: number,
  method: string,
  args: readonly (readonly [string, XmlValue])[],
): Promise<string> {
  const body = `<?xml version="1.0" encoding="utf-8"?>\n${xmlOf(method, [['apiPassword', settings.apiPassword], ...args])}`;
  let xml: string;
  let status: number;
  try {
    const response = await fetch(settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    xml = await response.text();
  } catch (error) {
    const timedOut = (error as Error | null)?.name === 'TimeoutError';
    throw new CarrierError(
      carrier,
      timedOut ? `Packeta did not answer within ${timeoutMs / 1000} s.` : 'Packeta could not be reached.',
      { cause: error },
    );
  }
  const outcome = textOf(xml, 'status');
  if (outcome === 'ok') {
    const result = /<result(?:\s[^>]*)?>([\s\S]*)<\/result>/.exec(xml)?.[1];
    if (result !== undefined) return result;
  }
  if (outcome === 'fault') throw new CarrierError(carrier, faultMessageOf(xml));
  throw new CarrierError(carrier, `Packeta answered HTTP ${status} without a result.`);
}

/** Packeta's words: the fault's text, and each refused attribute with its reason. */
export function faultMessageOf(xml: string): string {
  const detail = /<detail>([\s\S]*)<\/detail>/.exec(xml)?.[1] ?? '';
  const head = xml.replace(/<detail>[\s\S]*<\/detail>/, '');
  const text = textOf(head, 'string') || textOf(head, 'fault') || 'Packeta refused the request.';
  const fields = [
    ...detail.matchAll(/<fault>\s*<name>([^<]*)<\/name>\s*<fault>([^<]*)<\/fault>\s*<\/fault>/g),
  ].map(([, name, reason]) => `${decodeXmlText(name)}: ${decodeXmlText(reason)}`);
  const message = fields.length > 0 ? `${text} (${fields.join('; ')})` : text;
  // Shown at the station as a sentence and stored with the scan: one line, printable, short.
  const line = message
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 300);
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

// -- XML: the few elements Packeta sends and expects, escaped both ways ----------------------------

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (char) => escapes[char]);
}

export function xmlOf(name: string, value: XmlValue): string {
  const inner =
    typeof value === 'string'
      ? escapeXml(value)
      : value.map(([child, childValue]) => xmlOf(child, childValue)).join('');
  return `<${name}>${inner}</${name}>`;
}

/** The decoded text of the first `<name>` element holding only text (or CDATA), or null. */
export function textOf(xml: string, name: string): string | null {
  const found = new RegExp(`<${name}(?:\\s[^>]*)?>((?:[^<]|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)*)</${name}>`).exec(
    xml,
  );
  return found ? decodeXmlText(found[1]) : null;
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
            if (ref[0] !== '#') return named[ref] ?? whole;
            const code =
              ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
          }),
    )
    .join('');
}
