import type { ShopCode } from 'shared-domain';
import { companies, companyLines } from './company.ts';
import type { MailMessage } from './mailer.ts';
import { mailTexts } from './messages/mail-texts.ts';

// One layout for every e-mail of the shop: the same content as plain text and as HTML (mail
// clients show the HTML, screen readers and filters read either), a greeting, the body, a
// signature, and a footer that names the seller and how to reach it. Texts arrive already in the
// shop's language; this only arranges and escapes them.

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A call to open a page: the sentence, then the absolute link. */
  | { kind: 'link'; text: string; url: string }
  /** "Label: value" lines, e.g. a device and its price. */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'list'; title?: string; items: readonly string[]; ordered?: boolean }
  /** A table with a header row; `foot` rows are totals under it. */
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
      foot?: readonly (readonly string[])[];
    };

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  /** Lines of the closing, e.g. "S pozdravem" and the shop's name. */
  signature: readonly string[];
  /** PUBLIC_URL, for the legal links: they are absolute. */
  publicUrl?: string;
  /** The order confirmation links the terms and the withdrawal notice (consumer law). */
  legalLinks?: boolean;
}

export function composeMail(shop: ShopCode, content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: plainText(shop, content),
    html: html(shop, content),
  };
}

interface FooterLink {
  text: string;
  url: string;
}

function footerLinks(shop: ShopCode, content: MailContent): FooterLink[] {
  if (!content.legalLinks || content.publicUrl === undefined) return [];
  const texts = mailTexts[shop];
  const company = companies[shop];
  return [
    { text: texts.terms, url: `${content.publicUrl}${company.termsPath}` },
    { text: texts.withdrawalInfo, url: `${content.publicUrl}${company.withdrawalInfoPath}` },
  ];
}

function contactLines(shop: ShopCode): string[] {
  const texts = mailTexts[shop];
  const company = companies[shop];
  return [`${texts.hotline}: ${company.hotline} (${texts.hotlineHours})`, `${texts.email}: ${company.email}`];
}

function plainText(shop: ShopCode, content: MailContent): string {
  const parts: string[] = [content.greeting];
  for (const block of content.blocks) parts.push(textOf(block));
  parts.push(content.signature.join('\n'));
  const footer = [
    '--',
    ...companyLines(shop),
    ...contactLines(shop),
    ...footerLinks(shop, content).map((link) => `${link.text}: ${link.url}`),
    mailTexts[shop].automatic,
  ];
  parts.push(footer.join('\n'));
  return `${parts.join('\n\n')}\n`;
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.text}\n${block.url}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list': {
      const items = block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${item}`);
      return [...(block.title ? [block.title] : []), ...items].join('\n');
    }
    case 'table': {
      // "- Apple iPhone 16: 2 kusy, 45 980 Kč": the row's name, then its other cells; a row that
      // belongs to the one above ("+ Prodloužená záruka") is indented under it.
      const rows = block.rows.map(
        ([name, ...cells]) => `${name.startsWith('+ ') ? '  ' : '- '}${name}: ${cells.join(', ')}`,
      );
      const foot = (block.foot ?? []).map((row) => row.filter(Boolean).join(': '));
      return [`${block.caption}:`, ...rows, ...(foot.length > 0 ? ['', ...foot] : [])].join('\n');
    }
  }
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every character that could open markup is escaped; line breaks kept. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]).replace(/\n/g, '<br>');
}

const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p>${escapeHtml(block.text)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
    case 'facts':
      return `<p>${block.rows.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const title = block.title ? `<p>${escapeHtml(block.title)}</p>` : '';
      return `${title}<${tag}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table': {
      const head = block.head
        .map((text) => `<th scope="col" style="${cell}">${escapeHtml(text)}</th>`)
        .join('');
      const rows = block.rows
        .map(
          (row) => `<tr>${row.map((text) => `<td style="${cell}">${escapeHtml(text)}</td>`).join('')}</tr>`,
        )
        .join('');
      const foot = (block.foot ?? [])
        .map(
          (row) =>
            `<tr><th scope="row" colspan="${block.head.length - 1}" style="${cell}">${escapeHtml(row[0] ?? '')}</th><td style="${cell}">${escapeHtml(row.slice(1).join(' '))}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:bold;padding:4px 0">${escapeHtml(block.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody>${foot ? `<tfoot>${foot}</tfoot>` : ''}</table>`;
    }
  }
}

function html(shop: ShopCode, content: MailContent): string {
  const links = footerLinks(shop, content)
    .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a>`)
    .join(' · ');
  const footer = [
    `<p>${escapeHtml(mailTexts[shop].seller)}: ${companyLines(shop).map(escapeHtml).join(', ')}</p>`,
    `<p>${contactLines(shop).map(escapeHtml).join('<br>')}</p>`,
    links ? `<p>${links}</p>` : '',
    `<p>${escapeHtml(mailTexts[shop].automatic)}</p>`,
  ].join('');
  const lang = shop === 'cz' ? 'cs' : 'ro';
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:640px">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(htmlOf),
    `<p>${content.signature.map(escapeHtml).join('<br>')}</p>`,
    `<footer style="margin-top:24px;border-top:1px solid #ddd;font-size:13px;color:#555">${footer}</footer>`,
    '</body></html>\n',
  ].join('\n');
}
