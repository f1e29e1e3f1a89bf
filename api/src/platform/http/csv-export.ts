import { once } from 'node:events';
import type { Response } from 'express';

// Grid exports as CSV that Excel opens right: a UTF-8 BOM (without it Excel reads Czech and
// Romanian letters as the ANSI code page), CRLF line ends and RFC 4180 quoting. Rows are written
// one by one as they come, waiting for the socket when it is full, so an export of every product
// never sits in memory.

/** A cell a spreadsheet would run as a formula ("CSV injection"): it is shown as text instead. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BOM = '\uFEFF';
const LINE_END = '\r\n';

export interface CsvExport {
  /** The file name the browser saves, e.g. `produkty-2026-11-26.csv`. */
  filename: string;
  header: readonly string[];
  rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>;
}

/** One cell as CSV text: null and undefined empty, dates as ISO, formulas neutralised, quoted when needed. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  // A negative number is data, not a formula; anything else starting with a formula sign is not.
  if (FORMULA_START.test(text) && !(typeof value === 'number' || typeof value === 'bigint'))
    text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + LINE_END;
}

/**
 * `Content-Disposition` of a download: a plain ASCII `filename` for old clients and the exact
 * name as RFC 5987 `filename*` (diacritics in a Czech file name survive).
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams the rows as a CSV download. An error while reading the rows after the first bytes went
 * out cannot become an error answer any more: the connection is cut so the file is visibly broken
 * rather than silently short.
 */
export async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachmentDisposition(csv.filename));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await write(res, BOM + csvLine(csv.header));
  try {
    for await (const row of csv.rows) {
      if (res.destroyed) return; // the client went away: stop reading the database
      await write(res, csvLine(row));
    }
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
  res.end();
}

/** Writes and, when the socket's buffer is full, waits until it drained (or the client left). */
async function write(res: Response, text: string): Promise<void> {
  if (res.write(text) || res.destroyed) return;
  const stopWaiting = new AbortController();
  const { signal } = stopWaiting;
  try {
    await Promise.race([once(res, 'drain', { signal }), once(res, 'close', { signal })]);
  } finally {
    stopWaiting.abort(); // the other listener goes away with it
  }
}
