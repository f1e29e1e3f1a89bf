import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { ContentPage } from './content-page.tsx';

/** `/info/<slug>`: a page edited in the admin. */
export function ContentPageArea() {
  return (
    <Routes>
      <Route path=":slug" element={<ContentPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
