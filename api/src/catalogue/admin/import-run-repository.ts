import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { importApplyJob, importDryRunJob } from './import-jobs.ts';

// An import is its dry run's job run; its apply is the job run whose input names that import.

const RUN_COLUMNS = ['id', 'status', 'done', 'total', 'result', 'error'] as const;

/** The import's dry run, locked so that two confirmations at once start one apply. */
export function lockDryRun(trx: Db, shop: ShopCode, importId: string) {
  return trx
    .selectFrom('job_runs')
    .where('id', '=', importId)
    .where('shop', '=', shop)
    .where('kind', '=', importDryRunJob.kind)
    .select(['status', 'result'])
    .forUpdate()
    .executeTakeFirst();
}

export function findDryRun(db: Db, shop: ShopCode, importId: string) {
  return db
    .selectFrom('job_runs')
    .where('id', '=', importId)
    .where('shop', '=', shop)
    .where('kind', '=', importDryRunJob.kind)
    .select([...RUN_COLUMNS, 'input', 'created_at'])
    .executeTakeFirst();
}

/** The latest apply of the import, if one was started. */
export function findApplyRun(db: Db, importId: string) {
  return db
    .selectFrom('job_runs')
    .where('kind', '=', importApplyJob.kind)
    .where(sql<string>`input->>'importId'`, '=', importId)
    .select(RUN_COLUMNS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
