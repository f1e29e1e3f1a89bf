// CSV imports of products, prices and stock (issue 15, item 14). The columns of each kind are
// declared here once, without zod (the admin screen imports it): the api checks a file's header
// and reads its rows by them, the screen documents them and offers a template built from them.

export const importKinds = ['products', 'prices', 'stock', 'invoice-prices'] as const;
export type ImportKind = (typeof importKinds)[number];

export interface ImportColumn {
  /** The header cell, compared without case and surrounding spaces. */
  name: string;
  required: boolean;
  /** A value of the template's example row. */
  example: string;
}

const column = (name: string, required: boolean, example: string): ImportColumn => ({
  name,
  required,
  example,
});

export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  products: [
    column('code', true, 'MS1001'),
    // the master product's id, or its name (with the brand when two brands share the name)
    column('master', true, 'iPhone 15'),
    column('brand', false, 'Apple'),
    column('type', false, 'phones'),
    column('colour', false, 'midnight'),
    column('storage', false, '128'),
    column('condition', true, 'used'),
    column('quality', false, 'A'),
    column('ean', false, '0195949036224'),
    column('price', true, '15990'),
  ],
  prices: [column('code', true, 'MS1001'), column('price', true, '15990')],
  stock: [column('code', true, 'MS1001'), column('store', true, 'CZ-PRG-VAC'), column('quantity', true, '3')],
  // The accounting system's prices of issued invoices: the total, and the VAT in it when known.
  'invoice-prices': [
    column('invoice', true, 'FA-CZ26000123'),
    column('total', true, '15990'),
    column('vat', false, '2775'),
  ],
};

/** At most this many row errors are kept for the screen; the failed-rows CSV has them all. */
export const IMPORT_KEPT_ERRORS = 1000;
/** The largest file accepted. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** The template a staff member fills in: the header and one example row, `,`-separated. */
export function importTemplateCsv(kind: ImportKind): string {
  const columns = importColumns[kind];
  return `${columns.map((c) => c.name).join(',')}\r\n${columns.map((c) => c.example).join(',')}\r\n`;
}
