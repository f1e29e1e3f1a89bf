import type { ShopCode } from 'shared-domain';
import type { GridPage, HistoryEntry, JobRun } from 'shared-domain/contracts/staff.ts';
import type { Db, JobRunStatus } from '../platform/db/schema.ts';

// Reads behind the back office's shared screens: an entity's History tab and the Tasks screen.

/**
 * Who changed the entity, newest first. Not limited to this shop's staff: the catalogue
 * (categories, master products, attributes) is shared by both shops, and its history is one.
 */
export async function historyPage(
  db: Db,
  entity: string,
  entityId: string,
  paging: { page: number; pageSize: number },
): Promise<GridPage<HistoryEntry>> {
  const ofEntity = db.selectFrom('audit_log').where('entity', '=', entity).where('entity_id', '=', entityId);
  const [rows, count] = await Promise.all([
    ofEntity
      .select(['id', 'created_at', 'actor_email', 'action', 'before', 'after'])
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    ofEntity.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_email,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: Number(count.total),
    ...paging,
  };
}

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

type JobRunRow = Awaited<ReturnType<ReturnType<typeof jobRunsOf>['executeTakeFirstOrThrow']>>;

function jobRunOf(row: JobRunRow): JobRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    done: row.done,
    total: row.total,
    result: row.result ?? null,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** This shop's runs, newest first, optionally of one kind and one state. */
export async function jobRunsPage(
  db: Db,
  shop: ShopCode,
  query: { page: number; pageSize: number; kind?: string; status?: JobRunStatus },
): Promise<GridPage<JobRun>> {
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
  return {
    items: items.map(jobRunOf),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One run of this shop, or undefined (another shop's run is not shown either). */
export async function findJobRun(db: Db, shop: ShopCode, runId: string): Promise<JobRun | undefined> {
  const row = await jobRunsOf(db, shop).where('job_runs.id', '=', runId).executeTakeFirst();
  return row ? jobRunOf(row) : undefined;
}
