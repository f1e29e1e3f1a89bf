import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { RepairGridPage } from './repair-grid-page.tsx';

/** The repairs of device service (/admin/opravy, /admin/reparatii); a status changes in a dialog there. */
export const repairRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'repairs'), element: <RepairGridPage /> },
];
