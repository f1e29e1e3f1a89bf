import {
  type AdminArticle,
  type AdminArticleInput,
  type AdminArticleList,
  type ShopCode,
  shops,
} from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../platform/db/schema-stores-articles.ts';

// Staff edit the articles of their shop and language: create, edit, publish or withdraw, delete.
// Each change writes its audit row in the same transaction.

const texts = {
  cz: { slugTaken: 'Článek s\u00a0touto adresou už existuje.', unknownTopic: 'Toto téma neexistuje.' },
  ro: { slugTaken: 'Există deja un articol cu această adresă.', unknownTopic: 'Această temă nu există.' },
} as const;

function fieldError(field: string, message: string): AppError {
  return new AppError('validation', 'invalid_request', 400, message, { form: { [field]: [message] } });
}

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

function withIsoDates<Row extends { publishedAt: Date | null; updatedAt: Date }>(row: Row) {
  return {
    ...row,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

async function loadArticle(db: Db, shop: ShopCode, id: number | undefined): Promise<AdminArticle> {
  if (id === undefined) throw notFound('article_not_found');
  const row = await selectArticles(db, shop).select('a.body').where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('article_not_found');
  const { body, ...rest } = row;
  return { ...withIsoDates(rest), paragraphs: body };
}

export async function findArticle(db: Db, shop: ShopCode, id: number | undefined): Promise<AdminArticle> {
  return loadArticle(db, shop, id);
}

export async function listAdminArticles(db: Db, shop: ShopCode): Promise<AdminArticleList> {
  const locale = shops[shop].locale;
  const rows = await selectArticles(db, shop)
    .where('a.locale', '=', locale)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const topics = await db
    .selectFrom('article_topics')
    .select(['slug', 'name'])
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .orderBy('position')
    .execute();
  return {
    items: rows.map(withIsoDates),
    topics,
  };
}

async function topicIdOf(trx: Db, shop: ShopCode, slug: string): Promise<number> {
  const topic = await trx
    .selectFrom('article_topics')
    .select('id')
    .where('shop', '=', shop)
    .where('locale', '=', shops[shop].locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!topic) throw fieldError('topicSlug', texts[shop].unknownTopic);
  return topic.id;
}

async function assertSlugFree(trx: Db, shop: ShopCode, slug: string, exceptId?: number): Promise<void> {
  let query = trx
    .selectFrom('articles')
    .select('id')
    .where('shop', '=', shop)
    .where('locale', '=', shops[shop].locale)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw fieldError('slug', texts[shop].slugTaken);
}

function columnsOf(input: AdminArticleInput, topicId: number, now: Date) {
  return {
    slug: input.slug,
    topic_id: topicId,
    title: input.title,
    perex: input.perex,
    body: JSON.stringify(input.paragraphs),
    image_url: input.imageUrl,
    related_products: input.relatedProducts,
    updated_at: now,
  };
}

export async function createArticle(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  input: AdminArticleInput,
  now: Date,
): Promise<AdminArticle> {
  return db.transaction().execute(async (trx) => {
    await assertSlugFree(trx, shop, input.slug);
    const topicId = await topicIdOf(trx, shop, input.topicSlug);
    const { id } = await trx
      .insertInto('articles')
      .values({ shop, locale: shops[shop].locale, ...columnsOf(input, topicId, now), published_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await loadArticle(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'article',
      entityId: id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export async function updateArticle(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  articleId: number | undefined,
  input: AdminArticleInput,
  now: Date,
): Promise<AdminArticle> {
  return db.transaction().execute(async (trx) => {
    const before = await loadArticle(trx, shop, articleId);
    const { id } = before;
    await assertSlugFree(trx, shop, input.slug, id);
    const topicId = await topicIdOf(trx, shop, input.topicSlug);
    await trx
      .updateTable('articles')
      .set(columnsOf(input, topicId, now))
      .where('id', '=', id)
      .execute();
    const after = await loadArticle(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'article',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

/** Publishes now (the article appears at once) or withdraws it. */
export async function publishArticle(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  articleId: number | undefined,
  published: boolean,
  now: Date,
): Promise<AdminArticle> {
  return db.transaction().execute(async (trx) => {
    const before = await loadArticle(trx, shop, articleId);
    const { id } = before;
    await trx
      .updateTable('articles')
      .set({ published_at: published ? (before.publishedAt ?? now) : null, updated_at: now })
      .where('id', '=', id)
      .execute();
    const after = await loadArticle(trx, shop, id);
    const action = published ? 'publish' : 'unpublish';
    await recordStaffChange(trx, shop, actor, { entity: 'article', entityId: id, action, before, after });
    return after;
  });
}

export async function deleteArticle(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  articleId: number | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await loadArticle(trx, shop, articleId);
    const { id } = before;
    await trx.deleteFrom('articles').where('id', '=', id).execute();
    await recordStaffChange(trx, shop, actor, {
      entity: 'article',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
