import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../../content-not-found.tsx';
import { WarrantyPage } from './warranty-page.tsx';

/** `/prodlouzena-zaruka`: the registration form. */
export function WarrantyArea() {
  return (
    <Routes>
      <Route index element={<WarrantyPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
