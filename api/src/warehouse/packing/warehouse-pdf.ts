import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type ShopCode, shops } from 'shared-domain';
import { fonts } from '../../orders/invoices/invoice-pdf.ts';

// The warehouse's A4 documents (packing slip, hand-over protocol): lines of text top-down in
// DejaVu Sans like the invoices, so Czech and Romanian letters print; a new page when one is full.

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const LINE = 15;

export class WarehousePdf {
  private page!: PDFPage;
  private y = 0;
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.addPage();
  }

  static async create(shop: ShopCode, title: string): Promise<WarehousePdf> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const bytes = await fonts();
    const regular = await doc.embedFont(bytes.regular, { subset: true });
    const bold = await doc.embedFont(bytes.bold, { subset: true });
    doc.setTitle(title);
    doc.setLanguage(shops[shop].locale);
    doc.setProducer(shops[shop].title);
    return new WarehousePdf(doc, regular, bold);
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** One line; `columns` are [text, x] pairs on the same line after the first text. */
  line(text: string, options: { size?: number; bold?: boolean; columns?: [string, number][] } = {}): void {
    const size = options.size ?? 10;
    if (this.y - size < PAGE.margin) this.addPage();
    const font = options.bold ? this.bold : this.regular;
    this.page.drawText(this.fit(text, font, size, options.columns?.[0]?.[1] ?? PAGE.width), {
      x: PAGE.margin,
      y: this.y,
      size,
      font,
      color: rgb(0, 0, 0),
    });
    for (const [column, x] of options.columns ?? [])
      this.page.drawText(column, { x, y: this.y, size, font, color: rgb(0, 0, 0) });
    this.y -= Math.max(LINE, size + 6);
  }

  gap(lines = 1): void {
    this.y -= LINE * lines;
  }

  /** A line to sign on, with its caption under it. */
  signature(caption: string, x: number): void {
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + 200, y: this.y }, thickness: 0.5 });
    this.page.drawText(caption, { x, y: this.y - 12, size: 9, font: this.regular });
  }

  private fit(text: string, font: PDFFont, size: number, nextColumn: number): string {
    const width = nextColumn - PAGE.margin - 10;
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
