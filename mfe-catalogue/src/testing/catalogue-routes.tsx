import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote, { preloadPages } from '../routes.tsx';
import { LocationProbe } from './location-probe.tsx';

// Pages other than home load on first visit (shared-ui's lazyPage); tests render them loaded, as a
// returning visitor sees them. The first visit's skeleton is tested in shared-ui's lazy-page.test.tsx.
beforeAll(() => preloadPages());

/** The remote's routes rendered the way the shell renders them. */
export function CatalogueRoutes() {
  const { shop } = useShop();
  return useRoutes(remote.routes(shop));
}

/** The remote's page at `url` in a shop's language, with the URL shown and back/forward buttons. */
export function renderCatalogueAt(url: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(
    <>
      <CatalogueRoutes />
      <LocationProbe />
    </>,
    { messages: shop === 'cz' ? csCZ : roRO, shop, initialEntries: [url] },
  );
}
