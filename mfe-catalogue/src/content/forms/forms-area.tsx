import { jsonFormKinds } from 'shared-domain/contracts/forms.ts';
import { formSlugs } from 'shared-domain/form-paths.ts';
import { Route, Routes, useShop } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { FormPage } from './form-page.tsx';

/** `/formular/kontakt`, `/formular/zpetna-vazba`, `/formular/nabidka` (ro: contact, feedback, oferta). */
export function FormsArea() {
  const { shop } = useShop();
  return (
    <Routes>
      {jsonFormKinds.map((kind) => (
        <Route key={kind} path={formSlugs[shop][kind]} element={<FormPage kind={kind} />} />
      ))}
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
