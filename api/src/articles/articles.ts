import {
  type ArticleDetail,
  type ArticleList,
  type ArticleSummary,
  type ShopCode,
  shops,
} from 'shared-domain';
import { ARTICLES_PAGE_SIZE } from 'shared-domain/contracts/content.ts';
import { selectIdsBySeo, selectSummaries } from '../catalogue/storefront-product-repository.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import {
  type ArticleRow,
  selectArticlePage,
  selectPublishedArticle,
  selectTopics,
} from './article-repository.ts';

function toSummary(row: ArticleRow): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    imageUrl: row.imageUrl,
    topic: { slug: row.topicSlug, name: row.topicName },
    publishedAt: new Date(row.publishedAt ?? 0).toISOString(),
  };
}

/** Topics with their counts and one page of the published articles, the newest first. */
export async function listArticles(
  db: Db,
  shop: ShopCode,
  query: { topic?: string; page: number },
  now: Date,
): Promise<ArticleList> {
  const { locale } = shops[shop];
  const topics = await selectTopics(db, shop, locale, now);
  const { rows, total } = await selectArticlePage(
    db,
    shop,
    locale,
    { topic: query.topic, offset: (query.page - 1) * ARTICLES_PAGE_SIZE, limit: ARTICLES_PAGE_SIZE },
    now,
  );
  return { topics, items: rows.map(toSummary), total, page: query.page, pageSize: ARTICLES_PAGE_SIZE };
}

/** A published article with its related products as the catalogue's summaries (products no longer sold left out). */
export async function getArticle(db: Db, shop: ShopCode, slug: string, now: Date): Promise<ArticleDetail> {
  const row = await selectPublishedArticle(db, shop, shops[shop].locale, slug, now);
  if (!row) throw notFound('article_not_found');
  const ids = await selectIdsBySeo(db, shop, row.relatedProducts);
  return {
    ...toSummary(row),
    paragraphs: row.body,
    relatedProducts: await selectSummaries(db, shop, ids),
  };
}
