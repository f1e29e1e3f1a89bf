import { adminEntityPath, adminPages, adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { NewProductPage } from './detail/new-product-page.tsx';
import { ProductDetailPage } from './detail/product-detail-page.tsx';

/** The path of the new master product form: /admin/produkty/novy, /admin/produse/nou. */
export function newProductPath(shop: Parameters<AdminRoutes>[0]): string {
  return adminEntityPath(shop, 'products', adminPages[shop].newProduct);
}

/** One master product's admin (H5's product-routes.tsx lists these with the grid). */
export const productDetailRoutes: AdminRoutes = (shop) => [
  { path: newProductPath(shop), element: <NewProductPage /> },
  { path: `${adminPath(shop, 'products')}/:id`, element: <ProductDetailPage /> },
];
