import { formatMoney, type QualityGrade, type ShopCode, shops } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { composeMail, type MailBlock } from '../platform/mail-layout.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { formatDate } from './formatting.ts';

// The buyout's e-mails in the shop's language, as text and HTML (mail-layout.ts, whose footer
// names the shop). Links are absolute: PUBLIC_URL (the shop as customers reach it) followed by
// the path the remote serves.

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
  const text = shopMessages(shop);
  return compose(shop, quote.to, text(mail.quoteSubject, { device: quote.device }), [
    { kind: 'paragraph', text: mail.quoteIntro },
    { kind: 'facts', rows: priceRows(shop, quote) },
    {
      kind: 'list',
      title: `${mail.conditions}:`,
      items: quote.answers.map(
        ({ question, answer }) => `${question}${question.endsWith('?') ? '' : ':'} ${answer}`,
      ),
    },
    { kind: 'facts', rows: [[mail.quoteValidUntil, formatDate(quote.validUntil, shop)]] },
    { kind: 'link', text: mail.quoteLink, url: quote.link },
  ]);
}

export function soldEmail(
  shop: ShopCode,
  sale: Priced & { to: string; number: string; imei: string; pickupAddress: string; link: string },
): MailMessage {
  const { mail } = buyoutTexts[shop];
  const text = shopMessages(shop);
  return compose(shop, sale.to, text(mail.soldSubject, { number: sale.number }), [
    { kind: 'paragraph', text: text(mail.soldIntro, { number: sale.number }) },
    {
      kind: 'facts',
      rows: [[mail.device, sale.device], [mail.imei, sale.imei], ...priceRows(shop, sale).slice(1)],
    },
    {
      kind: 'list',
      title: mail.nextSteps,
      ordered: true,
      items: mail.steps.map((step) => text(step, { address: sale.pickupAddress })),
    },
    { kind: 'link', text: mail.soldLink, url: sale.link },
  ]);
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
  const text = shopMessages(shop);
  const status = texts.statuses[change.status];
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: text(mail.statusIntro, { number: change.number, device: change.device, status }),
    },
  ];
  if (change.requotedPrice !== null) {
    const price = formatMoney(
      { amount: change.requotedPrice, currency: change.currency },
      shops[shop].locale,
    );
    blocks.push({ kind: 'paragraph', text: text(mail.requotedPrice, { price }) });
  }
  if (change.note) blocks.push({ kind: 'facts', rows: [[mail.note, change.note]] });
  blocks.push({ kind: 'link', text: mail.trackingLink, url: change.link });
  return compose(shop, change.to, text(mail.statusSubject, { number: change.number, status }), blocks);
}

function compose(shop: ShopCode, to: string, subject: string, blocks: MailBlock[]): MailMessage {
  const { mail } = buyoutTexts[shop];
  return composeMail(shop, { to, subject, greeting: mail.greeting, blocks, signature: mail.signature });
}

function priceRows(shop: ShopCode, priced: Priced): [string, string][] {
  const { mail } = buyoutTexts[shop];
  return [
    [mail.device, priced.device],
    [mail.quality, priced.quality],
    [mail.price, formatMoney({ amount: priced.price, currency: priced.currency }, shops[shop].locale)],
  ];
}
