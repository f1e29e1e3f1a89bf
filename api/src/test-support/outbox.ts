import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the .eml files the outbox mailer writes (platform/mailer.ts without SMTP_URL), decoding
// just enough MIME for assertions: encoded-word headers and a quoted-printable or base64 body.
// Mails are sent by the job queue's worker after the change that owes them commits, so both
// readers first wait for the queues of this process (test-job-queues.ts registers itself) to have
// sent or given up everything queued; a process without queues (e2e) reads at once.

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the mail has one (every shop e-mail does). */
  html?: string;
}

const sendersToWaitFor = new Set<() => Promise<void>>();

/** `settled` resolves once everything queued in this process has been sent or given up. */
export function waitBeforeReadingFor(settled: () => Promise<void>): void {
  sendersToWaitFor.add(settled);
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  for (const settled of sendersToWaitFor) await settled();
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(join(dir, name), readFileSync(join(dir, name), 'utf8')));
}

/** The mails sent to one address, oldest first. */
export async function mailsTo(dataDir: string, address: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === address);
}

function parseEml(file: string, raw: string): OutboxMail {
  const { headers, body } = parsePart(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts = /^multipart\//i.test(type) ? multipartParts(type, body).map(parsePart) : [{ headers, body }];
  const ofType = (wanted: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(wanted));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n') : '',
    ...(html ? { html: decodeBody(html).replace(/\r\n/g, '\n') } : {}),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** The raw parts of a multipart body (text and HTML alternatives), nested multiparts flattened. */
function multipartParts(contentType: string, body: string): string[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => part.replace(/^\r\n/, '').replace(/\r\n$/, ''))
    .flatMap((part) => {
      const inner = parsePart(part);
      const type = inner.headers.get('content-type') ?? '';
      return /^multipart\//i.test(type) ? multipartParts(type, inner.body) : [part];
    });
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function quotedPrintableBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return bytes;
}

function decodeQuotedPrintable(body: string): string {
  return Buffer.from(quotedPrintableBytes(body.replace(/=\r\n/g, ''))).toString('utf8');
}

/** RFC 2047 encoded words; adjacent ones form one byte sequence (a character may span two). */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: number[] = [];
    for (const [, kind, text] of run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)) {
      if (kind.toUpperCase() === 'B') bytes.push(...Buffer.from(text, 'base64'));
      else bytes.push(...quotedPrintableBytes(text.replace(/_/g, ' ')));
    }
    const trailing = /\s*$/.exec(run)?.[0] ?? '';
    return Buffer.from(bytes).toString('utf8') + trailing;
  });
}
