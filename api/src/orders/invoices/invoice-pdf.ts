import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatMoney, shops } from 'shared-domain';
import { formatDate } from '../../buyout/formatting.ts';
import { VAT_RATE_PERCENT, vatIncluded } from '../../cart/cart-totals.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { OrderRow } from '../order-access.ts';
import { orderTexts } from '../order-texts.ts';
import { orderLines } from '../order-view.ts';

// The invoice or credit note of an order as a PDF (A4), in the shop's language. pdf-lib's standard
// fonts only know WinAnsi, which has no "ř", "ů", "ș" or "ț": DejaVu Sans (the dejavu-fonts-ttf
// package) is embedded instead, subset to the glyphs the document uses.

export type DocumentKind = 'invoice' | 'credit_note';

export interface RenderedDocument {
  bytes: Uint8Array;
  /** The document's total as printed (negative for a credit note), minor units. */
  total: number;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The font files, read once per process (the warehouse's labels and slips embed them too). */
export function fonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = { title: 16, text: 10, small: 9 };
const LINE = 14;
/** Columns of the items table: left edges, the numbers right-aligned to their column's end. */
const COLUMNS = { item: 50, quantity: 330, unitPrice: 440, price: 545 };

/** Writes lines top-down, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  private readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  text(text: string, x: number, options: { size?: number; bold?: boolean; right?: boolean } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE.text;
    const at = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: at, y: this.y, size, font, color: rgb(0, 0, 0) });
  }
  /** Cuts a text to the width available, so a long product name never runs into the next column. */
  fit(text: string, width: number, size = SIZE.text): string {
    if (this.regular.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.regular.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }
  next(lines = 1): void {
    this.y -= LINE * lines;
  }
  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + LINE - 3 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + LINE - 3 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  }
}

/** Renders the order's document; a credit note prints every amount negative. */
export async function renderDocumentPdf(
  db: Db,
  order: OrderRow,
  kind: DocumentKind,
  number: string,
  issuedAt: Date,
): Promise<RenderedDocument> {
  const { shop } = order;
  const t = orderTexts[shop].invoice;
  const { locale, currency } = shops[shop];
  const sign = kind === 'credit_note' ? -1 : 1;
  const money = (amount: number) => formatMoney({ amount: sign * amount, currency }, locale);
  const title = kind === 'credit_note' ? t.creditNote : t.title;

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await fonts();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  // Searchable and listed by file managers without opening the document.
  doc.setTitle(`${title} ${number}`);
  doc.setSubject(`${t.order} ${order.number}`);
  doc.setLanguage(locale);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  doc.setProducer(shops[shop].title);
  doc.setCreator(shops[shop].title);

  const w = new Writer(doc, regular, bold);
  w.text(`${title} ${number}`, PAGE.margin, { size: SIZE.title, bold: true });
  w.next(2);
  w.text(`${t.order}: ${order.number}    ${t.issued}: ${formatDate(issuedAt, shop)}`, PAGE.margin);
  w.next(2);

  const billing = (order.billing_address ?? {}) as Record<string, unknown>;
  const field = (key: string) => (typeof billing[key] === 'string' ? (billing[key] as string) : '');
  const customer = [
    `${field('first_name')} ${field('last_name')}`.trim(),
    billing.invoice_on_company ? field('company') : '',
    field('address'),
    `${field('postcode')} ${field('city')}`.trim(),
    field('tin'),
    field('vatn'),
  ].filter(Boolean);
  const top = w.y;
  w.text(t.supplier, PAGE.margin, { bold: true });
  for (const line of t.company) {
    w.next();
    w.text(line, PAGE.margin, { size: SIZE.small });
  }
  const supplierEnd = w.y;
  w.y = top;
  w.text(t.customer, 320, { bold: true });
  for (const line of customer) {
    w.next();
    w.text(w.fit(line, 225, SIZE.small), 320, { size: SIZE.small });
  }
  w.y = Math.min(w.y, supplierEnd);
  w.next(3);

  const head = () => {
    w.text(t.item, COLUMNS.item, { bold: true });
    w.text(t.quantity, COLUMNS.quantity, { bold: true, right: true });
    w.text(t.unitPrice, COLUMNS.unitPrice, { bold: true, right: true });
    w.text(t.price, COLUMNS.price, { bold: true, right: true });
    w.next();
    w.rule();
  };
  head();
  const lines = await orderLines(db, order);
  const rows = [
    ...lines.map((line) => ({
      name: line.product,
      quantity: line.quantity,
      unit: line.unitPrice.amount,
      price: line.finalPrice.amount,
    })),
    {
      name: shop === 'cz' ? 'Doprava a platba' : 'Livrare și plată',
      quantity: 1,
      unit: order.delivery_price + order.payment_fee,
      price: order.delivery_price + order.payment_fee,
    },
  ];
  for (const row of rows) {
    if (w.y - LINE < PAGE.margin) {
      w.ensure(LINE * 3);
      head();
    }
    w.text(w.fit(row.name, COLUMNS.quantity - COLUMNS.item - 40), COLUMNS.item);
    w.text(String(row.quantity), COLUMNS.quantity, { right: true });
    w.text(money(row.unit), COLUMNS.unitPrice, { right: true });
    w.text(money(row.price), COLUMNS.price, { right: true });
    w.next();
  }
  w.rule();
  w.next();

  const rate = VAT_RATE_PERCENT[shop];
  const vat = order.vat_amount || vatIncluded(order.total_amount, rate);
  w.ensure(LINE * 4);
  w.text(`${t.base}: ${money(order.total_amount - vat)}`, COLUMNS.price, { right: true });
  w.next();
  w.text(`${t.vat} ${rate} %: ${money(vat)}`, COLUMNS.price, { right: true });
  w.next();
  w.text(`${t.total}: ${money(order.total_amount)}`, COLUMNS.price, { right: true, bold: true });

  return { bytes: await doc.save({ useObjectStreams: false }), total: sign * order.total_amount };
}
