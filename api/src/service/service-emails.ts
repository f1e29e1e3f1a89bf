import { type CurrencyCode, formatMoney, type ShopCode, shops } from 'shared-domain';
import type { ServiceStatus } from 'shared-domain/contracts';
import { shopTimeZone } from '../checkout/shop-time.ts';
import { composeMail, type MailBlock } from '../platform/mail-layout.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { serviceTexts } from './service-texts.ts';

// The service orders' e-mails in the shop's language, as text and HTML (mail-layout.ts, whose
// footer names the shop). Links are absolute: PUBLIC_URL (the shop as customers reach it)
// followed by the status page the remote serves.

const money = (shop: ShopCode, amount: number, currency: CurrencyCode) =>
  formatMoney({ amount, currency }, shops[shop].locale);

/** "15. 1. 2026 10:00–12:00" in the shop's time zone. */
export function formatWindow(shop: ShopCode, from: Date, to: Date): string {
  const timeZone = shopTimeZone[shop];
  const { locale } = shops[shop];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(from);
  const time = (date: Date) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(date);
  return `${day} ${time(from)}–${time(to)}`;
}

export interface BookedMail {
  to: string;
  number: string;
  device: string;
  identifier: string;
  operations: readonly { name: string; price: number }[];
  total: number;
  currency: CurrencyCode;
  /** Already worded: the centre with the window, or the courier's address. */
  handover: string;
  link: string;
}

export function bookedEmail(shop: ShopCode, booked: BookedMail): MailMessage {
  const { mail } = serviceTexts[shop];
  const text = shopMessages(shop);
  return compose(shop, booked.to, text(mail.bookedSubject, { number: booked.number }), [
    { kind: 'paragraph', text: text(mail.bookedIntro, { number: booked.number }) },
    {
      kind: 'facts',
      rows: [
        [mail.device, booked.device],
        [mail.identifier, booked.identifier],
      ],
    },
    {
      kind: 'table',
      caption: mail.operations,
      head: [mail.operations, mail.price],
      rows: booked.operations.map((operation) => [
        operation.name,
        money(shop, operation.price, booked.currency),
      ]),
      foot: [[mail.price, money(shop, booked.total, booked.currency)]],
    },
    { kind: 'facts', rows: [[mail.handover, booked.handover]] },
    { kind: 'link', text: mail.statusLink, url: booked.link },
  ]);
}

export interface StatusMail {
  to: string;
  number: string;
  device: string;
  status: ServiceStatus;
  note: string | null;
  /** A changed price after the diagnosis, waiting for the customer's approval. */
  quoteToApprove: number | null;
  currency: CurrencyCode;
  link: string;
}

export function statusEmail(shop: ShopCode, change: StatusMail): MailMessage {
  const texts = serviceTexts[shop];
  const { mail } = texts;
  const text = shopMessages(shop);
  const status = texts.statuses[change.status];
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: text(mail.statusIntro, { number: change.number, device: change.device, status }),
    },
  ];
  if (change.note) blocks.push({ kind: 'facts', rows: [[mail.note, change.note]] });
  if (change.quoteToApprove !== null) {
    const price = money(shop, change.quoteToApprove, change.currency);
    blocks.push({ kind: 'paragraph', text: text(mail.quoteChanged, { price }) });
    blocks.push({ kind: 'link', text: mail.approveOnStatusPage, url: change.link });
  } else blocks.push({ kind: 'link', text: mail.statusLink, url: change.link });
  return compose(shop, change.to, text(mail.statusSubject, { number: change.number, status }), blocks);
}

function compose(shop: ShopCode, to: string, subject: string, blocks: MailBlock[]): MailMessage {
  const { mail } = serviceTexts[shop];
  return composeMail(shop, { to, subject, greeting: mail.greeting, blocks, signature: mail.signature });
}
