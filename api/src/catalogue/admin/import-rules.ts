import type { ApiErrorCode, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import type { ImportProblem } from './import-texts.ts';

// What each kind of import knows: how a row's cells become a value, which keys must be unique
// within the file, how a batch of values is compared with the database, and how the changes are
// written. The runner (import-run.ts) streams the file through these for every kind alike.

export interface CellProblem {
  column: string;
  problem: ImportProblem;
  /** For a repeated key: the row that had it first. */
  duplicateOf?: number;
}

export type Parsed<Value> = { value: Value } | { problems: CellProblem[] };

export type Verdict<Change> =
  | { outcome: 'create' | 'change'; change: Change }
  | { outcome: 'unchanged' }
  | { outcome: 'error'; problems: CellProblem[] };

export interface ImportRules<Value, Lookup, Change> {
  /** The row's cells (by lower-case column name) as a value, or what is wrong with them. */
  parse(cells: Record<string, string>): Parsed<Value>;
  /** Keys that may appear once in a file, each with the column a repeat is reported at. */
  uniqueKeys(value: Value): { column: string; key: string }[];
  /** What the database holds for a batch of rows (one round of queries per batch). */
  lookup(db: Db, shop: ShopCode, values: Value[]): Promise<Lookup>;
  classify(value: Value, lookup: Lookup): Verdict<Change>;
  /** Writes a batch of changes in the caller's transaction. */
  write(trx: Db, shop: ShopCode, changes: Change[]): Promise<void>;
  /** What the audit row says about the changes (a count and a sample, never every row). */
  auditOf?(changes: Change[]): unknown;
  /**
   * A row with this problem refuses the whole file (`code`'s message, listing the rows' values of
   * `keyColumn`): nothing of it is applied.
   */
  refuseWhole?: { problem: ImportProblem; keyColumn: string; code: ApiErrorCode };
}

/** Rows compared and written per round: multi-row statements of this size stay well under limits. */
export const IMPORT_BATCH_ROWS = 5000;

// ── cell readers shared by the kinds ──

const MAX_TEXT = 200;

export function requiredText(cells: Record<string, string>, column: string, problems: CellProblem[]): string {
  const value = cells[column] ?? '';
  if (value === '') problems.push({ column, problem: 'required' });
  else if (value.length > MAX_TEXT) problems.push({ column, problem: 'tooLong' });
  return value;
}

export function optionalText(
  cells: Record<string, string>,
  column: string,
  problems: CellProblem[],
): string | null {
  const value = cells[column] ?? '';
  if (value.length > MAX_TEXT) problems.push({ column, problem: 'tooLong' });
  return value === '' ? null : value;
}

const PRICE = /^\d{1,9}(?:[.,]\d{1,2})?$/;
const MAX_PRICE_MINOR = 10_000_000 * 100;

/** A price in whole units of the shop's currency ("15990", "15 990", "15990,50") as minor units. */
export function priceCell(cells: Record<string, string>, column: string, problems: CellProblem[]): number {
  const text = (cells[column] ?? '').replace(/[\s\u00a0]/g, '');
  if (text === '') {
    problems.push({ column, problem: 'required' });
    return 0;
  }
  const minor = PRICE.test(text) ? Math.round(Number(text.replace(',', '.')) * 100) : Number.NaN;
  if (!(minor > 0 && minor <= MAX_PRICE_MINOR)) problems.push({ column, problem: 'notPrice' });
  return minor;
}

/** A whole number within limits, or the problem's report. */
export function integerCell(
  cells: Record<string, string>,
  column: string,
  limits: { min: number; max: number; problem: ImportProblem; required: boolean },
  problems: CellProblem[],
): number | null {
  const text = (cells[column] ?? '').replace(/[\s\u00a0]/g, '');
  if (text === '') {
    if (limits.required) problems.push({ column, problem: 'required' });
    return null;
  }
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= limits.min && value <= limits.max)) problems.push({ column, problem: limits.problem });
  return value;
}

/** The items in runs of `size`: one multi-row statement per run. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < items.length; at += size) result.push(items.slice(at, at + size));
  return result;
}
