import { formatMoney, orderPagePath, shops } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { PlacedOrder } from './finish-order.ts';
import type { OrderDeps } from './order-deps.ts';
import { deliveryName, orderTexts, paymentName } from './order-texts.ts';

// The order's e-mails, plain text in the shop's language, with absolute links (PUBLIC_URL), queued
// in the transaction that changes the order (mail-queue.ts).

/** In the order's transaction: the order and its confirmation commit together or not at all. */
export function queueOrderConfirmation(trx: Db, deps: OrderDeps, order: PlacedOrder): Promise<void> {
  const { shop } = deps;
  const { mail } = orderTexts[shop];
  const { locale } = shops[shop];
  const money = (amount: number) => formatMoney({ amount, currency: shops[shop].currency }, locale);
  const { totals } = order;
  const lines = [
    mail.greeting,
    '',
    mail.intro(order.number),
    '',
    `${mail.items}:`,
    ...order.cart.lines.flatMap((line) => [
      `- ${line.quantity}× ${line.name}: ${money(line.finalPrice)}`,
      ...line.services.map((service) => `  + ${service.name}: ${money(service.unitPrice * line.quantity)}`),
    ]),
    '',
    ...(totals.discounts.amount > 0 ? [`${mail.discounts}: −${money(totals.discounts.amount)}`] : []),
    `${mail.delivery}: ${deliveryName(shop, order.input.type_delivery_code)} – ${money(totals.delivery.amount)}`,
    `${mail.payment}: ${paymentName(shop, order.input.type_payment)} – ${money(totals.payment.amount)}`,
    `${mail.total}: ${money(totals.total.amount)} (${mail.vat(totals.vatRatePercent)}: ${money(totals.vat.amount)})`,
    '',
    ...(order.paymentUrl ? [mail.payLink, absolute(deps, order.paymentUrl), ''] : []),
    mail.statusLink,
    absolute(deps, orderPagePath(shop, 'status', { number: order.number, token: order.token })),
    '',
    mail.signature,
  ];
  return queueMail(trx, deps.jobs, shop, {
    to: order.email,
    subject: mail.confirmationSubject(order.number),
    text: `${lines.join('\n')}\n`,
  });
}

export function absolute(deps: Pick<OrderDeps, 'config'>, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
