import { newsletterSlugs } from 'shared-domain/form-paths.ts';
import { Route, Routes, useShop } from 'shared-ui';
import { ContentNotFound } from '../content-not-found.tsx';
import { FormPage } from './form-page.tsx';
import { NewsletterLinkPage } from './newsletter-link-page.tsx';

/** `/newsletter` (the signup), `/newsletter/potvrzeni?token=` and `/newsletter/odhlaseni?token=`. */
export function NewsletterArea() {
  const { shop } = useShop();
  return (
    <Routes>
      <Route index element={<FormPage kind="newsletter" />} />
      <Route path={newsletterSlugs[shop].confirm} element={<NewsletterLinkPage action="confirm" />} />
      <Route path={newsletterSlugs[shop].unsubscribe} element={<NewsletterLinkPage action="unsubscribe" />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
