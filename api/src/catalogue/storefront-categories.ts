import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The category tree as customers see it (issue 15): a category is shown when it and every
// ancestor are for_display and it has a name in the shop. Staff edit the tree in the back office;
// the megamenu and the category pages read it here, so both follow every change at once.

export interface ShownCategory {
  id: number;
  parentId: number | null;
  name: string;
  seoName: string;
  filterable: boolean;
  /** Staff's photo of the category (an upload), or null. */
  photoUploadId: string | null;
  /** Shown children in tree order. */
  children: ShownCategory[];
}

interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  seoName: string;
  filterable: boolean;
  photoUploadId: string | null;
}

/** Every shown category of the shop as a forest of roots, in tree order (position, then id). */
export async function selectShownTree(db: Db, shop: ShopCode): Promise<ShownCategory[]> {
  // The recursion stops at a hidden category, so its whole subtree stays hidden.
  const { rows } = await sql<CategoryRow>`
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
  const byId = new Map<number, ShownCategory>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: ShownCategory[] = [];
  for (const category of byId.values()) {
    if (category.parentId === null) roots.push(category);
    // A category without a name in this shop hides its subtree too: its children find no parent.
    else byId.get(category.parentId)?.children.push(category);
  }
  return roots;
}

/** The category and all its shown descendants. */
export function subtreeIds(category: ShownCategory): number[] {
  return [category.id, ...category.children.flatMap(subtreeIds)];
}

/** A shown category by its seo name in the shop, or undefined (unknown, hidden, or under a hidden one). */
export async function findShownCategory(
  db: Db,
  shop: ShopCode,
  seoName: string,
): Promise<ShownCategory | undefined> {
  const search = (nodes: ShownCategory[]): ShownCategory | undefined => {
    for (const node of nodes) {
      const found = node.seoName === seoName ? node : search(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return search(await selectShownTree(db, shop));
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

/** The brands staff chose for each of the categories (category_manufacturers); none: not chosen. */
export async function selectChosenBrands(
  db: Db,
  categoryIds: readonly number[],
): Promise<Map<number, { name: string; seoName: string }[]>> {
  const chosen = new Map<number, { name: string; seoName: string }[]>();
  if (categoryIds.length === 0) return chosen;
  const rows = await db
    .selectFrom('category_manufacturers as cm')
    .innerJoin('manufacturers as mf', 'mf.id', 'cm.manufacturer_id')
    .where('cm.category_id', 'in', categoryIds)
    .select(['cm.category_id as categoryId', 'mf.name', 'mf.seo_name as seoName'])
    .orderBy('mf.name')
    .execute();
  for (const row of rows)
    chosen.set(row.categoryId, [
      ...(chosen.get(row.categoryId) ?? []),
      { name: row.name, seoName: row.seoName },
    ]);
  return chosen;
}
