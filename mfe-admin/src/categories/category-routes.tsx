import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { CategoryPage } from './category-page.tsx';

/** The category tree, alone or with a category's detail open beside it. */
export const categoryRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'categories'), element: <CategoryPage /> },
  { path: `${adminPath(shop, 'categories')}/:id`, element: <CategoryPage /> },
];
