import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { ContentPageEditor } from './editor/content-page-editor.tsx';
import { ContentPagesPage } from './grid/content-pages-page.tsx';
import { ContentMenusPage } from './menus/content-menus-page.tsx';

/** Pages made of components (/admin/stranky, /admin/pagini), one page's editor, and the menus. */
export const contentRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'contentPages'), element: <ContentPagesPage /> },
  { path: `${adminPath(shop, 'contentPages')}/:id`, element: <ContentPageEditor /> },
  { path: adminPath(shop, 'contentMenus'), element: <ContentMenusPage /> },
];
