import { z } from 'zod';
import { importKinds } from '../import-columns.ts';
import { storableString } from '../validation/storable-string.ts';
import { jobRunStatuses } from './back-office.ts';

// The wire shapes of the CSV imports; the columns of each kind are in import-columns.ts.

export * from '../import-columns.ts';

/** POST /api/new/admin/imports?kind=… (multipart, field `file`). */
export const importStartQuerySchema = z.object({ kind: z.enum(importKinds) });

export const importRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  column: storableString(),
  value: storableString(),
  message: storableString(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  toCreate: z.number().int(),
  toChange: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * A kind that takes a file whole or not at all (invoice prices) refuses it for these rows: the
 * message in the shop's language and the rows' keys (invoice numbers).
 */
export const importRefusalSchema = z.object({
  code: storableString(),
  message: storableString(),
  keys: z.array(storableString()),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** What a dry run or an apply found: the summary and the first row errors. */
export const importOutcomeSchema = z.object({
  summary: importSummarySchema,
  errors: z.array(importRowErrorSchema),
  /** Set when the whole file is refused: nothing of it can be applied. */
  refusal: importRefusalSchema.nullable().optional(),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

const importStepSchema = z.object({
  jobId: storableString().uuid(),
  status: z.enum(jobRunStatuses),
  done: z.number().int(),
  total: z.number().int().nullable(),
  outcome: importOutcomeSchema.nullable(),
  error: storableString().nullable(),
});
export type ImportStep = z.infer<typeof importStepSchema>;

/** GET /api/new/admin/imports/:id — an import: its dry run and, once confirmed, its apply. */
export const importRunSchema = z.object({
  id: storableString().uuid(),
  kind: z.enum(importKinds),
  fileName: storableString(),
  createdAt: storableString(),
  dryRun: importStepSchema,
  apply: importStepSchema.nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;
