import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { StoreEditorPage } from './store-editor-page.tsx';
import { StoresAdminPage } from './stores-admin-page.tsx';

/** The stores pages' data (/admin/prodejny, /admin/magazine) and one store's editor. */
export const storeRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'stores'), element: <StoresAdminPage /> },
  { path: `${adminPath(shop, 'stores')}/:id`, element: <StoreEditorPage /> },
];
