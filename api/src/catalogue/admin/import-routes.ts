import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Request } from 'express';
import type { ApiErrorCode, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import {
  IMPORT_MAX_BYTES,
  type ImportOutcome,
  type ImportRun,
  type ImportStep,
  importColumns,
  importRunSchema,
  importStartQuerySchema,
  jobStartedSchema,
} from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, JobRunStatus } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { sendCsv } from '../../platform/http/csv-export.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { parseQuery } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { startTrackedJob } from '../../platform/jobs/tracked-jobs.ts';
import { readUploadedFile } from '../../platform/uploads/multipart.ts';
import { readCsvHeader } from './import-csv.ts';
import { failedRowsPath, storeImportFile } from './import-files.ts';
import { type DryRunInput, importApplyJob, importDryRunJob } from './import-jobs.ts';
import { findApplyRun, findDryRun, lockDryRun } from './import-run-repository.ts';
import { importProblemText } from './import-texts.ts';

// CSV imports of products, prices and stock (issue 15, item 14): upload → dry run → confirm →
// apply, each step a tracked job; the import's id is its dry run's job id.

const BASE = '/api/new/admin/imports';
/** The header is read from the file's start; no sane header is longer. */
const HEADER_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Deps {
  db: Db;
  config: Config;
  jobs: JobQueue;
}

