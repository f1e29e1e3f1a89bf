import type { ApiErrorCode, Locale, ShopCode } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type {
  CategoryDetail,
  CategoryMove,
  categoryCreateSchema,
  categoryUpdateSchema,
} from 'shared-domain/contracts/staff.ts';
import type { z } from 'zod';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, CodedError, InvalidRequestError, notFound } from '../../platform/errors.ts';
import {
  countOf,
  deleteCategoryById,
  findChildIds,
  findLastChildPosition,
  hasChildCategories,
  hasProducts,
  insertCategory,
  insertCategoryTexts,
  isInSubtree,
  isSeoNameTaken,
  lockCategoryVersion,
  lockSiblings,
  replaceManufacturers,
  setParent,
  setPositions,
  shareLockCategory,
  touchCategory,
  updateCategorySettings,
  upsertCategoryTexts,
} from './category-change-repository.ts';
import { loadCategory } from './category-queries.ts';

// Staff changes of the category tree. Each runs in one transaction that locks the category it
// changes, checks the editor's version (two staff editing the same category: the later save is
// refused instead of silently undoing the first), and writes its audit row before committing.
// A move renumbers the siblings it touches 0…n-1, so its position is simply an index among them.

export interface CategoryChangeDeps {
  db: Db;
  shop: ShopCode;
  actor: StaffActor;
}

type CreateInput = z.output<typeof categoryCreateSchema>;
type UpdateInput = z.output<typeof categoryUpdateSchema>;

/** What the audit trail keeps of a category: its fields, without the derived ones. */
function snapshotOf(category: CategoryDetail) {
  const { hasChildren: _children, productCount: _products, version: _version, ...fields } = category;
  return fields;
}

export async function createCategory(deps: CategoryChangeDeps, input: CreateInput): Promise<CategoryDetail> {
  return deps.db.transaction().execute(async (trx) => {
    await checkReferences(trx, input);
    await lockSiblings(trx, input.parentId);
    await refuseTakenSeoName(trx, deps.shop, input.seoName, null);
    const last = await findLastChildPosition(trx, input.parentId);
    const id = await insertCategory(trx, input.parentId, last === null ? 0 : Number(last) + 1, input);
    await insertCategoryTexts(trx, id, deps.shop, input.name, input.seoName).catch(refuseRacedSeoName);
    await replaceManufacturers(trx, id, input.manufacturerIds);
    const created = await loadCategory(trx, deps.shop, id);
    await recordStaffChange(trx, deps.shop, deps.actor, {
      entity: 'category',
      entityId: id,
      action: 'create',
      before: null,
      after: snapshotOf(created),
    });
    return created;
  });
}

export async function updateCategory(
  deps: CategoryChangeDeps,
  id: number,
  input: UpdateInput,
): Promise<CategoryDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockCurrentVersion(trx, deps.shop, id, input.version);
    await checkReferences(trx, input);
    if (input.parentId !== undefined && input.parentId !== before.parentId) {
      // A new parent via the form: the category goes last among the new parent's children.
      await moveWithinTree(
        trx,
        before,
        { target: input.parentId, position: Number.MAX_SAFE_INTEGER },
        'parentId',
      );
    }
    if (input.name !== undefined || input.seoName !== undefined) {
      const name = input.name ?? before.name;
      const seoName = input.seoName ?? before.seoName;
      if (name === null || seoName === null) throw missingTexts(name, seoName);
      await refuseTakenSeoName(trx, deps.shop, seoName, id);
      await upsertCategoryTexts(trx, id, deps.shop, name, seoName).catch(refuseRacedSeoName);
    }
    if (input.manufacturerIds !== undefined) await replaceManufacturers(trx, id, input.manufacturerIds);
    await updateCategorySettings(trx, id, input);
    const after = await loadCategory(trx, deps.shop, id);
    await recordStaffChange(trx, deps.shop, deps.actor, {
      entity: 'category',
      entityId: id,
      action: 'update',
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return after;
  });
}

export async function moveCategory(
  deps: CategoryChangeDeps,
  id: number,
  move: CategoryMove,
): Promise<CategoryDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockCurrentVersion(trx, deps.shop, id, move.version);
    await moveWithinTree(trx, before, move);
    await touchCategory(trx, id);
    const after = await loadCategory(trx, deps.shop, id);
    await recordStaffChange(trx, deps.shop, deps.actor, {
      entity: 'category',
      entityId: id,
      action: 'move',
      before: { parentId: before.parentId, position: before.position },
      after: { parentId: after.parentId, position: after.position },
    });
    return after;
  });
}

/** Deletes a category without children or products; 409 with the reason otherwise. */
export async function deleteCategory(deps: CategoryChangeDeps, id: number, version?: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockCurrentVersion(trx, deps.shop, id, version);
    await lockSiblings(trx, id);
    if (await hasChildCategories(trx, id)) throw conflict('category_has_children');
    if (await hasProducts(trx, id)) throw conflict('category_has_products');
    await deleteCategoryById(trx, id);
    await renumberChildren(trx, before.parentId, []);
    await recordStaffChange(trx, deps.shop, deps.actor, {
      entity: 'category',
      entityId: id,
      action: 'delete',
      before: snapshotOf(before),
      after: null,
    });
  });
}

