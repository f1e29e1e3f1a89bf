import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { RepairDetailPage } from './detail/repair-detail-page.tsx';
import { RepairGridPage } from './repair-grid-page.tsx';

/**
 * The repairs of device service (/admin/opravy, /admin/reparatii; a status changes in a dialog
 * there), then one repair by its number with the re-quote and its history.
 */
export const repairRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'repairs'), element: <RepairGridPage /> },
  { path: `${adminPath(shop, 'repairs')}/:number`, element: <RepairDetailPage /> },
];
