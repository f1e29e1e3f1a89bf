import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { type ShopPaths, SITEMAP_MAX_URLS, type SitemapPage } from 'shared-domain/contracts/seo.ts';
import type { Db } from '../platform/db/schema.ts';
import {
  countSoldProducts,
  selectCategoryEntries,
  selectProductEntries,
  selectPublishedArticleSlugs,
  selectStorePageSlugs,
  selectVisibleContentPageSlugs,
} from './seo-repository.ts';

// The shop's public pages for its sitemap, in pages of at most SITEMAP_MAX_URLS: first the few
// (home, categories, content pages, stores, articles), then every product it sells, in id order
// so pages stay stable. Each entry names its path in every shop that has it (the alternates).
// Content pages are visible like the public page route shows them: published, within schedule.

/**
 * Published content pages visible now, in the shop's language: only this shop has them. The home
 * page's components are listed as the home page itself.
 */
async function selectContentPageEntries(db: Db, shop: ShopCode): Promise<ShopPaths[]> {
  const rows = await selectVisibleContentPageSlugs(db, shop);
  return rows.map((row) => ({ [shop]: contentPath(shop, 'page', encodeURIComponent(row.slug)) }));
}

/** Store pages (stores, buyout and service centres that are open for business) and published articles. */
async function selectStoreAndArticleEntries(db: Db, shop: ShopCode): Promise<ShopPaths[]> {
  const [stores, articles] = await Promise.all([
    selectStorePageSlugs(db, shop),
    selectPublishedArticleSlugs(db, shop),
  ]);
  return [
    ...stores.map((row) => ({ [shop]: contentPath(shop, 'stores', encodeURIComponent(row.slug)) })),
    ...articles.map((row) => ({ [shop]: contentPath(shop, 'articles', encodeURIComponent(row.slug)) })),
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
