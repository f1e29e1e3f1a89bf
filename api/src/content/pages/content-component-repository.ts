import type { Insertable, Selectable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { ContentComponentsTable, Db } from '../../platform/db/schema.ts';

// The content_components rows: the ordered components of a page's draft.

export type ComponentRow = Selectable<ContentComponentsTable>;

/** The page's components in their order. */
export async function selectPageComponents(db: Db, pageId: number): Promise<ComponentRow[]> {
  return db
    .selectFrom('content_components')
    .where('page_id', '=', pageId)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The components of the pages, each page's in their order. */
export async function selectComponentsOfPages(db: Db, pageIds: readonly number[]): Promise<ComponentRow[]> {
  return db
    .selectFrom('content_components')
    .where('page_id', 'in', pageIds)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A component of one of the shop's pages. */
export async function findShopComponent(
  db: Db,
  shop: ShopCode,
  id: number,
): Promise<ComponentRow | undefined> {
  return db
    .selectFrom('content_components as c')
    .innerJoin('content_pages as p', 'p.id', 'c.page_id')
    .where('p.shop', '=', shop)
    .where('c.id', '=', id)
    .selectAll('c')
    .executeTakeFirst();
}

/** The highest position on the page (undefined or null when it has no components). */
export async function findLastComponentPosition(db: Db, pageId: number) {
  const last = await db
    .selectFrom('content_components')
    .where('page_id', '=', pageId)
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  return last?.position;
}

export async function insertComponent(db: Db, component: Insertable<ContentComponentsTable>) {
  return db
    .insertInto('content_components')
    .values(component)
    .returning(['id', 'position'])
    .executeTakeFirstOrThrow();
}

export async function deleteComponent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('content_components').where('id', '=', id).execute();
}

export async function updateComponentPosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('content_components').set({ position }).where('id', '=', id).execute();
}

/** Saves the params over the version read; undefined when someone saved the component in between. */
export async function updateComponentParams(
  db: Db,
  id: number,
  readVersion: number,
  changes: { params: string; version: number },
): Promise<ComponentRow | undefined> {
  return db
    .updateTable('content_components')
    .set(changes)
    .where('id', '=', id)
    .where('version', '=', readVersion)
    .returningAll()
    .executeTakeFirst();
}
