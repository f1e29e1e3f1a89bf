import type { ShopCode } from 'shared-domain';
import type { Db, JobRunStatus } from '../platform/db/schema.ts';

// The background jobs' runs (job_runs) as the Tasks screen reads and staff change them.

function jobRunsOf(db: Db, shop: ShopCode) {
  return db
    .selectFrom('job_runs')
    .leftJoin('users', 'users.id', 'job_runs.created_by')
    .where('job_runs.shop', '=', shop)
    .select([
      'job_runs.id',
      'job_runs.kind',
      'job_runs.status',
      'job_runs.done',
      'job_runs.total',
      'job_runs.result',
      'job_runs.error',
      'job_runs.attempts',
      'job_runs.created_at',
      'job_runs.updated_at',
      'users.email',
    ]);
}

export type JobRunRow = Awaited<ReturnType<ReturnType<typeof jobRunsOf>['executeTakeFirstOrThrow']>>;

/** This shop's runs, newest first, optionally of one kind and one state; with their total. */
export async function selectJobRunsPage(
  db: Db,
  shop: ShopCode,
  query: { page: number; pageSize: number; kind?: string; status?: JobRunStatus },
): Promise<{ rows: JobRunRow[]; total: number }> {
  let rows = jobRunsOf(db, shop);
  let count = db
    .selectFrom('job_runs')
    .where('shop', '=', shop)
    .select((eb) => eb.fn.countAll<string>().as('total'));
  if (query.kind !== undefined) {
    rows = rows.where('job_runs.kind', '=', query.kind);
    count = count.where('kind', '=', query.kind);
  }
  if (query.status !== undefined) {
    rows = rows.where('job_runs.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('job_runs.created_at', 'desc')
      .orderBy('job_runs.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}

/** One run of this shop, or undefined (another shop's run included). */
export async function findJobRunRow(db: Db, shop: ShopCode, runId: string): Promise<JobRunRow | undefined> {
  return jobRunsOf(db, shop).where('job_runs.id', '=', runId).executeTakeFirst();
}

/** The shop's run locked until the transaction ends, or undefined. */
export async function lockJobRun(trx: Db, shop: ShopCode, runId: string) {
  return trx
    .selectFrom('job_runs')
    .select(['kind', 'status', 'error'])
    .where('id', '=', runId)
    .where('shop', '=', shop)
    .forUpdate()
    .executeTakeFirst();
}

export async function markJobRunCancelled(trx: Db, runId: string): Promise<void> {
  await trx
    .updateTable('job_runs')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('id', '=', runId)
    .execute();
}

/** Queued again from the start: no progress, no error, no result. */
export async function requeueJobRun(trx: Db, runId: string): Promise<void> {
  await trx
    .updateTable('job_runs')
    .set({ status: 'queued', done: 0, error: null, result: null, updated_at: new Date() })
    .where('id', '=', runId)
    .execute();
}

/** The shop's newest run of a kind, or undefined when it never ran. */
export async function findLastJobRun(db: Db, shop: ShopCode, kind: string) {
  return db
    .selectFrom('job_runs')
    .select(['id', 'status', 'created_at'])
    .where('shop', '=', shop)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
