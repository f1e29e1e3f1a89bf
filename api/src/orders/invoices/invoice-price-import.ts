import { VAT_RATE_PERCENT, vatIncluded } from '../../cart/cart-totals.ts';
import {
  type CellProblem,
  type ImportRules,
  priceCell,
  requiredText,
} from '../../catalogue/admin/import-rules.ts';
import { findInvoicesByNumber, setImportedPrices } from './invoice-repository.ts';

// The invoice price import: the accounting system's prices of the shop's invoices (invoice number,
// total, optionally the VAT in it), through the CSV import pipeline. An invoice whose prices are
// not its order's refuses the whole file ("The prices of these invoices are incorrect and
// therefore cannot be imported", listing them); otherwise applying records the confirmed prices
// and when, on the invoice (the order detail shows them). Nothing else about the order changes.

interface InvoicePriceValue {
  invoice: string;
  total: number;
  vat: number | null;
}
interface KnownInvoice {
  invoiceId: number;
  orderTotal: number;
  orderVat: number;
  importedTotal: number | null;
  importedVat: number | null;
}
export interface InvoicePriceChange {
  invoiceId: number;
  invoice: string;
  total: number;
  vat: number;
}

export const invoicePriceImport: ImportRules<
  InvoicePriceValue,
  Map<string, KnownInvoice>,
  InvoicePriceChange
> = {
  parse(cells) {
    const problems: CellProblem[] = [];
    const invoice = requiredText(cells, 'invoice', problems);
    const total = priceCell(cells, 'total', problems);
    const vat = (cells.vat ?? '').trim() === '' ? null : priceCell(cells, 'vat', problems);
    return problems.length ? { problems } : { value: { invoice, total, vat } };
  },
  uniqueKeys: (value) => [{ column: 'invoice', key: value.invoice }],
  async lookup(db, shop, values) {
    const rows = await findInvoicesByNumber(
      db,
      shop,
      values.map((v) => v.invoice),
    );
    return new Map(
      rows.map((row) => [
        row.number,
        {
          invoiceId: row.id,
          orderTotal: row.total_amount,
          // As the invoice prints it (invoice-pdf.ts): orders before VAT was kept derive it.
          orderVat: row.vat_amount || vatIncluded(row.total_amount, VAT_RATE_PERCENT[shop]),
          importedTotal: row.imported_total,
          importedVat: row.imported_vat,
        },
      ]),
    );
  },
  classify(value, known) {
    const invoice = known.get(value.invoice);
    if (!invoice) return { outcome: 'error', problems: [{ column: 'invoice', problem: 'unknownInvoice' }] };
    const problems: CellProblem[] = [];
    if (value.total !== invoice.orderTotal)
      problems.push({ column: 'total', problem: 'invoicePriceMismatch' });
    if (value.vat !== null && value.vat !== invoice.orderVat)
      problems.push({ column: 'vat', problem: 'invoicePriceMismatch' });
    if (problems.length) return { outcome: 'error', problems };
    if (invoice.importedTotal === value.total && invoice.importedVat === invoice.orderVat)
      return { outcome: 'unchanged' };
    return {
      outcome: invoice.importedTotal === null ? 'create' : 'change',
      change: {
        invoiceId: invoice.invoiceId,
        invoice: value.invoice,
        total: value.total,
        vat: invoice.orderVat,
      },
    };
  },
  async write(trx, _shop, changes) {
    const now = new Date();
    // Few invoices per file in practice; one statement per invoice keeps it plain.
    for (const change of changes)
      await setImportedPrices(trx, change.invoiceId, {
        total: change.total,
        vat: change.vat,
        importedAt: now,
      });
  },
  auditOf: (changes) => ({
    invoicePrices: changes.length,
    sample: changes.slice(0, 20).map((c) => ({ invoice: c.invoice, total: c.total })),
  }),
  refuseWhole: { problem: 'invoicePriceMismatch', keyColumn: 'invoice', code: 'invoice_prices_incorrect' },
};
