import type { ShopCode } from 'shared-domain';
import type { DiscountDetail, DiscountInput, DiscountSaved } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { startTrackedJob } from '../../platform/jobs/tracked-jobs.ts';
import {
  existingScopeIds,
  overlappingNamedProducts,
  selectDiscountDetail,
} from './discount-admin-repository.ts';
import { discountCodesJob } from './discount-codes-job.ts';
import {
  findArchivedAt,
  insertDiscount,
  lockDiscountRow,
  replaceDiscountScopes,
  setDiscountArchived,
  updateDiscountRow,
} from './discount-write-repository.ts';

// Staff changes of a discount, each in one transaction with its audit row. The cart reads the
// same rows (discount-repository.ts), so what is saved here is exactly what a cart applies.

export interface DiscountAdminDeps {
  db: Db;
  shop: ShopCode;
  jobs: JobQueue;
}

const notFound = () => new CodedError('not_found', 'admin_discount_not_found', 404);

async function detailOrThrow(db: Db, shop: ShopCode, id: number | undefined, now: Date) {
  const detail = id === undefined ? undefined : await selectDiscountDetail(db, shop, id, now);
  if (!detail) throw notFound();
  return detail;
}

export function findDiscountDetail(db: Db, shop: ShopCode, id: number | undefined): Promise<DiscountDetail> {
  return detailOrThrow(db, shop, id, new Date());
}

/** Locks the shop's discount row, so two staff saving one discount at once do not interleave. */
async function lockDiscount(trx: Db, shop: ShopCode, id: number | undefined): Promise<number> {
  const row = id === undefined ? undefined : await lockDiscountRow(trx, shop, id);
  if (!row) throw notFound();
  return row.id;
}

/**
 * Replaces the discount's set. Unknown ids are dropped; named products already in another live
 * non-combinable discount's set are not assigned, and their count is answered.
 */
async function replaceSet(trx: Db, shop: ShopCode, id: number, input: DiscountInput, now: Date) {
  const existing = await existingScopeIds(trx, {
    productIds: [...new Set(input.productIds)],
    productTypeIds: [...new Set(input.productTypeIds)],
  });
  const overlapping = await overlappingNamedProducts(trx, shop, id, existing.productIds, now);
  const productIds = existing.productIds.filter((productId) => !overlapping.has(productId));
  await replaceDiscountScopes(trx, id, { productIds, productTypeIds: existing.productTypeIds });
  // A fixed price names its products; with every one of them left out it would name none.
  if (input.type === 'fixed' && productIds.length === 0)
    throw new CodedError('validation', 'no_matching_products', 400);
  return overlapping.size;
}

export async function createDiscount(
  deps: DiscountAdminDeps,
  actor: StaffActor,
  input: DiscountInput,
  now: Date,
): Promise<DiscountSaved> {
  const { id, notAssigned } = await deps.db.transaction().execute(async (trx) => {
    const id = await insertDiscount(trx, deps.shop, input);
    const notAssigned = await replaceSet(trx, deps.shop, id, input, now);
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'discount',
      entityId: id,
      action: 'create',
      before: null,
      after: await detailOrThrow(trx, deps.shop, id, now),
    });
    return { id, notAssigned };
  });
  return { discount: await detailOrThrow(deps.db, deps.shop, id, now), notAssigned };
}

export async function updateDiscount(
  deps: DiscountAdminDeps,
  actor: StaffActor,
  id: number | undefined,
  input: DiscountInput,
  now: Date,
): Promise<DiscountSaved> {
  const notAssigned = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockDiscount(trx, deps.shop, id);
    const before = await detailOrThrow(trx, deps.shop, locked, now);
    await updateDiscountRow(trx, locked, input);
    const notAssigned = await replaceSet(trx, deps.shop, locked, input, now);
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'discount',
      entityId: locked,
      action: 'update',
      before,
      after: await detailOrThrow(trx, deps.shop, locked, now),
    });
    return notAssigned;
  });
  return { discount: await detailOrThrow(deps.db, deps.shop, id, now), notAssigned };
}

/** Archives (`archived: true`) or cancels the archiving; doing what is already so changes nothing. */
export async function setArchived(
  deps: DiscountAdminDeps,
  actor: StaffActor,
  id: number | undefined,
  archived: boolean,
  now: Date,
): Promise<DiscountDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockDiscount(trx, deps.shop, id);
    if (!(await setDiscountArchived(trx, locked, archived, now))) return;
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'discount',
      entityId: locked,
      action: archived ? 'archive' : 'unarchive',
      before: { archived: !archived },
      after: { archived },
    });
  });
  return detailOrThrow(deps.db, deps.shop, id, now);
}

/** Starts the job generating `count` single-use codes; an archived discount gets none. */
export async function startCodeGeneration(
  deps: DiscountAdminDeps,
  actor: StaffActor,
  id: number | undefined,
  count: number,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockDiscount(trx, deps.shop, id);
    if ((await findArchivedAt(trx, locked)) !== null)
      throw new CodedError('conflict', 'discount_archived', 409);
    const jobId = await startTrackedJob(trx, deps.jobs, discountCodesJob, {
      shop: deps.shop,
      createdBy: actor.id,
      input: { actor, discountId: locked, count },
      total: count,
    });
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'discount',
      entityId: locked,
      action: 'generate-codes',
      before: null,
      after: { count, jobId },
    });
    return jobId;
  });
}
