import {
  type CustomOrderEmail,
  formatMoney,
  type OrderEmailPreview,
  orderPagePath,
  shops,
} from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import { CodedError } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import { type Mailer, type MailMessage, senderOf, sendOrFail } from '../../platform/mailer.ts';
import type { OrderRow } from '../order-access.ts';
import type { OrderDeps } from '../order-deps.ts';
import { insertOrderEmail } from '../order-email-repository.ts';
import { absolute } from '../order-emails.ts';
import { orderTexts } from '../order-texts.ts';
import { orderTokenOf } from '../order-tokens.ts';
import { orderLines } from '../order-view.ts';
import { findShopOrder } from './admin-order-detail.ts';

/** The mail as the customer gets it: placeholders filled, the shop's greeting and signature. */
async function composeCustomMail(
  deps: OrderDeps,
  order: OrderRow,
  input: CustomOrderEmail,
): Promise<MailMessage> {
  const { shop } = deps;
  const { mail } = orderTexts[shop];
  const { locale } = shops[shop];
  const lines = await orderLines(deps.db, order);
  const items = lines
    .filter((line) => line.kind !== 'discount' && line.kind !== 'buyout_bonus')
    .map((line) => `- ${line.product}, ${line.quantity}× ${formatMoney(line.unitPrice, locale)}`)
    .join('\n');
  const billing = order.billing_address as Record<string, unknown> | null;
  const customer = [billing?.first_name, billing?.last_name]
    .filter((part) => typeof part === 'string')
    .join(' ');
  const proof = { number: order.number, token: orderTokenOf(deps.config, order.number) };
  const values: Record<string, string> = {
    '{number}': order.number,
    '{customer}': customer,
    '{items}': items,
    '{statusLink}': absolute(deps, orderPagePath(shop, 'status', proof)),
  };
  const fill = (text: string) =>
    text.replace(/\{(number|customer|items|statusLink)\}/g, (token) => values[token]);
  return composeMail(shop, {
    to: order.email ?? '',
    subject: fill(input.subject),
    greeting: mail.greeting,
    blocks: fill(input.body)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((text) => ({ kind: 'paragraph', text }) as const),
    signature: mail.signature,
    publicUrl: deps.config.publicUrl,
  });
}

export async function previewCustomOrderEmail(
  deps: OrderDeps,
  number: string,
  input: CustomOrderEmail,
): Promise<OrderEmailPreview> {
  const order = await findShopOrder(deps.db, deps.shop, number);
  const message = await composeCustomMail(deps, order, input);
  return { to: message.to, subject: message.subject, text: message.text, html: message.html ?? '' };
}

/**
 * Sends staff's message now, through the mailer, so they learn at once when it failed: 502
 * `email_not_sent` and nothing is kept (the form keeps their text). A sent mail joins the order's
 * e-mails and the audit trail.
 */
export async function sendCustomOrderEmail(
  deps: OrderDeps & { mailer: Mailer },
  actor: StaffActor,
  number: string,
  input: CustomOrderEmail,
  now: Date,
): Promise<{ sent: true }> {
  const order = await findShopOrder(deps.db, deps.shop, number);
  if (!order.email) throw new CodedError('upstream', 'email_not_sent', 502);
  const message = await composeCustomMail(deps, order, input);
  await sendOrFail(
    deps.mailer,
    { ...message, from: senderOf[deps.shop] },
    { log: deps.log, message: 'custom order e-mail could not be sent', context: { order: order.number } },
  );
  await deps.db.transaction().execute(async (trx) => {
    await insertOrderEmail(trx, {
      orderId: order.id,
      kind: 'custom',
      recipient: message.to,
      subject: message.subject,
      createdAt: now,
    });
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'order',
      entityId: order.id,
      action: 'email',
      before: null,
      after: { to: message.to, subject: message.subject },
    });
  });
  return { sent: true };
}
