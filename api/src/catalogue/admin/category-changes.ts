import { sql } from 'kysely';
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
import { loadCategory, versionOf } from './category-queries.ts';

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
    const { last } = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('parent_id', input.parentId === null ? 'is' : '=', input.parentId)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('categories')
      .values({
        parent_id: input.parentId,
        position: last === null ? 0 : Number(last) + 1,
        for_display: input.forDisplay,
        filterable: input.filterable,
        for_buyout: input.forBuyout,
        for_service: input.forService,
        photo_upload_id: input.photoUploadId,
        type_device: input.typeDevice,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('category_texts')
      .values({ category_id: id, shop: deps.shop, name: input.name, seo_name: input.seoName })
      .execute()
      .catch(refuseRacedSeoName);
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
      await trx
        .insertInto('category_texts')
        .values({ category_id: id, shop: deps.shop, name, seo_name: seoName })
        .onConflict((oc) => oc.columns(['category_id', 'shop']).doUpdateSet({ name, seo_name: seoName }))
        .execute()
        .catch(refuseRacedSeoName);
    }
    if (input.manufacturerIds !== undefined) await replaceManufacturers(trx, id, input.manufacturerIds);
    await trx
      .updateTable('categories')
      .set({
        for_display: input.forDisplay,
        filterable: input.filterable,
        for_buyout: input.forBuyout,
        for_service: input.forService,
        photo_upload_id: input.photoUploadId,
        type_device: input.typeDevice,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
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
    await trx.updateTable('categories').set({ updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
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
    const child = await trx
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw conflict('category_has_children');
    const product = await trx
      .selectFrom('model_categories')
      .select('model_id')
      .where('category_id', '=', id)
      .executeTakeFirst();
    if (product) throw conflict('category_has_products');
    await trx.deleteFrom('categories').where('id', '=', id).execute();
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
  const locked = await trx
    .selectFrom('categories as c')
    .select(versionOf.as('version'))
    .where('c.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
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
    const { rows } = await sql<{ id: number }>`
      with recursive below as (
        select id from categories where id = ${category.id}
        union all
        select c.id from categories c join below b on c.parent_id = b.id
      )
      select id from below where id = ${move.target}`.execute(trx);
    if (rows.length > 0) throw new FieldRefusal('category_move_into_itself', field);
    const target = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', move.target)
      .forShare() // a delete of the target waits for this move, then sees its new child
      .executeTakeFirst();
    if (!target) throw new FieldRefusal('category_parent_not_found', field);
  }
  await lockSiblings(trx, move.target);
  if (move.target !== category.parentId) await lockSiblings(trx, category.parentId);
  const siblings = await childIds(trx, move.target);
  const others = siblings.filter((id) => id !== category.id);
  const index = Math.min(move.position, others.length);
  others.splice(index, 0, category.id);
  await trx.updateTable('categories').set({ parent_id: move.target }).where('id', '=', category.id).execute();
  await renumberChildren(trx, move.target, others);
  if (move.target !== category.parentId) await renumberChildren(trx, category.parentId, []);
}

async function childIds(trx: Db, parentId: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Positions 0…n-1 in the given order (or, with none given, in their current order). */
async function renumberChildren(trx: Db, parentId: number | null, order: number[]): Promise<void> {
  const ids = order.length > 0 ? order : await childIds(trx, parentId);
  if (ids.length === 0) return;
  await sql`
    update categories c set position = v.ord - 1
    from unnest(${sql.val(ids)}::int[]) with ordinality as v(id, ord)
    where c.id = v.id and c.position <> v.ord - 1`.execute(trx);
}

/** Locks a sibling list, so two moves into the same parent cannot number it twice. */
async function lockSiblings(trx: Db, parentId: number | null): Promise<void> {
  await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .forUpdate()
    .execute();
}

async function replaceManufacturers(trx: Db, categoryId: number, manufacturerIds: number[]): Promise<void> {
  await trx.deleteFrom('category_manufacturers').where('category_id', '=', categoryId).execute();
  const unique = [...new Set(manufacturerIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto('category_manufacturers')
    .values(unique.map((manufacturer_id) => ({ category_id: categoryId, manufacturer_id })))
    .execute();
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
    const parent = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.parentId)
      .forShare() // a delete of the parent waits for this change, then sees its new child
      .executeTakeFirst();
    if (!parent) throw new FieldRefusal('category_parent_not_found', 'parentId');
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

/** How many of the values name a row of the table (by a unique column). */
async function countOf(
  trx: Db,
  table: 'manufacturers' | 'uploads' | 'product_types',
  column: 'id' | 'code',
  values: readonly (string | number)[],
): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = any(${sql.val(values)})`.execute(
    trx,
  );
  return Number(rows[0]?.count ?? 0);
}

async function refuseTakenSeoName(
  trx: Db,
  shop: ShopCode,
  seoName: string,
  ownId: number | null,
): Promise<void> {
  const taken = await trx
    .selectFrom('category_texts')
    .select('category_id')
    .where('shop', '=', shop)
    .where('seo_name', '=', seoName)
    .$if(ownId !== null, (query) => query.where('category_id', '<>', ownId as number))
    .executeTakeFirst();
  if (taken) throw new FieldRefusal('seo_name_taken', 'seoName');
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
