import { formatMoney, orderPagePath, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { composeMail, type MailBlock } from '../platform/mail-layout.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import type { OrderDeps } from './order-deps.ts';
import { insertOrderEmail } from './order-email-repository.ts';
import { deliveryName, orderTexts, paymentName } from './order-texts.ts';
import type { PlacedOrder } from './placed-order.ts';

// The order's e-mails in the shop's language, as plain text and HTML (mail-layout.ts), with
// absolute links (PUBLIC_URL), queued in the transaction that changes the order (mail-queue.ts).

/** What an order's mail is, as its detail lists them for staff. */
export type OrderMailKind =
  | 'confirmation'
  | 'withdrawal'
  | 'cancellation'
  | 'custom'
  // the invoice and credit note PDFs (orders/invoices/), and an invoice staff sent again
  | 'invoice'
  | 'credit_note'
  | 'invoice_resent';

/** Queues a mail of an order and keeps it in the order's list of e-mails sent. */
export async function queueOrderMail(
  trx: Db,
  deps: Pick<OrderDeps, 'jobs'>,
  shop: ShopCode,
  orderId: number,
  kind: OrderMailKind,
  message: MailMessage,
): Promise<void> {
  await insertOrderEmail(trx, { orderId, kind, recipient: message.to, subject: message.subject });
  await queueMail(trx, deps.jobs, shop, message);
}

/** In the order's transaction: the order and its confirmation commit together or not at all. */
export function queueOrderConfirmation(
  trx: Db,
  deps: OrderDeps,
  orderId: number,
  order: PlacedOrder,
): Promise<void> {
  const { shop } = deps;
  const { mail } = orderTexts[shop];
  const text = shopMessages(shop);
  const money = moneyOf(shop);
  const { totals } = order;
  const items: string[][] = order.cart.lines.flatMap((line) => [
    [line.name, text(mail.pieces, { quantity: line.quantity }), money(line.finalPrice)],
    ...line.services.map((service) => [
      `+ ${service.name}`,
      text(mail.pieces, { quantity: line.quantity }),
      money(service.unitPrice * line.quantity),
    ]),
  ]);
  const foot: string[][] = [
    ...(totals.discounts.amount > 0 ? [[mail.discounts, `−${money(totals.discounts.amount)}`]] : []),
    [
      `${mail.delivery} (${deliveryName(shop, order.input.type_delivery_code)})`,
      money(totals.delivery.amount),
    ],
    [`${mail.payment} (${paymentName(shop, order.input.type_payment)})`, money(totals.payment.amount)],
    [mail.total, money(totals.total.amount)],
    [text(mail.vat, { rate: totals.vatRatePercent }), money(totals.vat.amount)],
  ];
  const proof = { number: order.number, token: order.token };
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: text(mail.intro, { number: order.number }) },
    { kind: 'table', caption: mail.items, head: [mail.item, mail.quantity, mail.price], rows: items, foot },
    ...(order.paymentUrl
      ? [{ kind: 'link', text: mail.payLink, url: absolute(deps, order.paymentUrl) } as const]
      : []),
    { kind: 'link', text: mail.statusLink, url: absolute(deps, orderPagePath(shop, 'status', proof)) },
    {
      kind: 'link',
      text: mail.withdrawalLink,
      url: absolute(deps, orderPagePath(shop, 'withdrawal', proof)),
    },
  ];
  const message = composeMail(shop, {
    to: order.email,
    subject: text(mail.confirmationSubject, { number: order.number }),
    greeting: mail.greeting,
    blocks,
    signature: mail.signature,
    publicUrl: deps.config.publicUrl,
    legalLinks: true,
  });
  return queueOrderMail(trx, deps, shop, orderId, 'confirmation', message);
}

/** In the withdrawal's transaction: the confirmation with the withdrawal's number and the refund. */
export function queueWithdrawalConfirmation(
  trx: Db,
  deps: OrderDeps,
  shop: ShopCode,
  order: { id: number; number: string; token: string },
  withdrawal: { number: string; email: string; bankAccount: string },
): Promise<void> {
  const { mail } = orderTexts[shop];
  const text = shopMessages(shop);
  const message = composeMail(shop, {
    to: withdrawal.email,
    subject: text(mail.withdrawalSubject, { number: order.number }),
    greeting: mail.greeting,
    blocks: [
      {
        kind: 'paragraph',
        text: [
          text(mail.withdrawalIntro, { number: order.number, withdrawal: withdrawal.number }),
          text(mail.withdrawalRefund, { account: withdrawal.bankAccount }),
        ].join(' '),
      },
      { kind: 'link', text: mail.statusLink, url: absolute(deps, orderPagePath(shop, 'status', order)) },
    ],
    signature: mail.signature,
    publicUrl: deps.config.publicUrl,
  });
  return queueOrderMail(trx, deps, shop, order.id, 'withdrawal', message);
}

function moneyOf(shop: ShopCode): (amount: number) => string {
  const { currency, locale } = shops[shop];
  return (amount) => formatMoney({ amount, currency }, locale);
}

export function absolute(deps: Pick<OrderDeps, 'config'>, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
