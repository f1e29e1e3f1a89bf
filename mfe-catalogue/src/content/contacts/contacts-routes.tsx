import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { ContactsPage } from './contacts-page.tsx';

/** /kontakty (ro /contact): one page. */
export function ContactsRoutes() {
  return (
    <Routes>
      <Route index element={<ContactsPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
