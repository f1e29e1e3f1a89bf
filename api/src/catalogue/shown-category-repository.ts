import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The category tree as customers see it, and the brands of its categories.

export interface ShownCategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  seoName: string;
  filterable: boolean;
  /** Staff's photo of the category (an upload), or null. */
  photoUploadId: string | null;
}

/**
 * Every category that is for_display with every ancestor, with its name in the shop, in tree
 * order (position, then id).
 */
export async function selectShownCategoryRows(db: Db, shop: ShopCode): Promise<ShownCategoryRow[]> {
  // The recursion stops at a hidden category, so its whole subtree stays hidden.
  const { rows } = await sql<ShownCategoryRow>`
    with recursive shown as (
      select c.id, c.parent_id, c.position, c.filterable, c.photo_upload_id from categories c
      where c.parent_id is null and c.for_display
      union all
      select c.id, c.parent_id, c.position, c.filterable, c.photo_upload_id from categories c
      join shown s on c.parent_id = s.id
      where c.for_display
    )
    select s.id, s.parent_id as "parentId", s.filterable, ct.name, ct.seo_name as "seoName",
      s.photo_upload_id::text as "photoUploadId"
    from shown s
    join category_texts ct on ct.category_id = s.id and ct.shop = ${shop}
    order by s.position, s.id
  `.execute(db);
  return rows;
}

export interface SubtreeBrandCount {
  groupId: number;
  name: string;
  seoName: string;
  productCount: number;
}

/**
 * Products the shop prices, per brand, for each group of categories (a category and its
 * descendants): a product counts once per group even when its model is in several of them.
 */
export async function countBrandsPerSubtree(
  db: Db,
  shop: ShopCode,
  groups: ReadonlyMap<number, readonly number[]>,
): Promise<SubtreeBrandCount[]> {
  const pairs = [...groups].flatMap(([groupId, ids]) => ids.map((id) => [id, groupId] as const));
  if (pairs.length === 0) return [];
  const { rows } = await sql<SubtreeBrandCount>`
    select g.group_id as "groupId", mf.name, mf.seo_name as "seoName", count(distinct p.id)::int as "productCount"
    from unnest(${pairs.map(([id]) => id)}::int[], ${pairs.map(([, group]) => group)}::int[]) as g(category_id, group_id)
    join model_categories mcat on mcat.category_id = g.category_id
    join models m on m.id = mcat.model_id
    join manufacturers mf on mf.id = m.manufacturer_id
    join products p on p.model_id = m.id
    join sale_prices pp on pp.product_id = p.id and pp.shop = ${shop}
    group by g.group_id, mf.id, mf.name, mf.seo_name
    order by mf.name
  `.execute(db);
  return rows;
}

/** The brands staff chose for the categories (category_manufacturers), by name. */
export async function selectChosenBrandRows(db: Db, categoryIds: readonly number[]) {
  return db
    .selectFrom('category_manufacturers as cm')
    .innerJoin('manufacturers as mf', 'mf.id', 'cm.manufacturer_id')
    .where('cm.category_id', 'in', categoryIds)
    .select(['cm.category_id as categoryId', 'mf.name', 'mf.seo_name as seoName'])
    .orderBy('mf.name')
    .execute();
}
