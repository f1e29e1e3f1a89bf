import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { AdminDeviceType, AdminManufacturer } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The category tree as the category admin reads it, with the manufacturers and device kinds its
// forms offer. The tree is one statement (2 000 categories well under the 100 ms budget): product
// counts and the children flag come from grouped joins, not a query per node.

/**
 * A category's version: its updated_at in microseconds, as text. A JS Date keeps only
 * milliseconds, so comparing Dates would call every saved category stale; the text compares exactly.
 */
export const versionOf = sql<string>`(extract(epoch from c.updated_at) * 1000000)::bigint::text`;

export interface NodeRow {
  id: number;
  parent_id: number | null;
  position: number;
  name: string | null;
  seo_name: string | null;
  has_children: boolean;
  product_count: number;
  for_display: boolean;
  filterable: boolean;
  for_buyout: boolean;
  for_service: boolean;
  type_device: string | null;
}

export type CategoryRow = NodeRow & {
  manufacturer_ids: number[];
  photo_upload_id: string | null;
  version: string;
};

const nodeColumns = sql`
  c.id, c.parent_id, c.position, t.name, t.seo_name,
  exists (select 1 from categories ch where ch.parent_id = c.id) as has_children,
  coalesce(pc.count, 0)::int as product_count,
  c.for_display, c.filterable, c.for_buyout, c.for_service, c.type_device`;

const productCounts = sql`
  left join (select category_id, count(*) as count from model_categories group by category_id) pc
    on pc.category_id = c.id`;

/** Every category, roots first, then siblings by position (ties by id, as they were made). */
export async function findCategoryNodes(db: Db, shop: ShopCode): Promise<NodeRow[]> {
  const { rows } = await sql<NodeRow>`
    select ${nodeColumns}
    from categories c
    left join category_texts t on t.category_id = c.id and t.shop = ${shop}
    ${productCounts}
    order by c.parent_id nulls first, c.position, c.id`.execute(db);
  return rows;
}

/** One category with all its fields. */
export async function findCategory(db: Db, shop: ShopCode, id: number): Promise<CategoryRow | undefined> {
  const { rows } = await sql<CategoryRow>`
    select ${nodeColumns}, c.photo_upload_id, ${versionOf} as version,
      array(select m.manufacturer_id from category_manufacturers m
            where m.category_id = c.id order by m.manufacturer_id) as manufacturer_ids
    from categories c
    left join category_texts t on t.category_id = c.id and t.shop = ${shop}
    left join (select category_id, count(*) as count from model_categories
               where category_id = ${id} group by category_id) pc on pc.category_id = c.id
    where c.id = ${id}`.execute(db);
  return rows[0];
}

/** Every category, named by its path from the root in the shop's language, in tree order. */
export async function findCategoryPaths(db: Db, shop: ShopCode) {
  const { rows } = await sql<{ id: number; path: string; type_device: string | null }>`
    with recursive walk as (
      select c.id, c.type_device,
        coalesce(t.name, '#' || c.id) as path,
        array[c.position, c.id] as sort_key
      from categories c
      left join category_texts t on t.category_id = c.id and t.shop = ${shop}
      where c.parent_id is null
      union all
      select c.id, c.type_device,
        w.path || ' › ' || coalesce(t.name, '#' || c.id),
        w.sort_key || array[c.position, c.id]
      from categories c
      join walk w on w.id = c.parent_id
      left join category_texts t on t.category_id = c.id and t.shop = ${shop}
    )
    select id, path, type_device from walk order by sort_key`.execute(db);
  return rows;
}

/** The root categories that stand for a device kind, named in the shop, in order. */
export function findTypeCategories(db: Db, shop: ShopCode) {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.shop', '=', shop),
    )
    .select(['c.id', 't.name', 't.seo_name', 'c.type_device'])
    .where('c.parent_id', 'is', null)
    .where('c.type_device', 'is not', null)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

export async function loadManufacturers(db: Db): Promise<AdminManufacturer[]> {
  return db.selectFrom('manufacturers').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function loadDeviceTypes(db: Db, shop: ShopCode): Promise<AdminDeviceType[]> {
  return db
    .selectFrom('product_types as p')
    .innerJoin('product_type_texts as t', (join) =>
      join.onRef('t.product_type_id', '=', 'p.id').on('t.shop', '=', shop),
    )
    .select(['p.code', 't.name'])
    .orderBy('p.position')
    .execute();
}