/** Locks the category and checks the editor saw its latest state (404 / 409 `version_conflict`). */
async function lockCurrentVersion(
  trx: Db,
  shop: ShopCode,
  id: number,
  version: string | undefined,
): Promise<CategoryDetail> {
  const locked = await lockCategoryVersion(trx, id);
  if (!locked) throw notFound('category_not_found');
  if (version !== undefined && version !== locked.version) throw conflict('version_conflict');
  return loadCategory(trx, shop, id);
}

/**
 * Puts the category under `target` at index `position` (clamped to the children's count) and
 * renumbers both sibling lists. Refuses a target that is the category itself or lies below it:
 * that would cut the subtree off the tree into a cycle.
 */
async function moveWithinTree(
  trx: Db,
  category: CategoryDetail,
  move: { target: number | null; position: number },
  /** The form field a refusal is shown at: `target` of a move, `parentId` of the edit form. */
  field = 'target',
): Promise<void> {
  if (move.target !== null) {
    if (await isInSubtree(trx, category.id, move.target))
      throw new FieldRefusal('category_move_into_itself', field);
    // A delete of the target waits for this move, then sees its new child.
    if (!(await shareLockCategory(trx, move.target)))
      throw new FieldRefusal('category_parent_not_found', field);
  }
  await lockSiblings(trx, move.target);
  if (move.target !== category.parentId) await lockSiblings(trx, category.parentId);
  const siblings = await findChildIds(trx, move.target);
  const others = siblings.filter((id) => id !== category.id);
  const index = Math.min(move.position, others.length);
  others.splice(index, 0, category.id);
  await setParent(trx, category.id, move.target);
  await renumberChildren(trx, move.target, others);
  if (move.target !== category.parentId) await renumberChildren(trx, category.parentId, []);
}

/** Positions 0…n-1 in the given order (or, with none given, in their current order). */
async function renumberChildren(trx: Db, parentId: number | null, order: number[]): Promise<void> {
  const ids = order.length > 0 ? order : await findChildIds(trx, parentId);
  if (ids.length === 0) return;
  await setPositions(trx, ids);
}

/** The parent, manufacturers, photo and device type a change names must exist (400 at the field). */
async function checkReferences(
  trx: Db,
  input: {
    parentId?: number | null;
    manufacturerIds?: number[];
    photoUploadId?: string | null;
    typeDevice?: string | null;
  },
): Promise<void> {
  if (input.parentId !== undefined && input.parentId !== null) {
    // A delete of the parent waits for this change, then sees its new child.
    if (!(await shareLockCategory(trx, input.parentId)))
      throw new FieldRefusal('category_parent_not_found', 'parentId');
  }
  const unknown: { field: string; value: unknown }[] = [];
  const wanted = [...new Set(input.manufacturerIds ?? [])];
  if (wanted.length > 0 && (await countOf(trx, 'manufacturers', 'id', wanted)) !== wanted.length)
    unknown.push({ field: 'manufacturerIds', value: input.manufacturerIds });
  if (input.photoUploadId && (await countOf(trx, 'uploads', 'id', [input.photoUploadId])) === 0)
    unknown.push({ field: 'photoUploadId', value: input.photoUploadId });
  if (input.typeDevice && (await countOf(trx, 'product_types', 'code', [input.typeDevice])) === 0)
    unknown.push({ field: 'typeDevice', value: input.typeDevice });
  if (unknown.length > 0)
    throw new InvalidRequestError(
      unknown.map(({ field, value }) => ({
        code: 'invalid_value' as const,
        values: [],
        path: [field],
        message: 'unknown',
        input: value,
      })),
      'form',
    );
}

/** Two saves with the same new SEO name at once: the later one meets the unique index. */
function refuseRacedSeoName(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') throw new FieldRefusal('seo_name_taken', 'seoName');
  throw error;
}

async function refuseTakenSeoName(
  trx: Db,
  shop: ShopCode,
  seoName: string,
  ownId: number | null,
): Promise<void> {
  if (await isSeoNameTaken(trx, shop, seoName, ownId)) throw new FieldRefusal('seo_name_taken', 'seoName');
}

/** A 409 worded by the central handler in the shop's language. */
function conflict(code: ApiErrorCode): AppError {
  return new CodedError('conflict', code, 409);
}

/** A 400 whose message also sits at the form field it is about, in the shop's language. */
class FieldRefusal extends AppError {
  readonly field: string;
  constructor(code: ApiErrorCode, field: string) {
    super('validation', code, 400, code);
    this.field = field;
  }
  override localized(locale: Locale): AppError {
    const message = apiErrorMessages[locale][this.code];
    return new AppError(this.type, this.code, this.status, message, { form: { [this.field]: [message] } });
  }
}

/** A category this shop has not named yet must get both its name and SEO name at once. */
function missingTexts(name: string | null, seoName: string | null): AppError {
  const issues = [
    ...(name === null ? [{ field: 'name' }] : []),
    ...(seoName === null ? [{ field: 'seoName' }] : []),
  ].map(({ field }) => ({ code: 'custom' as const, path: [field], message: 'required', input: undefined }));
  return new InvalidRequestError(issues, 'form');
}
