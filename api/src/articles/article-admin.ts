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
import {
  deleteArticleRow,
  findAdminArticleRow,
  findTopicId,
  insertArticle,
  isArticleSlugTaken,
  selectAdminArticleRows,
  selectTopicNames,
  updateArticleRow,
} from './article-admin-repository.ts';

// Staff edit the articles of their shop and language: create, edit, publish or withdraw, delete.
// Each change writes its audit row in the same transaction.

const texts = {
  cz: { slugTaken: 'Článek s\u00a0touto adresou už existuje.', unknownTopic: 'Toto téma neexistuje.' },
  ro: { slugTaken: 'Există deja un articol cu această adresă.', unknownTopic: 'Această temă nu există.' },
} as const;

function fieldError(field: string, message: string): AppError {
  return new AppError('validation', 'invalid_request', 400, message, { form: { [field]: [message] } });
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
  const row = await findAdminArticleRow(db, shop, id);
  if (!row) throw notFound('article_not_found');
  const { body, ...rest } = row;
  return { ...withIsoDates(rest), paragraphs: body };
}

export async function findArticle(db: Db, shop: ShopCode, id: number | undefined): Promise<AdminArticle> {
  return loadArticle(db, shop, id);
}

export async function listAdminArticles(db: Db, shop: ShopCode): Promise<AdminArticleList> {
  const locale = shops[shop].locale;
  const rows = await selectAdminArticleRows(db, shop, locale);
  const topics = await selectTopicNames(db, shop, locale);
  return {
    items: rows.map(withIsoDates),
    topics,
  };
}

async function topicIdOf(trx: Db, shop: ShopCode, slug: string): Promise<number> {
  const topicId = await findTopicId(trx, shop, shops[shop].locale, slug);
  if (topicId === undefined) throw fieldError('topicSlug', texts[shop].unknownTopic);
  return topicId;
}

async function assertSlugFree(trx: Db, shop: ShopCode, slug: string, exceptId?: number): Promise<void> {
  if (await isArticleSlugTaken(trx, shop, shops[shop].locale, slug, exceptId))
    throw fieldError('slug', texts[shop].slugTaken);
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
    const id = await insertArticle(trx, {
      shop,
      locale: shops[shop].locale,
      ...columnsOf(input, topicId, now),
      published_at: null,
    });
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
    await updateArticleRow(trx, id, columnsOf(input, topicId, now));
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
    await updateArticleRow(trx, id, {
      published_at: published ? (before.publishedAt ?? now) : null,
      updated_at: now,
    });
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
    await deleteArticleRow(trx, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'article',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
