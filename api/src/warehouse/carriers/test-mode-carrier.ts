import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatMoney, type ShopCode, shops } from 'shared-domain';
import { code128Modules } from 'shared-domain/barcode';
import { isLuhnValid } from 'shared-domain/validation';
import type { CarrierAdapter, Shipment, ShipmentFacts } from './carrier-adapter.ts';

// The built-in carrier of every shop until a real one is configured: no shipment is booked, but the
// label is a real one to print (A6, the carrier, the recipient, the tracking number as a Code 128
// barcode) and says in large letters that it is a test, so nobody posts it.
// The label is made while the packer waits for the answer of the finish scan: it is drawn in the
// PDF standard Helvetica (nothing to embed; a DejaVu subset costs ~60 ms a label), so letters
// Windows-1252 lacks (ř, ů, ș, ț, ă…) print without their accent, as carriers' own labels do.

const A6 = { width: 297.64, height: 419.53, margin: 18 };
const testModeTitle: Record<ShopCode, string> = { cz: 'TESTOVACÍ REŽIM', ro: 'MOD DE TEST' };
const labelTexts: Record<ShopCode, { recipient: string; order: string; cod: string; pieces: string }> = {
  cz: { recipient: 'Příjemce', order: 'Objednávka', cod: 'Dobírka', pieces: 'Kusů' },
  ro: { recipient: 'Destinatar', order: 'Comanda', cod: 'Ramburs', pieces: 'Bucăți' },
};

/** The Luhn check digit that makes `digits` + it valid. */
export function luhnCheckDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (isLuhnValid(`${digits}${digit}`)) return String(digit);
  throw new Error('unreachable: one of ten digits completes a Luhn sum');
}

/**
 * 12 digits: 9, the shop (1 cz, 2 ro), the package id on 9 digits, a Luhn check digit — unique per
 * package, and a mistyped one is caught by the check digit.
 */
export function testTrackingNumber(shop: ShopCode, packageId: number): string {
  const body = `9${shop === 'cz' ? 1 : 2}${String(packageId).padStart(9, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

export function testModeCarrier(name: string): CarrierAdapter {
  return {
    name,
    testMode: true,
    async createShipment(facts: ShipmentFacts): Promise<Shipment> {
      const trackingNumber = testTrackingNumber(facts.shop, facts.packageId);
      return { trackingNumber, labelPdf: await renderLabel(facts, trackingNumber) };
    },
  };
}

async function renderLabel(facts: ShipmentFacts, trackingNumber: string): Promise<Uint8Array> {
  const { shop } = facts;
  const t = labelTexts[shop];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${facts.carrier} ${trackingNumber}`);
  doc.setSubject(`${t.order} ${facts.orderNumber}`);
  doc.setLanguage(shops[shop].locale);
  doc.setProducer(shops[shop].title);
  const page = doc.addPage([A6.width, A6.height]);
  let y = A6.height - A6.margin - 14;
  const line = (text: string, size = 10, font = regular) => {
    page.drawText(printable(font, text), { x: A6.margin, y, size, font, color: rgb(0, 0, 0) });
    y -= size + 5;
  };
  line(facts.carrier, 16, bold);
  line(testModeTitle[shop], 18, bold);
  y -= 6;
  line(t.recipient, 9, bold);
  const { recipient } = facts;
  for (const text of [
    recipient.name,
    recipient.street,
    `${recipient.postcode} ${recipient.city}`,
    recipient.phone,
  ])
    if (text.trim()) line(text.slice(0, 48), 11);
  y -= 6;
  line(`${t.order}: ${facts.orderNumber}    ${t.pieces}: ${facts.pieces}`, 10);
  if (facts.cashOnDelivery)
    line(`${t.cod}: ${formatMoney(facts.cashOnDelivery, shops[shop].locale)}`, 12, bold);
  drawBarcode(page, trackingNumber, A6.margin, 70, A6.width - 2 * A6.margin, 70);
  const width = bold.widthOfTextAtSize(trackingNumber, 14);
  page.drawText(trackingNumber, { x: (A6.width - width) / 2, y: 50, size: 14, font: bold });
  return doc.save({ useObjectStreams: false });
}

/** The text in the letters the font has: others lose their accent, or become "?". */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...base].every((part) => known.has(part.codePointAt(0) ?? 0)) ? base : '?';
    })
    .join('');
}

/** Code 128 of `text`, scaled to `width` with a quiet zone of ten modules each side. */
export function drawBarcode(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const modules = code128Modules(text);
  const total = modules.reduce((sum, w) => sum + w, 0) + 20;
  const unit = width / total;
  let at = x + 10 * unit;
  modules.forEach((w, index) => {
    if (index % 2 === 0) page.drawRectangle({ x: at, y, width: w * unit, height, color: rgb(0, 0, 0) });
    at += w * unit;
  });
}
