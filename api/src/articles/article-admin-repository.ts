import type { Insertable, Updateable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { ArticlesTable } from '../platform/db/schema-stores-articles.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../platform/db/schema-stores-articles.ts';

// The articles and topics of a shop as staff edit them, drafts included.

/** The shop's articles with their topic's slug: the columns of the list, dates as they are stored. */
function selectArticles(db: Db, shop: ShopCode) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_topics as t', 't.id', 'a.topic_id')
    .select([
      'a.id',
      'a.locale',
      'a.slug',
      't.slug as topicSlug',
      'a.title',
      'a.perex',
      'a.image_url as imageUrl',
      'a.related_products as relatedProducts',
      'a.published_at as publishedAt',
      'a.updated_at as updatedAt',
    ])
    .where('a.shop', '=', shop);
}

/** The shop's article with its paragraphs. */
export async function findAdminArticleRow(db: Db, shop: ShopCode, id: number) {
  return selectArticles(db, shop).select('a.body').where('a.id', '=', id).executeTakeFirst();
}

/** The shop's articles in the language, last updated first. */
export async function selectAdminArticleRows(db: Db, shop: ShopCode, locale: string) {
  return selectArticles(db, shop)
    .where('a.locale', '=', locale)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** The shop's topics in the language, in their order. */
export async function selectTopicNames(db: Db, shop: ShopCode, locale: string) {
  return db
    .selectFrom('article_topics')
    .select(['slug', 'name'])
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .orderBy('position')
    .execute();
}

export async function findTopicId(
  db: Db,
  shop: ShopCode,
  locale: string,
  slug: string,
): Promise<number | undefined> {
  const topic = await db
    .selectFrom('article_topics')
    .select('id')
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return topic?.id;
}

/** Whether another article of the shop in the language has the slug (`exceptId`: not that one). */
export async function isArticleSlugTaken(
  db: Db,
  shop: ShopCode,
  locale: string,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('articles')
    .select('id')
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertArticle(db: Db, article: Insertable<ArticlesTable>): Promise<number> {
  const { id } = await db.insertInto('articles').values(article).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateArticleRow(
  db: Db,
  id: number,
  changes: Updateable<ArticlesTable>,
): Promise<void> {
  await db.updateTable('articles').set(changes).where('id', '=', id).execute();
}

export async function deleteArticleRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('articles').where('id', '=', id).execute();
}
