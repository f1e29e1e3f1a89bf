import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

// Helpers of the invoice tests: the text a PDF shows (decoded through its fonts' ToUnicode maps,
// as a PDF reader's copy and paste would), and the PDF attached to an outbox mail.

/** The PDF's text runs, one line per drawn text, pages in order. */
export async function pdfText(bytes: Uint8Array): Promise<{ doc: PDFDocument; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const runs: string[] = [];
  for (const page of doc.getPages()) runs.push(...pageRuns(doc, page));
  return { doc, text: runs.join('\n') };
}

function streamText(doc: PDFDocument, object: unknown): string {
  const stream = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (stream instanceof PDFArray)
    return stream
      .asArray()
      .map((part) => streamText(doc, part))
      .join('\n');
  assert.ok(stream instanceof PDFRawStream, 'a content stream');
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** Glyph id (hex) → text, from a font's ToUnicode CMap. */
function unicodeMap(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = font.get(PDFName.of('ToUnicode'));
  if (!cmap) return map;
  const text = streamText(doc, cmap);
  for (const [, glyph, unicode] of text.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = (unicode.match(/.{4}/g) ?? []).map((hex) => Number.parseInt(hex, 16));
    map.set(glyph.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

function pageRuns(doc: PDFDocument, page: PDFPage): string[] {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? [])
    maps.set(name.asString(), unicodeMap(doc, doc.context.lookup(ref, PDFDict)));
  const content = streamText(doc, page.node.get(PDFName.of('Contents')));
  const runs: string[] = [];
  let current = new Map<string, string>();
  for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (font) current = maps.get(font) ?? new Map();
    else if (hex !== undefined)
      runs.push((hex.match(/.{4}/g) ?? []).map((glyph) => current.get(glyph.toLowerCase()) ?? '?').join(''));
  }
  return runs;
}

/** The first PDF attached to an .eml file of the outbox: its file name and bytes. */
export function emlAttachment(file: string): { filename: string; bytes: Buffer } {
  const raw = readFileSync(file, 'utf8');
  const part = raw
    .split(/\r\n--[^\r\n]+\r\n/)
    .find((chunk) => /content-type:\s*application\/pdf/i.test(chunk));
  assert.ok(part, 'the mail has a PDF attachment');
  const [headers, ...body] = part.split('\r\n\r\n');
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
  const base64 = body
    .join('\r\n\r\n')
    .split(/\r\n--/)[0]
    .replace(/\s+/g, '');
  return { filename, bytes: Buffer.from(base64, 'base64') };
}
