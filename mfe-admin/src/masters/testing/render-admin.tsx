import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';

// The admin as the shell mounts it, at a path, with the address shown for assertions on the URL.

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

export function renderAdmin(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}
