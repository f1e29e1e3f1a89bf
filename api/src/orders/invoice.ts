import { formatMoney, type ShopCode, shops } from 'shared-domain';
import { formatDate } from '../buyout/formatting.ts';
import { VAT_RATE_PERCENT, vatIncluded } from '../cart/cart-totals.ts';
import { escapeHtml } from '../payments/escape-html.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import type { OrderRow } from './order-access.ts';
import { assignInvoiceNumber } from './order-repository.ts';
import { orderTexts } from './order-texts.ts';
import { invoiceAvailable, orderLines } from './order-view.ts';

// Printable HTML invoice and credit note of an order, with the shop's company data. Numbers are
// derived from the order number ("FA-CZ26000123"), assigned when the document is first issued.

/** A withdrawal's or a cancellation's credit note: "DB-CZ26000123", "NC-RO26000045". */
export function creditNoteNumberOf(shop: ShopCode, orderNumber: string): string {
  return `${shop === 'cz' ? 'DB' : 'NC'}-${orderNumber}`;
}

export async function issueInvoice(db: Db, order: OrderRow, now: Date): Promise<string> {
  const texts = orderTexts[order.shop];
  if (!invoiceAvailable(order))
    throw new AppError('conflict', 'invoice_not_available', 409, texts.invoiceNotReady);
  let number = order.invoice_number;
  if (!number) {
    number = `${order.shop === 'cz' ? 'FA' : 'FF'}-${order.number}`;
    await assignInvoiceNumber(db, order.id, number);
  }
  return documentHtml(db, order, texts.invoice.title, number, now, 1);
}

export async function issueCreditNote(db: Db, order: OrderRow, now: Date): Promise<string> {
  const texts = orderTexts[order.shop];
  if (!order.credit_note_number)
    throw new AppError('not_found', 'credit_note_not_found', 404, texts.creditNoteMissing);
  return documentHtml(db, order, texts.invoice.creditNote, order.credit_note_number, now, -1);
}

async function documentHtml(
  db: Db,
  order: OrderRow,
  title: string,
  number: string,
  now: Date,
  sign: 1 | -1,
): Promise<string> {
  const { shop } = order;
  const t = orderTexts[shop].invoice;
  const { locale, currency } = shops[shop];
  const money = (amount: number) => escapeHtml(formatMoney({ amount: sign * amount, currency }, locale));
  const lines = await orderLines(db, order);
  const billing = order.billing_address ?? {};
  const text = (key: string) => (typeof billing[key] === 'string' ? escapeHtml(billing[key] as string) : '');
  const rate = VAT_RATE_PERCENT[shop];
  const vat = order.vat_amount || vatIncluded(order.total_amount, rate);
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.product)}</td><td>${line.quantity}</td><td>${money(line.unitPrice.amount)}</td><td>${money(line.finalPrice.amount)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head><meta charset="utf-8"><title>${escapeHtml(title)} ${escapeHtml(number)}</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ccc;padding:.3rem;text-align:left}</style></head>
<body>
<h1>${escapeHtml(title)} ${escapeHtml(number)}</h1>
<p>${t.order}: ${escapeHtml(order.number)} · ${t.issued}: ${escapeHtml(formatDate(now, shop))}</p>
<section><h2>${t.supplier}</h2><p>${t.company.map(escapeHtml).join('<br>')}</p></section>
<section><h2>${t.customer}</h2><p>${text('first_name')} ${text('last_name')}<br>${billing.invoice_on_company ? `${text('company')}<br>` : ''}${text('address')}<br>${text('postcode')} ${text('city')}${text('tin') ? `<br>${text('tin')}` : ''}</p></section>
<table>
<thead><tr><th scope="col">${t.item}</th><th scope="col">${t.quantity}</th><th scope="col">${t.unitPrice}</th><th scope="col">${t.price}</th></tr></thead>
<tbody>
${rows}
<tr><td>${escapeHtml(shop === 'cz' ? 'Doprava a platba' : 'Livrare și plată')}</td><td>1</td><td>${money(order.delivery_price + order.payment_fee)}</td><td>${money(order.delivery_price + order.payment_fee)}</td></tr>
</tbody>
</table>
<p>${t.base}: ${money(order.total_amount - vat)}<br>${t.vat} ${rate} %: ${money(vat)}<br><strong>${t.total}: ${money(order.total_amount)}</strong></p>
</body>
</html>
`;
}
