import { sql } from 'kysely';
import { type ShopCode, shops } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { homePageSlug } from 'shared-domain/contracts/content-pages.ts';
import { type ShopPaths, SITEMAP_MAX_URLS, type SitemapPage } from 'shared-domain/contracts/seo.ts';
import type { Db } from '../platform/db/schema.ts';
import { PAGE_KINDS } from '../stores/store-page-repository.ts';
import { countSoldProducts, selectCategoryEntries, selectProductEntries } from './seo-repository.ts';

// The shop's public pages for its sitemap, in pages of at most SITEMAP_MAX_URLS: first the few
// (home, categories, content pages, stores, articles), then every product it sells, in id order
// so pages stay stable. Each entry names its path in every shop that has it (the alternates).
// Content pages are visible like the public page route shows them: published, within schedule.

/**
 * Published content pages visible now, in the shop's language: only this shop has them. The home
 * page's components are listed as the home page itself.
 */
async function selectContentPageEntries(db: Db, shop: ShopCode): Promise<ShopPaths[]> {
  const { rows } = await sql<{ slug: string }>`
    select slug from content_pages
    where shop = ${shop} and locale = ${shops[shop].locale} and status = 'published'
      and published_snapshot is not null and slug <> ${homePageSlug}
      and (publish_at is null or publish_at <= now()) and (unpublish_at is null or unpublish_at > now())
    order by slug
  `.execute(db);
  return rows.map((row) => ({ [shop]: contentPath(shop, 'page', encodeURIComponent(row.slug)) }));
}

/** Store pages (stores, buyout and service centres that are open for business) and published articles. */
async function selectStoreAndArticleEntries(db: Db, shop: ShopCode): Promise<ShopPaths[]> {
  const [stores, articles] = await Promise.all([
    sql<{ slug: string }>`
      select slug from stores where shop = ${shop} and is_active and kind = any(${PAGE_KINDS}::text[]) order by slug
    `.execute(db),
    sql<{ slug: string }>`
      select slug from articles
      where shop = ${shop} and locale = ${shops[shop].locale} and published_at is not null and published_at <= now()
      order by published_at desc, slug
    `.execute(db),
  ]);
  return [
    ...stores.rows.map((row) => ({ [shop]: contentPath(shop, 'stores', encodeURIComponent(row.slug)) })),
    ...articles.rows.map((row) => ({ [shop]: contentPath(shop, 'articles', encodeURIComponent(row.slug)) })),
  ];
}

export async function sitemapPage(db: Db, shop: ShopCode, page: number): Promise<SitemapPage> {
  const home: ShopPaths = { cz: '/', ro: '/' };
  const [categories, contentPages, storesAndArticles, productCount] = await Promise.all([
    selectCategoryEntries(db, shop),
    selectContentPageEntries(db, shop),
    selectStoreAndArticleEntries(db, shop),
    countSoldProducts(db, shop),
  ]);
  const few = [home, ...categories, ...contentPages, ...storesAndArticles];
  const from = (page - 1) * SITEMAP_MAX_URLS;
  const fromFew = few.slice(from, from + SITEMAP_MAX_URLS);
  const products = await selectProductEntries(db, shop, {
    offset: Math.max(0, from - few.length),
    limit: SITEMAP_MAX_URLS - fromFew.length,
  });
  return {
    total: few.length + productCount,
    pageSize: SITEMAP_MAX_URLS,
    // A product of a type without a name in this shop has no URL here: it is left out.
    entries: [...fromFew, ...products]
      .filter((paths) => paths[shop] !== undefined)
      .map((paths) => ({ paths })),
  };
}
