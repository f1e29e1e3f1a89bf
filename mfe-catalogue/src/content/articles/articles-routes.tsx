import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { ArticlePage } from './article-page.tsx';
import { ArticlesPage } from './articles-page.tsx';

/** Below /clanky (ro /articole): the list by topic, and each article. */
export function ArticlesRoutes() {
  return (
    <Routes>
      <Route index element={<ArticlesPage />} />
      <Route path=":slug" element={<ArticlePage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
