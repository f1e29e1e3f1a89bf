import type { ShopCode } from 'shared-domain';
import type { ImportKind, ImportOutcome, ImportSummary } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { handleTrackedJob, type RunContext, trackedJobKind } from '../../platform/jobs/tracked-jobs.ts';
import { countLines, type Separator } from './import-csv.ts';
import { failedRowsPath, importFilePath } from './import-files.ts';
import { findAuditedAfter, findRunInput, findUser, lockRun } from './import-job-repository.ts';
import { chunks, IMPORT_BATCH_ROWS } from './import-rules.ts';
import { type ImportFile, importRulesOf, runImportPass } from './import-run.ts';

// An import is two tracked jobs: the dry run (started by the upload; its run id is the import's
// id) reads the whole file and writes nothing; the apply (started by the confirmation) reads it
// again — the database may have moved on — and writes every valid row in one transaction, with
// one audit row for the whole import.

export interface DryRunInput {
  kind: ImportKind;
  fileId: string;
  fileName: string;
  separator: Separator;
}
export interface ApplyInput {
  importId: string;
}

export const importDryRunJob = trackedJobKind<DryRunInput, ImportOutcome>('catalogue.import.dry-run');
export const importApplyJob = trackedJobKind<ApplyInput, ImportOutcome>('catalogue.import.apply');

const AUDIT = { entity: 'import', action: 'apply' } as const;

export function handleImportJobs(jobs: JobQueue, deps: { db: Db; config: Config }): void {
  handleTrackedJob(jobs, deps.db, importDryRunJob, (run) => dryRun(deps, run));
  handleTrackedJob(jobs, deps.db, importApplyJob, (run) => applyImport(deps, run));
}

function fileOf(config: Config, shop: ShopCode, input: DryRunInput): ImportFile {
  return { shop, kind: input.kind, path: importFilePath(config, input.fileId), separator: input.separator };
}

/** Reads the whole file against the database; the run's progress counts rows. */
async function pass(
  deps: { db: Db; config: Config },
  run: RunContext<unknown>,
  input: DryRunInput,
  apply: boolean,
) {
  const file = fileOf(deps.config, run.shop, input);
  const total = Math.max(0, (await countLines(file.path)) - 1);
  await run.progress(0, total);
  return runImportPass(deps.db, file, {
    collectChanges: apply,
    failedRowsPath: failedRowsPath(deps.config, input.fileId),
    onProgress: (done) => run.progress(Math.min(done, total)),
  });
}

async function dryRun(
  deps: { db: Db; config: Config },
  run: RunContext<DryRunInput>,
): Promise<ImportOutcome> {
  return (await pass(deps, run, run.input, false)).outcome;
}

async function applyImport(
  deps: { db: Db; config: Config },
  run: RunContext<ApplyInput>,
): Promise<ImportOutcome> {
  const { importId } = run.input;
  const committed = await appliedOutcome(deps.db, importId);
  if (committed) return committed; // a retry of an apply that was committed: nothing more to do
  const importRun = await findRunInput(deps.db, importId);
  const input = importRun.input as DryRunInput;
  const actor = await findUser(deps.db, run.createdBy ?? -1);
  if (!actor) throw new Error('The staff member who confirmed the import no longer has an account.');
  const { outcome, changes } = await pass(deps, run, input, true);
  // A file refused whole (it changed since its dry run) writes nothing and is not applied.
  if (outcome.refusal) return outcome;
  const rules = importRulesOf(input.kind);
  // The progress goes on over the writes: a step per row read, then one per change written.
  const read = outcome.summary.rows;
  const total = read + changes.length;
  await run.progress(read, total);
  // PGlite is one connection: a progress write from outside would wait for the transaction's end.
  const progressWhileWriting = deps.config.databaseUrl !== undefined;
  const result = await deps.db.transaction().execute(async (trx) => {
    // The import's row is the lock two attempts of one apply meet at: the second finds the audit row.
    await lockRun(trx, importId);
    const earlier = await appliedOutcome(trx, importId);
    if (earlier) return earlier;
    let written = 0;
    for (const batch of chunks(changes, IMPORT_BATCH_ROWS)) {
      await rules.write(trx, run.shop, batch);
      written += batch.length;
      if (progressWhileWriting) await run.progress(read + written, total);
    }
    await recordStaffChange(trx, run.shop, actor, {
      ...AUDIT,
      entityId: importId,
      before: null,
      after: {
        kind: input.kind,
        fileName: input.fileName,
        summary: outcome.summary,
        ...auditDetails(rules, changes),
      },
    });
    return outcome;
  });
  await run.progress(total, total);
  return result;
}

function auditDetails(rules: ReturnType<typeof importRulesOf>, changes: unknown[]): object {
  const details = rules.auditOf?.(changes);
  return typeof details === 'object' && details !== null ? details : {};
}

/** The outcome recorded by an apply of this import that was committed, if any. */
async function appliedOutcome(db: Db, importId: string): Promise<ImportOutcome | undefined> {
  const row = await findAuditedAfter(db, { ...AUDIT, entityId: importId });
  if (!row) return undefined;
  const after = row.after as { summary: ImportSummary };
  return { summary: after.summary, errors: [] };
}
