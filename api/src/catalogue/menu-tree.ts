import type { Menu, MenuBrand, ShopCode } from 'shared-domain';
import { readPublicMenu } from '../content/pages/content-menus.ts';
import type { Db } from '../platform/db/schema.ts';
import { countBrandsPerSubtree } from './shown-category-repository.ts';
import {
  type ShownCategory,
  selectChosenBrands,
  selectShownTree,
  subtreeIds,
} from './storefront-categories.ts';

const categoryUrl = (seoName: string) => `/${encodeURIComponent(seoName)}`;

/**
 * The megamenu from the category tree: every shown root category (also one without products yet)
 * with its shown children first and then its brands, each with its product count: the brands
 * staff chose for the category when they did, else those it sells. The
 * megamenu lists a column's links as they come, so the children ride in the same list as the
 * brands: the home page's code stays as it is (its JS budget), only its data grew. The links
 * staff added to the megamenu in the admin come last.
 */
export async function buildMenu(db: Db, shop: ShopCode): Promise<Menu> {
  const roots = await selectShownTree(db, shop);
  const groups = new Map<number, number[]>();
  for (const root of roots) {
    groups.set(root.id, subtreeIds(root));
    for (const child of root.children) groups.set(child.id, subtreeIds(child));
  }
  const [counts, chosen, extraLinks] = await Promise.all([
    countBrandsPerSubtree(db, shop, groups),
    selectChosenBrands(
      db,
      roots.map((root) => root.id),
    ),
    readPublicMenu(db, shop, 'megamenu'),
  ]);
  const countsOf = (category: ShownCategory) => counts.filter((row) => row.groupId === category.id);
  const brandsOf = (root: ShownCategory) => {
    const sold = countsOf(root);
    const picked = chosen.get(root.id);
    if (!picked) return sold;
    return picked.map((brand) => ({
      ...brand,
      productCount: sold.find((row) => row.seoName === brand.seoName)?.productCount ?? 0,
    }));
  };
  return {
    types: roots.map((root) => {
      const url = categoryUrl(root.seoName);
      const brands = brandsOf(root).map(
        (brand): MenuBrand => ({
          name: brand.name,
          seoName: brand.seoName,
          url: `${url}?brand=${encodeURIComponent(brand.seoName)}`,
          productCount: brand.productCount,
        }),
      );
      const children = root.children.map(
        (child): MenuBrand => ({
          name: child.name,
          seoName: child.seoName,
          url: categoryUrl(child.seoName),
          productCount: countsOf(child).reduce((sum, brand) => sum + brand.productCount, 0),
        }),
      );
      return {
        id: root.id,
        name: root.name,
        seoName: root.seoName,
        url,
        // All it sells, not only the brands staff chose to list: the home tile counts the page.
        productCount: countsOf(root).reduce((sum, brand) => sum + brand.productCount, 0),
        photoUploadId: root.photoUploadId,
        brands: [...children, ...brands],
      };
    }),
    // Staff's extra links ride with the tree, so the header makes one request, not two.
    links: extraLinks.items,
  };
}
