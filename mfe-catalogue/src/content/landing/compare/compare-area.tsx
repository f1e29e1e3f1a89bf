import { landingWords } from 'shared-domain/landing-paths.ts';
import { Route, Routes, useShop } from 'shared-ui';
import { ContentNotFound } from '../../content-not-found.tsx';
import { BrandComparisonPage } from '../brands/brand-comparison-page.tsx';
import { ComparePage } from './compare-page.tsx';

/** `/porovnani` (device comparison) and `/porovnani/znacky/<type>` (brands of a product type). */
export function CompareArea() {
  const { shop } = useShop();
  return (
    <Routes>
      <Route index element={<ComparePage />} />
      <Route path={`${landingWords[shop].brands}/:type`} element={<BrandComparisonPage />} />
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