export function importRoutes(deps: Deps): ApiRoutes {
  const routes = new ApiRoutes();
  routes.router.use(BASE, noStore);
  const { db, config, jobs } = deps;
  const shop = config.shop;
  const refusal = (code: ApiErrorCode, status: number, detail?: string) => {
    const message = [apiErrorMessages[shops[shop].locale][code], detail].filter(Boolean).join(' ');
    return new AppError(
      status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'validation',
      code,
      status,
      message,
      status === 400 ? { form: { file: [message] } } : undefined,
    );
  };

  routes.add(
    {
      method: 'post',
      path: BASE,
      summary: 'Upload a CSV import (multipart, field "file") and start its dry run',
      tag: 'admin-imports',
      access: ['staff'],
      query: importStartQuerySchema,
      responses: {
        202: { description: 'The dry run started; its job id is the import id', schema: jobStartedSchema },
      },
      errors: { 400: 'csv_required, csv_columns_missing or file_required', 413: 'payload_too_large' },
    },
    async (req, res) => {
      const { kind } = parseQuery(req, importStartQuerySchema);
      const { file } = await readUploadedFile(req, {
        maxBytes: IMPORT_MAX_BYTES,
        accept: ['csv'],
        onWrongKind: () => refusal('csv_required', 400),
      });
      const header = readCsvHeader(file.bytes.subarray(0, HEADER_BYTES), importColumns[kind]);
      if (header.missing.length)
        throw refusal(
          'csv_columns_missing',
          400,
          importProblemText(shop, 'missingColumns', { columns: header.missing }),
        );
      const fileId = await storeImportFile(config, file.bytes);
      const input: DryRunInput = {
        kind,
        fileId,
        fileName: file.filename.slice(0, 200),
        separator: header.separator,
      };
      const actor = staffActorOf(req);
      const jobId = await db.transaction().execute(async (trx) => {
        const runId = await startTrackedJob(trx, jobs, importDryRunJob, { shop, createdBy: actor.id, input });
        // Who brought which file: the import's History starts here, its apply follows.
        await recordStaffChange(trx, shop, actor, {
          entity: 'import',
          entityId: runId,
          action: 'upload',
          before: null,
          after: { kind, fileName: input.fileName },
        });
        return runId;
      });
      res.status(202).json({ jobId });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BASE}/:id`,
      summary: 'An import: its dry run and apply, their progress and outcomes',
      tag: 'admin-imports',
      access: ['staff'],
      responses: { 200: { description: 'The import', schema: importRunSchema } },
      errors: { 404: 'import_not_found' },
    },
    async (req, res) => {
      const found = await findImport(db, shop, importIdOf(req));
      if (!found) throw refusal('import_not_found', 404);
      res.json(found.view);
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${BASE}/:id/apply`,
      summary: "Apply an import's valid rows in one transaction (after its dry run)",
      tag: 'admin-imports',
      access: ['staff'],
      responses: { 202: { description: 'The apply started', schema: jobStartedSchema } },
      errors: { 404: 'import_not_found', 409: 'import_not_ready or import_already_applied' },
    },
    async (req, res) => {
      const id = importIdOf(req);
      const jobId = await db.transaction().execute(async (trx) => {
        const dryRun = id ? await lockDryRun(trx, shop, id) : undefined;
        if (!id || !dryRun) throw refusal('import_not_found', 404);
        if (dryRun.status !== 'done') throw refusal('import_not_ready', 409);
        // A file its kind refuses whole (invoice prices that do not match) is never applied.
        const refused = (dryRun.result as ImportOutcome | null)?.refusal;
        if (refused) throw refusal(refused.code as ApiErrorCode, 409, refused.keys.join(', '));
        if (await findApplyRun(trx, id)) throw refusal('import_already_applied', 409);
        return startTrackedJob(trx, jobs, importApplyJob, {
          shop,
          createdBy: staffActorOf(req).id,
          input: { importId: id },
        });
      });
      res.status(202).json({ jobId });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BASE}/:id/failed-rows.csv`,
      summary: "The import's failed rows as CSV: the file's columns and the error",
      tag: 'admin-imports',
      access: ['staff'],
      responses: { 200: { description: 'CSV (UTF-8 with BOM)' } },
      errors: { 404: 'import_not_found' },
    },
    async (req, res) => {
      const found = await findImport(db, shop, importIdOf(req));
      const path = found && failedRowsPath(config, found.input.fileId);
      if (!found || !path || !(await exists(path))) throw refusal('import_not_found', 404);
      const lines = failedLines(path);
      const header = (await lines.next()).value ?? [];
      const name = found.input.fileName.replace(/\.csv$/i, '') || found.view.kind;
      await sendCsv(res, {
        filename: `${name}-${FAILED_ROWS_SUFFIX[shop]}.csv`,
        header,
        rows: { [Symbol.asyncIterator]: () => lines },
      });
    },
  );

  return routes;
}

/** The failed rows' file is named in the shop's language: prices-chyby.csv, prices-erori.csv. */
const FAILED_ROWS_SUFFIX: Record<ShopCode, string> = { cz: 'chyby', ro: 'erori' };

function importIdOf(req: Request): string | undefined {
  const id = req.params.id;
  return typeof id === 'string' && UUID.test(id) ? id : undefined;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function* failedLines(path: string): AsyncGenerator<string[], undefined> {
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  }))
    if (line) yield JSON.parse(line) as string[];
  return undefined;
}

interface RunRow {
  id: string;
  status: JobRunStatus;
  done: number;
  total: number | null;
  result: unknown;
  error: string | null;
}

function stepOf(run: RunRow): ImportStep {
  return {
    jobId: run.id,
    status: run.status,
    done: run.done,
    total: run.total,
    outcome: run.status === 'done' ? (run.result as ImportOutcome) : null,
    error: run.error,
  };
}

async function findImport(
  db: Db,
  shop: Config['shop'],
  id: string | undefined,
): Promise<{ view: ImportRun; input: DryRunInput } | undefined> {
  if (!id) return undefined;
  const dryRun = await findDryRun(db, shop, id);
  if (!dryRun) return undefined;
  const input = dryRun.input as DryRunInput;
  const apply = await findApplyRun(db, id);
  return {
    input,
    view: {
      id,
      kind: input.kind,
      fileName: input.fileName,
      createdAt: new Date(dryRun.created_at).toISOString(),
      dryRun: stepOf(dryRun),
      apply: apply ? stepOf(apply) : null,
    },
  };
}
