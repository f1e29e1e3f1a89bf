import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import {
  type ShownCategoryRow,
  selectChosenBrandRows,
  selectShownCategoryRows,
} from './shown-category-repository.ts';

// The category tree as customers see it (issue 15): a category is shown when it and every
// ancestor are for_display and it has a name in the shop. Staff edit the tree in the back office;
// the megamenu and the category pages read it here, so both follow every change at once.

export interface ShownCategory extends ShownCategoryRow {
  /** Shown children in tree order. */
  children: ShownCategory[];
}

/** Every shown category of the shop as a forest of roots, in tree order (position, then id). */
export async function selectShownTree(db: Db, shop: ShopCode): Promise<ShownCategory[]> {
  const rows = await selectShownCategoryRows(db, shop);
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

/** The brands staff chose for each of the categories (category_manufacturers); none: not chosen. */
export async function selectChosenBrands(
  db: Db,
  categoryIds: readonly number[],
): Promise<Map<number, { name: string; seoName: string }[]>> {
  const chosen = new Map<number, { name: string; seoName: string }[]>();
  if (categoryIds.length === 0) return chosen;
  const rows = await selectChosenBrandRows(db, categoryIds);
  for (const row of rows)
    chosen.set(row.categoryId, [
      ...(chosen.get(row.categoryId) ?? []),
      { name: row.name, seoName: row.seoName },
    ]);
  return chosen;
}
