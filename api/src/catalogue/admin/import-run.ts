import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { ImportOutcome, ImportRefusal, ImportRowError } from 'shared-domain/contracts/staff.ts';
import { IMPORT_KEPT_ERRORS, type ImportKind } from 'shared-domain/contracts/staff.ts';
import { invoicePriceImport } from '../../orders/invoices/invoice-price-import.ts';
import type { Db } from '../../platform/db/schema.ts';
import { type CsvRow, readCsvRows, readRawHeader, type Separator } from './import-csv.ts';
import { priceImport } from './import-prices.ts';
import { productImport } from './import-products.ts';
import { type CellProblem, IMPORT_BATCH_ROWS, type ImportRules } from './import-rules.ts';
import { stockImport } from './import-stock.ts';
import { importProblemText } from './import-texts.ts';

// Streams an import file through its kind's rules in batches: parse each row, refuse repeats of a
// key within the file, compare the batch with the database, and count what would be created,
// changed or left alone. The failed rows go to a file as they are found (the failed-rows CSV is
// read from it); the changes are collected only when the caller means to write them.

// biome-ignore lint/suspicious/noExplicitAny: each kind's rules carry their own value types
const rulesOf: Record<ImportKind, ImportRules<any, any, any>> = {
  products: productImport,
  prices: priceImport,
  stock: stockImport,
  'invoice-prices': invoicePriceImport,
};

export function importRulesOf(kind: ImportKind): ImportRules<unknown, unknown, unknown> {
  return rulesOf[kind];
}

export interface ImportFile {
  shop: ShopCode;
  kind: ImportKind;
  path: string;
  separator: Separator;
}

export interface ImportPass {
  outcome: ImportOutcome;
  /** The changes to write; empty unless `collectChanges` was asked for. */
  changes: unknown[];
}

interface PendingRow {
  row: CsvRow;
  value?: unknown;
  problems: CellProblem[];
}

export async function runImportPass(
  db: Db,
  file: ImportFile,
  options: {
    collectChanges: boolean;
    /** Where the failed rows are written, one JSON array of cells per line (the header first). */
    failedRowsPath: string;
    onProgress(done: number): Promise<void>;
  },
): Promise<ImportPass> {
  const rules = rulesOf[file.kind];
  const summary = { rows: 0, toCreate: 0, toChange: 0, unchanged: 0, errors: 0 };
  const errors: ImportRowError[] = [];
  const changes: unknown[] = [];
  const firstRowOfKey = new Map<string, number>();
  const refusedKeys: string[] = [];
  const failed = createWriteStream(options.failedRowsPath);
  try {
    await writeLine(failed, [...(await readRawHeader(file.path, file.separator)), errorColumn(file.shop)]);
    let batch: PendingRow[] = [];
    const flush = async () => {
      const valid = batch.filter((pending) => pending.problems.length === 0);
      const known = valid.length
        ? await rules.lookup(
            db,
            file.shop,
            valid.map((p) => p.value),
          )
        : undefined;
      for (const pending of batch) {
        summary.rows += 1;
        if (pending.problems.length === 0) {
          const verdict = rules.classify(pending.value, known);
          if (verdict.outcome === 'error') pending.problems = verdict.problems;
          else if (verdict.outcome === 'unchanged') summary.unchanged += 1;
          else {
            if (verdict.outcome === 'create') summary.toCreate += 1;
            else summary.toChange += 1;
            if (options.collectChanges) changes.push(verdict.change);
          }
        }
        if (pending.problems.length) await reportFailed(pending);
      }
      batch = [];
      await options.onProgress(summary.rows);
    };
    const reportFailed = async (pending: PendingRow) => {
      summary.errors += 1;
      const rowErrors = pending.problems.map((p) => ({
        row: pending.row.row,
        column: p.column,
        value: pending.row.values[p.column] ?? '',
        message: importProblemText(file.shop, p.problem, { row: p.duplicateOf }),
      }));
      for (const error of rowErrors) if (errors.length < IMPORT_KEPT_ERRORS) errors.push(error);
      const whole = rules.refuseWhole;
      if (
        whole &&
        refusedKeys.length < IMPORT_KEPT_ERRORS &&
        pending.problems.some((p) => p.problem === whole.problem)
      )
        refusedKeys.push(pending.row.values[whole.keyColumn] ?? '');
      await writeLine(failed, [
        ...pending.row.raw,
        rowErrors.map((e) => `${e.column}: ${e.message}`).join(' '),
      ]);
    };

    for await (const row of readCsvRows(file.path, file.separator)) {
      const parsed = rules.parse(row.values);
      const pending: PendingRow =
        'problems' in parsed
          ? { row, problems: parsed.problems }
          : { row, value: parsed.value, problems: [] };
      if (pending.problems.length === 0)
        for (const { column, key } of rules.uniqueKeys(pending.value)) {
          const first = firstRowOfKey.get(key);
          if (first === undefined) firstRowOfKey.set(key, row.row);
          else pending.problems.push({ column, problem: 'duplicate', duplicateOf: first });
        }
      batch.push(pending);
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
    }
    await flush();
  } finally {
    failed.end();
    await once(failed, 'close');
  }
  const refusal = refusalOf(file.shop, rules, refusedKeys);
  return { outcome: { summary, errors, ...(refusal ? { refusal } : {}) }, changes: refusal ? [] : changes };
}

/** The whole file's refusal, when its kind has one and a row had its problem. */
function refusalOf(
  shop: ShopCode,
  rules: ImportRules<unknown, unknown, unknown>,
  keys: string[],
): ImportRefusal | null {
  if (!rules.refuseWhole || keys.length === 0) return null;
  const { code } = rules.refuseWhole;
  return { code, message: apiErrorMessages[shops[shop].locale][code], keys };
}

/** The failed-rows file's extra column. */
function errorColumn(shop: ShopCode): string {
  return shop === 'ro' ? 'eroare' : 'chyba';
}

async function writeLine(stream: WriteStream, cells: string[]): Promise<void> {
  if (!stream.write(`${JSON.stringify(cells)}\n`)) await once(stream, 'drain');
}
