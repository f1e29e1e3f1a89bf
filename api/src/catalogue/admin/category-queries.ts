import type { ShopCode } from 'shared-domain';
import type {
  CategoryDetail,
  CategoryListItem,
  CategoryTreeNode,
  TypeCategory,
} from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import {
  findCategory,
  findCategoryNodes,
  findCategoryPaths,
  findTypeCategories,
  type NodeRow,
} from './category-repository.ts';

// What the category admin reads, in the shape of the staff contracts.

function toNode(row: NodeRow): CategoryTreeNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    position: row.position,
    name: row.name,
    seoName: row.seo_name,
    hasChildren: row.has_children,
    productCount: Number(row.product_count),
    forDisplay: row.for_display,
    filterable: row.filterable,
    forBuyout: row.for_buyout,
    forService: row.for_service,
    typeDevice: row.type_device,
  };
}

/** Every category, roots first, then siblings by position (ties by id, as they were made). */
export async function loadCategoryTree(db: Db, shop: ShopCode): Promise<CategoryTreeNode[]> {
  const rows = await findCategoryNodes(db, shop);
  return rows.map(toNode);
}

/** One category with all its fields; 404 `category_not_found` when there is none. */
export async function loadCategory(db: Db, shop: ShopCode, id: number): Promise<CategoryDetail> {
  const row = await findCategory(db, shop, id);
  if (!row) throw notFound('category_not_found');
  return {
    ...toNode(row),
    manufacturerIds: row.manufacturer_ids.map(Number),
    photoUploadId: row.photo_upload_id,
    version: row.version,
  };
}

/** Every category, named by its path from the root in the shop's language, in tree order. */
export async function loadCategoryList(db: Db, shop: ShopCode): Promise<CategoryListItem[]> {
  const rows = await findCategoryPaths(db, shop);
  return rows.map((row) => ({ id: row.id, path: row.path, typeDevice: row.type_device }));
}

/** The root categories that stand for a device kind: where the assignment picker starts. */
export async function loadTypeCategories(db: Db, shop: ShopCode): Promise<TypeCategory[]> {
  const rows = await findTypeCategories(db, shop);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seoName: row.seo_name,
    typeDevice: row.type_device ?? '',
  }));
}
