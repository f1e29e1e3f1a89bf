import type { AdminOrderDetail, ShopCode } from 'shared-domain';
import { orderNumberPattern } from 'shared-domain/contracts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { findInstallmentStatus } from '../installment-repository.ts';
import { invalidOrder, type OrderRow, orderNotFound } from '../order-access.ts';
import { listOrderEmails } from '../order-email-repository.ts';
import { findOrderByNumber } from '../order-repository.ts';
import { orderDetailOf } from '../order-view.ts';
import { findOrderRefunds } from '../order-view-repository.ts';

/** Cancelling is possible until the order has left the shop. */
export function canCancel(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'new' || order.status === 'paid' || order.status === 'picking';
}

/** Staff open any order of their shop by its number: 400 for a malformed number, else 404. */
export async function findShopOrder(db: Db, shop: ShopCode, number: string): Promise<OrderRow> {
  if (!orderNumberPattern.test(number)) throw invalidOrder(shop);
  const order = await findOrderByNumber(db, shop, number);
  if (!order) throw orderNotFound(shop);
  return order;
}

/** The customer's view of the order and what staff act on: contacts, refunds, e-mails sent. */
export async function adminOrderDetailOf(
  db: Db,
  config: Pick<Config, 'orderTokenSecret'>,
  order: OrderRow,
): Promise<AdminOrderDetail> {
  const {
    accessToken: _token,
    canRetryPayment: _retry,
    withdrawalUntil: _until,
    pickupReadyFrom: _ready,
    ...customerView
  } = await orderDetailOf(db, config, order);
  const [installment, refunds, emails] = await Promise.all([
    findInstallmentStatus(db, order.id),
    findOrderRefunds(db, order.id),
    listOrderEmails(db, order.id),
  ]);
  const billing = order.billing_address as Record<string, unknown> | null;
  return {
    ...customerView,
    id: order.id,
    email: order.email,
    phone: typeof billing?.phone === 'string' ? billing.phone : null,
    storeId: order.store_id,
    deliveryWindow:
      order.timeslot_from && order.timeslot_to
        ? { from: order.timeslot_from.toISOString(), to: order.timeslot_to.toISOString() }
        : null,
    deliveredAt: order.delivered_at?.toISOString() ?? null,
    invoiceNumber: order.invoice_number,
    creditNoteNumber: order.credit_note_number,
    installmentStatus: installment,
    refunds: refunds.map((refund) => ({
      at: new Date(refund.created_at).toISOString(),
      amount: { amount: refund.amount, currency: refund.currency },
      provider: refund.provider,
      reference: refund.reference,
      testMode: refund.test_mode,
    })),
    emails: emails.map((email) => ({
      at: new Date(email.created_at).toISOString(),
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
    })),
    canCancel: canCancel(order),
  };
}
