import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { ArticleEditorPage } from './article-editor-page.tsx';
import { ArticlesAdminPage } from './articles-admin-page.tsx';

/** The articles (/admin/clanky, /admin/articole) and one article's editor (or a new one). */
export const articleRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'articles'), element: <ArticlesAdminPage /> },
  { path: `${adminPath(shop, 'articles')}/:id`, element: <ArticleEditorPage /> },
];
