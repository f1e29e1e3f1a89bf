import { useLocation, useRoutes, useShop } from 'shared-ui';
import remote from '../routes.tsx';

/** Stands for the pages of other remotes, saying where the router went. */
function OtherPage() {
  const location = useLocation();
  return <p>{`Other page: ${location.pathname}${location.search}`}</p>;
}

/** The remote's routes as the shell renders them; any other URL shows where navigation went. */
export function AccountRoutes() {
  const { shop } = useShop();
  return useRoutes([...remote.routes(shop), { path: '*', element: <OtherPage /> }]);
}
