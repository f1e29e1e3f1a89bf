import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { PriceListPage } from './price-list-page.tsx';

/** /cenik (ro /lista-preturi): one page, filters in its query string. */
export function PriceListRoutes() {
  return (
    <Routes>
      <Route index element={<PriceListPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
