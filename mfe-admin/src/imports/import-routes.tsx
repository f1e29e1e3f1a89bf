import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { ImportsPage } from './imports-page.tsx';

/** The imports screen: /admin/importy, /admin/importuri. */
export const importRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'imports'), element: <ImportsPage /> },
];
