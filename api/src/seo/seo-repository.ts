import { sql } from 'kysely';
import { type ShopCode, shopCodes, shops } from 'shared-domain';
import { homePageSlug } from 'shared-domain/contracts/content-pages.ts';
import type { Breadcrumb, CategoryLinks, ProductLinks, ShopPaths } from 'shared-domain/contracts/seo.ts';
import { type ShownCategory, selectShownTree } from '../catalogue/storefront-categories.ts';
import type { Db } from '../platform/db/schema.ts';
import { PAGE_KINDS } from '../stores/store-page-repository.ts';

// What search engines need to know about the catalogue across both shops: one database holds the
// rows of both, so a product (one row, one seo name) or a category (one row, a name per shop) is
// the same page in each shop that sells or shows it, and its paths there are its alternates.
// Content pages, store pages and articles belong to one shop each: the sitemap reads their slugs.

const SEO_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isSeoName(value: string): boolean {
  return value.length <= 200 && SEO_NAME.test(value);
}

function productPath(typeSeoName: string, seoName: string): string {
  return `/${encodeURIComponent(typeSeoName)}/${encodeURIComponent(seoName)}`;
}

/** A product the shop sells by its seo name or an old one (a moved product), with its paths per shop. */
export async function findProductLinks(
  db: Db,
  shop: ShopCode,
  seoName: string,
): Promise<ProductLinks | undefined> {
  if (!isSeoName(seoName)) return undefined;
  // A live seo name wins over a recorded old one (the trigger drops those, this is belt and braces).
  const { rows } = await sql<{ seoName: string; shop: ShopCode; typeSeoName: string }>`
    with target as (
      select id from products where seo_name = ${seoName}
      union all
      select product_id from product_redirects
      where old_seo_name = ${seoName} and not exists (select 1 from products where seo_name = ${seoName})
    )
    select p.seo_name as "seoName", sp.shop, tt.seo_name as "typeSeoName"
    from target
    join products p on p.id = target.id
    join models m on m.id = p.model_id
    join sale_prices sp on sp.product_id = p.id
    join product_type_texts tt on tt.product_type_id = m.product_type_id and tt.shop = sp.shop
  `.execute(db);
  if (!rows.some((row) => row.shop === shop)) return undefined;
  const paths: ShopPaths = {};
  for (const row of rows) paths[row.shop] = productPath(row.typeSeoName, row.seoName);
  return { seoName: rows[0].seoName, paths };
}

interface Located {
  category: ShownCategory;
  ancestors: ShownCategory[];
}

function locate(nodes: ShownCategory[], found: (node: ShownCategory) => boolean): Located | undefined {
  for (const node of nodes) {
    if (found(node)) return { category: node, ancestors: [] };
    const inside = locate(node.children, found);
    if (inside) return { category: inside.category, ancestors: [node, ...inside.ancestors] };
  }
  return undefined;
}

function categoryPath(seoName: string): string {
  return `/${encodeURIComponent(seoName)}`;
}

/** A category the shop shows, its ancestors and its path in each shop that shows it too. */
export async function findCategoryLinks(
  db: Db,
  shop: ShopCode,
  seoName: string,
): Promise<CategoryLinks | undefined> {
  if (!isSeoName(seoName)) return undefined;
  const here = locate(await selectShownTree(db, shop), (node) => node.seoName === seoName);
  if (!here) return undefined;
  const paths: ShopPaths = { [shop]: categoryPath(here.category.seoName) };
  for (const other of shopCodes.filter((code) => code !== shop)) {
    const there = locate(await selectShownTree(db, other), (node) => node.id === here.category.id);
    if (there) paths[other] = categoryPath(there.category.seoName);
  }
  const ancestors: Breadcrumb[] = here.ancestors.map((node) => ({
    name: node.name,
    path: categoryPath(node.seoName),
  }));
  return { name: here.category.name, paths, ancestors };
}

/** Every shown category of the shop with its paths in each shop that shows it too. */
export async function selectCategoryEntries(db: Db, shop: ShopCode): Promise<ShopPaths[]> {
  const trees = new Map(
    await Promise.all(shopCodes.map(async (code) => [code, await selectShownTree(db, code)] as const)),
  );
  const pathsById = new Map<number, ShopPaths>();
  const walk = (code: ShopCode, nodes: ShownCategory[]) => {
    for (const node of nodes) {
      if (code === shop || pathsById.has(node.id))
        pathsById.set(node.id, { ...pathsById.get(node.id), [code]: categoryPath(node.seoName) });
      walk(code, node.children);
    }
  };
  walk(shop, trees.get(shop) ?? []);
  for (const code of shopCodes) if (code !== shop) walk(code, trees.get(code) ?? []);
  return [...pathsById.values()];
}

/** How many products the shop sells. */
export async function countSoldProducts(db: Db, shop: ShopCode): Promise<number> {
  const row = await db
    .selectFrom('sale_prices')
    .where('shop', '=', shop)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One slice of the products the shop sells (by id), with their paths in every shop selling them. */
export async function selectProductEntries(
  db: Db,
  shop: ShopCode,
  range: { offset: number; limit: number },
): Promise<ShopPaths[]> {
  if (range.limit <= 0) return [];
  const { rows } = await sql<{ seoName: string; cz: string | null; ro: string | null }>`
    select p.seo_name as "seoName",
      max(tt.seo_name) filter (where tt.shop = 'cz') as cz,
      max(tt.seo_name) filter (where tt.shop = 'ro') as ro
    from sale_prices here
    join products p on p.id = here.product_id
    join models m on m.id = p.model_id
    join sale_prices sp on sp.product_id = p.id
    join product_type_texts tt on tt.product_type_id = m.product_type_id and tt.shop = sp.shop
    where here.shop = ${shop}
    group by p.id, p.seo_name
    order by p.id
    limit ${range.limit} offset ${range.offset}
  `.execute(db);
  return rows.map((row) => {
    const paths: ShopPaths = {};
    if (row.cz) paths.cz = productPath(row.cz, row.seoName);
    if (row.ro) paths.ro = productPath(row.ro, row.seoName);
    return paths;
  });
}

/**
 * The slugs of the shop's published content pages visible now, in its language, but the home
 * page's, by slug.
 */
export async function selectVisibleContentPageSlugs(db: Db, shop: ShopCode): Promise<{ slug: string }[]> {
  const { rows } = await sql<{ slug: string }>`
    select slug from content_pages
    where shop = ${shop} and locale = ${shops[shop].locale} and status = 'published'
      and published_snapshot is not null and slug <> ${homePageSlug}
      and (publish_at is null or publish_at <= now()) and (unpublish_at is null or unpublish_at > now())
    order by slug
  `.execute(db);
  return rows;
}

/** The slugs of the shop's active places that have a store page, by slug. */
export async function selectStorePageSlugs(db: Db, shop: ShopCode): Promise<{ slug: string }[]> {
  const { rows } = await sql<{ slug: string }>`
      select slug from stores where shop = ${shop} and is_active and kind = any(${PAGE_KINDS}::text[]) order by slug
    `.execute(db);
  return rows;
}

/** The slugs of the shop's articles published by now in its language, newest first. */
export async function selectPublishedArticleSlugs(db: Db, shop: ShopCode): Promise<{ slug: string }[]> {
  const { rows } = await sql<{ slug: string }>`
      select slug from articles
      where shop = ${shop} and locale = ${shops[shop].locale} and published_at is not null and published_at <= now()
      order by published_at desc, slug
    `.execute(db);
  return rows;
}
