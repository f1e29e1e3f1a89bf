import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../../content-not-found.tsx';
import { PreorderPage } from './preorder-page.tsx';

/** `/predobjednavka/<product>`; the area alone has nothing to show. */
export function PreorderArea() {
  return (
    <Routes>
      <Route path=":productSeo" element={<PreorderPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
