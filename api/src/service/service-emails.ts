import { type CurrencyCode, formatMoney, type ShopCode, shops } from 'shared-domain';
import type { ServiceStatus } from 'shared-domain/contracts';
import { shopTimeZone } from '../checkout/shop-time.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { serviceTexts } from './service-texts.ts';

// The service orders' e-mails, plain text in the shop's language. Links are absolute: PUBLIC_URL
// (the shop as customers reach it) followed by the status page the remote serves.

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
  const lines = [
    mail.greeting,
    '',
    mail.bookedIntro(booked.number),
    '',
    `${mail.device}: ${booked.device}`,
    `${mail.identifier}: ${booked.identifier}`,
    `${mail.operations}:`,
    ...booked.operations.map(
      (operation) => `- ${operation.name}: ${money(shop, operation.price, booked.currency)}`,
    ),
    `${mail.price}: ${money(shop, booked.total, booked.currency)}`,
    `${mail.handover}: ${booked.handover}`,
    '',
    mail.statusLink,
    booked.link,
    '',
    mail.signature,
  ];
  return { to: booked.to, subject: mail.bookedSubject(booked.number), text: `${lines.join('\n')}\n` };
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
  const status = texts.statuses[change.status];
  const lines = [mail.greeting, '', mail.statusIntro(change.number, change.device, status)];
  if (change.note) lines.push('', `${mail.note}: ${change.note}`);
  if (change.quoteToApprove !== null)
    lines.push(
      '',
      mail.quoteChanged(money(shop, change.quoteToApprove, change.currency)),
      mail.approveOnStatusPage,
      change.link,
    );
  else lines.push('', mail.statusLink, change.link);
  lines.push('', mail.signature);
  return { to: change.to, subject: mail.statusSubject(change.number, status), text: `${lines.join('\n')}\n` };
}
