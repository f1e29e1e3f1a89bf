import type { ShopCode } from 'shared-domain';
import type { GridPage, HistoryEntry, JobRun } from 'shared-domain/contracts/staff.ts';
import type { Db, JobRunStatus } from '../platform/db/schema.ts';
import { selectEntityHistoryPage } from './audit-log-repository.ts';
import { findJobRunRow, type JobRunRow, selectJobRunsPage } from './job-run-repository.ts';

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
  const { rows, total } = await selectEntityHistoryPage(db, entity, entityId, paging);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_email,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total,
    ...paging,
  };
}

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
  const { rows, total } = await selectJobRunsPage(db, shop, query);
  return {
    items: rows.map(jobRunOf),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One run of this shop, or undefined (another shop's run is not shown either). */
export async function findJobRun(db: Db, shop: ShopCode, runId: string): Promise<JobRun | undefined> {
  const row = await findJobRunRow(db, shop, runId);
  return row ? jobRunOf(row) : undefined;
}
