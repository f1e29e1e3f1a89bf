import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useShop } from 'shared-ui';
import { Layout } from './layout.tsx';
import { staffAreaOf } from './staff-area.ts';

// Lazy: the storefront's boot bundle (home-JS gate) carries only this import's stub.
const StaffLayout = lazy(() => import('./staff-layout.tsx'));

/** The customer layout, or inside /admin and the warehouse the staff layout. */
export function AreaLayout({ languageSelect, children }: { languageSelect: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const staffArea = staffAreaOf(pathname, useShop().shop);
  if (!staffArea) return <Layout languageSelect={languageSelect}>{children}</Layout>;
  return (
    <Suspense fallback={null}>
      <StaffLayout area={staffArea} languageSelect={languageSelect}>
        {children}
      </StaffLayout>
    </Suspense>
  );
}
