import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import type { ContentLocale, ContentPagesTable, Db } from '../../platform/db/schema.ts';

// The content_pages rows of a shop: drafts, schedules and published snapshots.

export type PageRow = Selectable<ContentPagesTable>;

export async function findPage(db: Db, shop: ShopCode, id: number): Promise<PageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .where('shop', '=', shop)
    .where('id', '=', id)
    .selectAll()
    .executeTakeFirst();
}

export async function findPageBySlug(
  db: Db,
  shop: ShopCode,
  locale: ContentLocale,
  slug: string,
): Promise<PageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .selectAll()
    .executeTakeFirst();
}

/** One page of the shop's pages (in one language when asked), last updated first, and how many there are. */
export async function selectPages(
  db: Db,
  shop: ShopCode,
  query: { locale?: ContentLocale; offset: number; limit: number },
): Promise<{ rows: PageRow[]; total: number }> {
  let base = db.selectFrom('content_pages').where('shop', '=', shop);
  if (query.locale) base = base.where('locale', '=', query.locale);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The id of the shop's page with the slug in the language, if any. */
export async function findPageIdBySlug(
  db: Db,
  shop: ShopCode,
  locale: string,
  slug: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('content_pages')
    .where('shop', '=', shop)
    .where('locale', '=', locale as 'cs-CZ')
    .where('slug', '=', slug)
    .select('id')
    .executeTakeFirst();
}

export async function insertPage(db: Db, page: Insertable<ContentPagesTable>) {
  return db
    .insertInto('content_pages')
    .values(page)
    .returning(['id', 'slug', 'title', 'locale'])
    .executeTakeFirstOrThrow();
}

export async function updatePageRow(
  db: Db,
  pageId: number,
  changes: Updateable<ContentPagesTable>,
): Promise<void> {
  await db.updateTable('content_pages').set(changes).where('id', '=', pageId).execute();
}

/** Every change to a page's components makes it a new version (the meta form's check sees it). */
export async function touchPage(trx: Db, pageId: number, actor: StaffActor, now: Date): Promise<void> {
  await trx
    .updateTable('content_pages')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, updated_by: actor.id }))
    .where('id', '=', pageId)
    .execute();
}
