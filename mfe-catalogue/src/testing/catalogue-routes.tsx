import { useRoutes, useShop } from 'shared-ui';
import remote, { preloadPages } from '../routes.tsx';

// Pages other than home load on first visit (lazy-page.tsx); tests render them loaded, as a
// returning visitor sees them. The first visit's skeleton is tested in lazy-page.test.tsx.
beforeAll(() => preloadPages());

/** The remote's routes rendered the way the shell renders them. */
export function CatalogueRoutes() {
  const { shop } = useShop();
  return useRoutes(remote.routes(shop));
}
