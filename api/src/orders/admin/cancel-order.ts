import { formatMoney, type OrderCancellation, orderPagePath, shops } from 'shared-domain';
import { refundOrderPayments } from '../../payments/refund-payments.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import { shopMessages } from '../../platform/messages/server-message.ts';
import { creditNoteNumberOf } from '../invoice.ts';
import { requestDocument } from '../invoices/invoice-documents.ts';
import type { OrderRow } from '../order-access.ts';
import type { OrderDeps } from '../order-deps.ts';
import { absolute, queueOrderMail } from '../order-emails.ts';
import { findOrderForUpdate, markOrderCancelled } from '../order-repository.ts';
import { orderTexts } from '../order-texts.ts';
import { orderTokenOf } from '../order-tokens.ts';
import { invoiceAvailable } from '../order-view.ts';
import { canCancel, findShopOrder } from './admin-order-detail.ts';
import { releaseStock } from './release-stock.ts';

/**
 * Staff cancel an order that has not left the shop: its pieces go back to the stores they came
 * from, settled online payments are refunded through their adapter, an invoiced order gets a
 * credit note, the customer is e-mailed, and the change is audited — one transaction, so a
 * failure at any step leaves the order as it was.
 */
export async function cancelOrder(
  deps: OrderDeps,
  actor: StaffActor,
  number: string,
  now: Date,
): Promise<OrderCancellation> {
  return deps.db.transaction().execute((trx) => cancelInTransaction(trx, deps, actor, number, now));
}

/** The cancellation inside its transaction (the packing station cancels inside its scan's). */
export async function cancelInTransaction(
  trx: Db,
  deps: OrderDeps,
  actor: StaffActor,
  number: string,
  now: Date,
): Promise<OrderCancellation> {
  const { shop } = deps;
  const found = await findShopOrder(trx, shop, number);
  const order = await findOrderForUpdate(trx, found.id);
  if (order.status === 'cancelled') throw new CodedError('conflict', 'order_already_cancelled', 409);
  if (!canCancel(order)) throw new CodedError('conflict', 'order_not_cancellable', 409);

  const releasedPieces = await releaseStock(trx, shop, order);
  const refunds = await refundOrderPayments(trx, order.id, now);
  const creditNote = invoiceAvailable(order)
    ? (order.credit_note_number ?? creditNoteNumberOf(shop, order.number))
    : null;
  await markOrderCancelled(trx, order.id, now, creditNote);
  const refund = refunds[0] ?? null;
  // The credit note's PDF is made and mailed by a job, as staff would ask for it.
  if (creditNote)
    await requestDocument(
      trx,
      deps.jobs,
      { ...order, status: 'cancelled', credit_note_number: creditNote },
      'credit_note',
      {
        createdBy: actor.id,
        ifMissing: true,
      },
    );
  if (order.email) await queueCancellationMail(trx, deps, order, refund?.amount.amount ?? null);
  await recordStaffChange(trx, shop, actor, {
    entity: 'order',
    entityId: order.id,
    action: 'cancel',
    before: { status: order.status, paymentStatus: order.payment_status },
    after: { status: 'cancelled', releasedPieces, refunds, creditNote },
  });
  return { number: order.number, releasedPieces, refund, creditNote };
}

function queueCancellationMail(
  trx: Db,
  deps: OrderDeps,
  order: OrderRow,
  refunded: number | null,
): Promise<void> {
  const { shop } = deps;
  const { mail } = orderTexts[shop];
  const text = shopMessages(shop);
  const { currency, locale } = shops[shop];
  const proof = { number: order.number, token: orderTokenOf(deps.config, order.number) };
  const paragraphs = [
    text(mail.cancellationIntro, { number: order.number }),
    ...(refunded === null
      ? []
      : [text(mail.cancellationRefund, { amount: formatMoney({ amount: refunded, currency }, locale) })]),
  ];
  const message = composeMail(shop, {
    to: order.email ?? '',
    subject: text(mail.cancellationSubject, { number: order.number }),
    greeting: mail.greeting,
    blocks: [
      { kind: 'paragraph', text: paragraphs.join(' ') },
      { kind: 'link', text: mail.statusLink, url: absolute(deps, orderPagePath(shop, 'status', proof)) },
    ],
    signature: mail.signature,
    publicUrl: deps.config.publicUrl,
  });
  return queueOrderMail(trx, deps, shop, order.id, 'cancellation', message);
}
