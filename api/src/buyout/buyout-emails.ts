import { formatMoney, type QualityGrade, type ShopCode, shops } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import type { MailMessage } from '../platform/mailer.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { formatDate } from './formatting.ts';

// The buyout's e-mails, plain text in the shop's language. Links are absolute: PUBLIC_URL (the
// shop as customers reach it) followed by the path the remote serves.

interface Priced {
  device: string;
  quality: QualityGrade;
  price: number;
  currency: 'CZK' | 'RON';
}

export function quoteEmail(
  shop: ShopCode,
  quote: Priced & {
    to: string;
    answers: { question: string; answer: string }[];
    validUntil: Date;
    link: string;
  },
): MailMessage {
  const { mail } = buyoutTexts[shop];
  const lines = [
    mail.greeting,
    '',
    mail.quoteIntro,
    '',
    ...priceLines(shop, quote),
    '',
    `${mail.conditions}:`,
    ...quote.answers.map(
      ({ question, answer }) => `- ${question}${question.endsWith('?') ? '' : ':'} ${answer}`,
    ),
    '',
    `${mail.quoteValidUntil}: ${formatDate(quote.validUntil, shop)}`,
    '',
    mail.quoteLink,
    quote.link,
    '',
    mail.signature,
  ];
  return { to: quote.to, subject: mail.quoteSubject(quote.device), text: `${lines.join('\n')}\n` };
}

export function soldEmail(
  shop: ShopCode,
  sale: Priced & { to: string; number: string; imei: string; pickupAddress: string; link: string },
): MailMessage {
  const { mail } = buyoutTexts[shop];
  const lines = [
    mail.greeting,
    '',
    mail.soldIntro(sale.number),
    '',
    `${mail.device}: ${sale.device}`,
    `${mail.imei}: ${sale.imei}`,
    ...priceLines(shop, sale).slice(1),
    '',
    mail.nextSteps,
    ...mail.steps(sale.pickupAddress).map((step, index) => `${index + 1}. ${step}`),
    '',
    mail.soldLink,
    sale.link,
    '',
    mail.signature,
  ];
  return { to: sale.to, subject: mail.soldSubject(sale.number), text: `${lines.join('\n')}\n` };
}

export function statusEmail(
  shop: ShopCode,
  change: {
    to: string;
    number: string;
    device: string;
    status: BuyoutStatus;
    note: string | null;
    requotedPrice: number | null;
    currency: 'CZK' | 'RON';
    link: string;
  },
): MailMessage {
  const texts = buyoutTexts[shop];
  const { mail } = texts;
  const status = texts.statuses[change.status];
  const lines = [mail.greeting, '', mail.statusIntro(change.number, change.device, status)];
  if (change.requotedPrice !== null)
    lines.push(
      '',
      mail.requotedPrice(
        formatMoney({ amount: change.requotedPrice, currency: change.currency }, shops[shop].locale),
      ),
    );
  if (change.note) lines.push('', `${mail.note}: ${change.note}`);
  lines.push('', mail.trackingLink, change.link, '', mail.signature);
  return {
    to: change.to,
    subject: mail.statusSubject(change.number, status),
    text: `${lines.join('\n')}\n`,
  };
}

function priceLines(shop: ShopCode, priced: Priced): string[] {
  const { mail } = buyoutTexts[shop];
  return [
    `${mail.device}: ${priced.device}`,
    `${mail.quality}: ${priced.quality}`,
    `${mail.price}: ${formatMoney({ amount: priced.price, currency: priced.currency }, shops[shop].locale)}`,
  ];
}
