import type { WarehouseInvoice } from 'shared-domain/contracts/staff.ts';
import { orderInvoicesOf } from '../../orders/invoices/invoice-view.ts';
import type { OrderRow } from '../../orders/order-access.ts';
import type { Db } from '../../platform/db/schema.ts';

// The invoice of an order as the warehouse sees it: whether it exists (to put in the box), its
// number, when it was e-mailed, and whether it can be sent again. The admin sees the whole document.

export async function warehouseInvoiceOf(db: Db, order: OrderRow): Promise<WarehouseInvoice> {
  const { invoice } = await orderInvoicesOf(db, order);
  return {
    orderNumber: order.number,
    state: invoice.state,
    number: invoice.number,
    sentAt: invoice.resentAt ?? invoice.sentAt,
    canResend: invoice.canResend,
  };
}
