import { sql } from 'kysely';
import { type ShopCode, shops } from 'shared-domain';
import type { Db } from '../schema.ts';
import { articles, articleTopics } from './articles-data.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../schema-stores-articles.ts';

const DAY_MS = 86_400_000;

/** Topics and published articles of both shops; related products are the first sold of each model. */
export async function seedArticles(trx: Db, now: Date): Promise<void> {
  for (const shop of ['cz', 'ro'] as const) await seedShopArticles(trx, shop, now);
}

/** One shop's topics and articles. */
export async function seedShopArticles(trx: Db, shop: ShopCode, now: Date): Promise<void> {
  const locale = shops[shop].locale;
  const topics = await trx
    .insertInto('article_topics')
    .values(articleTopics[shop].map((topic, position) => ({ shop, locale, ...topic, position })))
    .returning(['id', 'slug'])
    .execute();
  const topicId = new Map(topics.map((topic) => [topic.slug, topic.id]));
  for (const article of articles[shop]) {
    const related: string[] = [];
    for (const model of article.relatedModels) {
      const rows = await sql<{ seo_name: string }>`select p.seo_name from products p
        join product_prices pp on pp.product_id = p.id and pp.shop = ${shop}
        where p.seo_name like ${`${model}-%`} or p.seo_name = ${model}
        order by p.id limit 1`.execute(trx);
      related.push(...rows.rows.map((row) => row.seo_name));
    }
    await trx
      .insertInto('articles')
      .values({
        shop,
        locale,
        slug: article.slug,
        topic_id: topicId.get(article.topic) as number,
        title: article.title,
        perex: article.perex,
        body: JSON.stringify(article.paragraphs),
        image_url: null,
        related_products: related,
        published_at: new Date(now.getTime() - article.daysAgo * DAY_MS),
        updated_at: now,
      })
      .execute();
  }
}
