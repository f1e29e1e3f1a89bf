import { Route, Routes } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { FormPage } from './form-page.tsx';

/** `/kariera` (ro: `/cariera`): the job application with its CV. */
export function CareerArea() {
  return (
    <Routes>
      <Route index element={<FormPage kind="job_application" />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
