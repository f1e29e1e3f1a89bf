import type { ShopCode } from 'shared-domain';
import type { MetaMaster, MetaMasterCandidate, MetaMasterSummary } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFoundError } from './attribute-errors.ts';
import {
  deleteMembershipOf,
  deleteMetaMasterRow,
  findMemberships,
  findMetaMaster,
  findMetaMasterModels,
  findMetaMastersWithCounts,
  insertMetaMaster,
  lockMembershipOf,
  lockMetaMaster,
  updateMetaMasterName,
  upsertMembership,
} from './meta-master-repository.ts';
import { modelsByIds, refOf, searchModels } from './model-search-repository.ts';

// Meta masters: a family of master products, e.g. the whole iPhone 16 line with its Plus,
// Pro and Pro Max. A master product is in at most one. Shared by both shops (names are brand and
// model names, not translated). The storefront could use a meta master to offer the family's
// siblings on a product page ("also as Pro Max"), to group search results and comparison, and
// to let a buyout or a service offer apply to a whole line; nothing storefront-side reads it yet.
// Every change is audited on the meta master (a move on both the one left and the one joined).

export async function listMetaMasters(db: Db, q?: string): Promise<MetaMasterSummary[]> {
  const rows = await findMetaMastersWithCounts(db, q);
  return rows.map((row) => ({ id: row.id, name: row.name, masterProductCount: Number(row.count ?? 0) }));
}

export async function readMetaMaster(db: Db, shop: ShopCode, id: number): Promise<MetaMaster | undefined> {
  const meta = await findMetaMaster(db, id);
  if (!meta) return undefined;
  const models = await findMetaMasterModels(db, shop, id);
  return { ...meta, masterProducts: models.map(refOf) };
}

export async function metaMasterCandidates(
  db: Db,
  shop: ShopCode,
  q?: string,
): Promise<MetaMasterCandidate[]> {
  const found = await searchModels(db, shop, { q, kind: 'any' });
  if (found.length === 0) return [];
  const memberships = await findMemberships(
    db,
    found.map((model) => model.id),
  );
  return found.map(({ typeCode: _typeCode, ...model }) => {
    const membership = memberships.find((row) => row.modelId === model.id);
    return { ...model, metaMaster: membership ? { id: membership.id, name: membership.name } : null };
  });
}

export async function createMetaMaster(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  body: { name: string; master_product_ids?: number[] },
): Promise<MetaMaster> {
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(body.master_product_ids ?? [])];
    await requireModels(trx, shop, ids);
    const { id } = await insertMetaMaster(trx, body.name);
    for (const modelId of ids) await placeModel(trx, shop, actor, modelId, id);
    const after = await requireMetaMaster(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'meta-master',
      entityId: id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export async function renameMetaMaster(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  id: number,
  name: string,
): Promise<MetaMaster> {
  return db.transaction().execute(async (trx) => {
    const before = await requireMetaMaster(trx, shop, id, true);
    await updateMetaMasterName(trx, id, name);
    const after = { ...before, name };
    await recordStaffChange(trx, shop, actor, {
      entity: 'meta-master',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export async function deleteMetaMaster(db: Db, shop: ShopCode, actor: StaffActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await requireMetaMaster(trx, shop, id, true);
    // Its master products stay, just without a family (meta_master_models cascades).
    await deleteMetaMasterRow(trx, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'meta-master',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

/** Puts a master product in a meta master (moving it out of the one it was in): add and swap. */
export async function putModelInMetaMaster(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  metaMasterId: number,
): Promise<MetaMaster> {
  return db.transaction().execute(async (trx) => {
    await requireMetaMaster(trx, shop, metaMasterId, true);
    await requireModels(trx, shop, [modelId]);
    await placeModel(trx, shop, actor, modelId, metaMasterId);
    return requireMetaMaster(trx, shop, metaMasterId);
  });
}

export async function removeModelFromMetaMaster(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireModels(trx, shop, [modelId]);
    await placeModel(trx, shop, actor, modelId, null);
  });
}

async function placeModel(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  metaMasterId: number | null,
): Promise<void> {
  const current = await lockMembershipOf(trx, modelId);
  const from = current?.meta_master_id ?? null;
  if (from === metaMasterId) return;
  if (metaMasterId === null) await deleteMembershipOf(trx, modelId);
  else await upsertMembership(trx, modelId, metaMasterId);
  const before = { masterProductId: modelId, metaMasterId: from };
  const after = { masterProductId: modelId, metaMasterId };
  // On the master product's history, and on each meta master it left or joined.
  await recordStaffChange(trx, shop, actor, {
    entity: 'master-product',
    entityId: modelId,
    action: 'meta-master',
    before,
    after,
  });
  if (from !== null)
    await recordStaffChange(trx, shop, actor, {
      entity: 'meta-master',
      entityId: from,
      action: 'remove-master-product',
      before,
      after,
    });
  if (metaMasterId !== null)
    await recordStaffChange(trx, shop, actor, {
      entity: 'meta-master',
      entityId: metaMasterId,
      action: 'add-master-product',
      before,
      after,
    });
}

async function requireMetaMaster(trx: Db, shop: ShopCode, id: number, lock = false): Promise<MetaMaster> {
  if (lock) await lockMetaMaster(trx, id);
  const meta = await readMetaMaster(trx, shop, id);
  if (!meta) throw notFoundError('meta_master_not_found');
  return meta;
}

async function requireModels(trx: Db, shop: ShopCode, ids: number[]): Promise<void> {
  const found = await modelsByIds(trx, shop, ids);
  if (found.length !== new Set(ids).size) throw notFoundError('model_not_found');
}
