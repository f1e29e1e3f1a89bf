import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { TasksPage } from './tasks-page.tsx';

/** The Tasks screen: /admin/ulohy, /admin/sarcini. */
export const taskRoutes: AdminRoutes = (shop) => [{ path: adminPath(shop, 'tasks'), element: <TasksPage /> }];
