import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import type { ImportColumn } from 'shared-domain/contracts/staff.ts';

// Reading an import file: Excel writes `;` where the decimal comma is local (Czech, Romanian)
// and `,` elsewhere, with or without a BOM, so the separator is taken from the header line and a
// BOM is skipped. Rows are streamed: a 100 000-row file is never held as records in memory.

export type Separator = ',' | ';';

const BOM = '\ufeff';

/** The header line's cells, the separator they use, and which required columns they lack. */
export interface CsvHeader {
  separator: Separator;
  columns: string[];
  missing: string[];
}

/** A header cell as compared with a column name: no case, no surrounding spaces or quotes. */
export function normalizeHeaderCell(cell: string): string {
  return cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim()
    .toLowerCase();
}

/** Reads the header from the file's first bytes (the first line is enough to tell). */
export function readCsvHeader(firstBytes: Buffer, columns: readonly ImportColumn[]): CsvHeader {
  let text = firstBytes.toString('utf8');
  if (text.startsWith(BOM)) text = text.slice(1);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator: Separator = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const cells = firstLine.split(separator).map(normalizeHeaderCell);
  const missing = columns.filter((c) => c.required && !cells.includes(c.name)).map((c) => c.name);
  return { separator, columns: cells, missing };
}

function count(text: string, character: string): number {
  let found = 0;
  for (const c of text) if (c === character) found += 1;
  return found;
}

/** One data row: its spreadsheet number (the header is row 1), its cells by column, its raw cells. */
export interface CsvRow {
  row: number;
  values: Record<string, string>;
  raw: string[];
}

/** The file's data rows, streamed; cells trimmed, empty lines skipped, short rows padded with ''. */
export async function* readCsvRows(path: string, separator: Separator): AsyncGenerator<CsvRow> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter: separator, relax_column_count: true, skip_empty_lines: true, trim: true }),
  );
  let header: string[] | undefined;
  let row = 1;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = record.map(normalizeHeaderCell);
      continue;
    }
    row += 1;
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      if (name && !(name in values)) values[name] = record[index] ?? '';
    });
    yield { row, values, raw: record };
  }
}

/** The header cells as written in the file (for the failed-rows CSV, which repeats them). */
export async function readRawHeader(path: string, separator: Separator): Promise<string[]> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter: separator, to_line: 1, trim: true }),
  );
  for await (const record of parser as AsyncIterable<string[]>) return record;
  return [];
}

/** Counts the file's lines without parsing it: the total a job's progress is measured against. */
export async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
    if (chunk.length > 0) last = chunk[chunk.length - 1];
  }
  return last === 0x0a ? lines : lines + 1;
}
