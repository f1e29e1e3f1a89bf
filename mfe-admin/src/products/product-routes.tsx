import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { ProductGridPage } from './grid/product-grid-page.tsx';
import { productDetailRoutes } from './product-detail-routes.tsx';

/** The product grid (/admin/produkty, /admin/produse), then one master product's pages. */
export const productRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'products'), element: <ProductGridPage /> },
  ...productDetailRoutes(shop),
];
