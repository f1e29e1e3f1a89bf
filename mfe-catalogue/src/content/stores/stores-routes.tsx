import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { StoreDetailPage } from './store-detail-page.tsx';
import { StoresPage } from './stores-page.tsx';

/** Below /prodejny (ro /magazine): the list with the map, and each store's page. */
export function StoresRoutes() {
  return (
    <Routes>
      <Route index element={<StoresPage />} />
      <Route path=":slug" element={<StoreDetailPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
