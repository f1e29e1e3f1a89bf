import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../platform/db/schema-stores-articles.ts';

// Articles of one shop and language. Published means published_at is set and not in the future.

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  perex: string;
  imageUrl: string | null;
  topicSlug: string;
  topicName: string;
  publishedAt: Date | null;
}

function publishedIn(db: Db, shop: ShopCode, locale: string, now: Date) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_topics as t', 't.id', 'a.topic_id')
    .where('a.shop', '=', shop)
    .where('a.locale', '=', locale)
    .where('a.published_at', 'is not', null)
    .where('a.published_at', '<=', now);
}

export async function selectTopics(db: Db, shop: ShopCode, locale: string, now: Date) {
  const counts = await publishedIn(db, shop, locale, now)
    .select(['t.slug', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('t.slug')
    .execute();
  const byTopic = new Map(counts.map((row) => [row.slug, Number(row.count)]));
  const topics = await db
    .selectFrom('article_topics')
    .select(['slug', 'name'])
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return topics.map((topic) => ({ ...topic, count: byTopic.get(topic.slug) ?? 0 }));
}

export async function selectArticlePage(
  db: Db,
  shop: ShopCode,
  locale: string,
  filter: { topic?: string; offset: number; limit: number },
  now: Date,
): Promise<{ rows: ArticleRow[]; total: number }> {
  let query = publishedIn(db, shop, locale, now);
  if (filter.topic) query = query.where('t.slug', '=', filter.topic);
  const rows = await query
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.perex',
      'a.image_url as imageUrl',
      't.slug as topicSlug',
      't.name as topicName',
      'a.published_at as publishedAt',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const total =
    rows.length > 0 ? Number(rows[0].total) : await countOnly(db, shop, locale, filter.topic, now);
  return { rows, total };
}

async function countOnly(db: Db, shop: ShopCode, locale: string, topic: string | undefined, now: Date) {
  let query = publishedIn(db, shop, locale, now);
  if (topic) query = query.where('t.slug', '=', topic);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function selectPublishedArticle(
  db: Db,
  shop: ShopCode,
  locale: string,
  slug: string,
  now: Date,
) {
  return publishedIn(db, shop, locale, now)
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.perex',
      'a.image_url as imageUrl',
      't.slug as topicSlug',
      't.name as topicName',
      'a.published_at as publishedAt',
      'a.body',
      'a.related_products as relatedProducts',
    ])
    .where('a.slug', '=', slug)
    .executeTakeFirst();
}
