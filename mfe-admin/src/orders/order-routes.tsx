import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { OrderDetailPage } from './detail/order-detail-page.tsx';
import { OrderGridPage } from './grid/order-grid-page.tsx';

/** The orders grid (/admin/objednavky, /admin/comenzi), then one order by its number. */
export const orderRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'orders'), element: <OrderGridPage /> },
  { path: `${adminPath(shop, 'orders')}/:number`, element: <OrderDetailPage /> },
];
