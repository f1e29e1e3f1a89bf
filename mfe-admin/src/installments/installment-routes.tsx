import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { InstallmentsPage } from './installments-page.tsx';

/** The installment admin (/admin/splatky, /admin/rate). */
export const installmentRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'installments'), element: <InstallmentsPage /> },
];
