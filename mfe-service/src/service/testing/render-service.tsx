import { useEffect } from 'react';
import type { ShopCode } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { type RenderWithProvidersOptions, renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';

/** Where the router is now (pathname and query), read by the tests. */
export const testRouter = { location: { pathname: '', search: '' } };

function RouterProbe() {
  const location = useLocation();
  useEffect(() => {
    testRouter.location = { pathname: location.pathname, search: location.search };
  }, [location]);
  return null;
}

function ServiceRoutes() {
  const routes = useRoutes(remote.routes(useShop().shop));
  return (
    <>
      {routes}
      <RouterProbe />
    </>
  );
}

/** The remote's routes at `url`, in the shop's language, as a customer would open it. */
export function renderService(url: string, shop: ShopCode = 'cz', options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(<ServiceRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [url],
    ...options,
  });
}
