import { useRoutes, useShop } from 'shared-ui';
import { preloadPages } from '../lazy-pages.ts';
import remote from '../routes.tsx';

// The checkout and order pages load on first visit (shared-ui's lazyPage); tests render them loaded,
// as a returning visitor sees them.
beforeAll(() => preloadPages());

/** The remote's routes rendered the way the shell renders them. */
export function CartRoutes() {
  const { shop } = useShop();
  return useRoutes(remote.routes(shop));
}
