import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { versionOf } from './category-repository.ts';

// The category tree's writes, and the locks and lookups that guard them.

/** A category's settings as a change sends them; one left undefined keeps its value. */
export interface CategorySettings {
  forDisplay?: boolean;
  filterable?: boolean;
  forBuyout?: boolean;
  forService?: boolean;
  photoUploadId?: string | null;
  typeDevice?: string | null;
}

/** The category's version, its row locked until the transaction ends; undefined when there is none. */
export function lockCategoryVersion(trx: Db, id: number) {
  return trx
    .selectFrom('categories as c')
    .select(versionOf.as('version'))
    .where('c.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks a sibling list, so two moves into the same parent cannot number it twice. */
export async function lockSiblings(trx: Db, parentId: number | null): Promise<void> {
  await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .forUpdate()
    .execute();
}

/**
 * Whether the category exists, its row share-locked: a delete of it waits for the transaction,
 * then sees the child it got.
 */
export async function shareLockCategory(trx: Db, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `id` is the category itself or lies below it. */
export async function isInSubtree(trx: Db, categoryId: number, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
      with recursive below as (
        select id from categories where id = ${categoryId}
        union all
        select c.id from categories c join below b on c.parent_id = b.id
      )
      select id from below where id = ${id}`.execute(trx);
  return rows.length > 0;
}

export async function findChildIds(trx: Db, parentId: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The highest position among the parent's children; null when it has none. */
export async function findLastChildPosition(trx: Db, parentId: number | null) {
  const { last } = await trx
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow();
  return last;
}

/** Positions 0…n-1 in the given order, writing only the rows whose position changes. */
export async function setPositions(trx: Db, ids: number[]): Promise<void> {
  await sql`
    update categories c set position = v.ord - 1
    from unnest(${sql.val(ids)}::int[]) with ordinality as v(id, ord)
    where c.id = v.id and c.position <> v.ord - 1`.execute(trx);
}

export async function setParent(trx: Db, id: number, parentId: number | null): Promise<void> {
  await trx.updateTable('categories').set({ parent_id: parentId }).where('id', '=', id).execute();
}

/** A new category; answers its id. */
export async function insertCategory(
  trx: Db,
  parentId: number | null,
  position: number,
  settings: Required<CategorySettings>,
): Promise<number> {
  const { id } = await trx
    .insertInto('categories')
    .values({
      parent_id: parentId,
      position,
      for_display: settings.forDisplay,
      filterable: settings.filterable,
      for_buyout: settings.forBuyout,
      for_service: settings.forService,
      photo_upload_id: settings.photoUploadId,
      type_device: settings.typeDevice,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertCategoryTexts(
  trx: Db,
  categoryId: number,
  shop: ShopCode,
  name: string,
  seoName: string,
): Promise<void> {
  await trx
    .insertInto('category_texts')
    .values({ category_id: categoryId, shop, name, seo_name: seoName })
    .execute();
}

export async function upsertCategoryTexts(
  trx: Db,
  categoryId: number,
  shop: ShopCode,
  name: string,
  seoName: string,
): Promise<void> {
  await trx
    .insertInto('category_texts')
    .values({ category_id: categoryId, shop, name, seo_name: seoName })
    .onConflict((oc) => oc.columns(['category_id', 'shop']).doUpdateSet({ name, seo_name: seoName }))
    .execute();
}

/** Sets the settings given and marks the category changed now. */
export async function updateCategorySettings(trx: Db, id: number, settings: CategorySettings): Promise<void> {
  await trx
    .updateTable('categories')
    .set({
      for_display: settings.forDisplay,
      filterable: settings.filterable,
      for_buyout: settings.forBuyout,
      for_service: settings.forService,
      photo_upload_id: settings.photoUploadId,
      type_device: settings.typeDevice,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Marks the category changed now. */
export async function touchCategory(trx: Db, id: number): Promise<void> {
  await trx.updateTable('categories').set({ updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function hasChildCategories(trx: Db, id: number): Promise<boolean> {
  const child = await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return child !== undefined;
}

export async function hasProducts(trx: Db, categoryId: number): Promise<boolean> {
  const product = await trx
    .selectFrom('model_categories')
    .select('model_id')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return product !== undefined;
}

export async function deleteCategoryById(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('categories').where('id', '=', id).execute();
}

export async function replaceManufacturers(
  trx: Db,
  categoryId: number,
  manufacturerIds: number[],
): Promise<void> {
  await trx.deleteFrom('category_manufacturers').where('category_id', '=', categoryId).execute();
  const unique = [...new Set(manufacturerIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto('category_manufacturers')
    .values(unique.map((manufacturer_id) => ({ category_id: categoryId, manufacturer_id })))
    .execute();
}

/** How many of the values name a row of the table (by a unique column). */
export async function countOf(
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

/** Whether another category than `ownId` has the SEO name in the shop. */
export async function isSeoNameTaken(
  trx: Db,
  shop: ShopCode,
  seoName: string,
  ownId: number | null,
): Promise<boolean> {
  const taken = await trx
    .selectFrom('category_texts')
    .select('category_id')
    .where('shop', '=', shop)
    .where('seo_name', '=', seoName)
    .$if(ownId !== null, (query) => query.where('category_id', '<>', ownId as number))
    .executeTakeFirst();
  return taken !== undefined;
}
