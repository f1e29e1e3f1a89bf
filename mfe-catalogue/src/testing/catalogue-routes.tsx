import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing.ts';
import { loadContentMessages } from '../content/content-intl.tsx';
import contentCsCZ from '../messages/content.cs-CZ.ts';
import contentRoRO from '../messages/content.ro-RO.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote, { preloadPages } from '../routes.tsx';
import { LocationProbe } from './location-probe.tsx';

// Pages other than home load on first visit (shared-ui's lazyPage); tests render them loaded, as a
// returning visitor sees them. The first visit's skeleton is tested in shared-ui's lazy-page.test.tsx.
beforeAll(() => Promise.all([preloadPages(), loadContentMessages('cs-CZ'), loadContentMessages('ro-RO')]));

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
    // Content pages load their texts with their chunk; tests render them loaded.
    {
      messages: shop === 'cz' ? { ...csCZ, ...contentCsCZ } : { ...roRO, ...contentRoRO },
      shop,
      initialEntries: [url],
    },
  );
}
