import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, useShop } from 'shared-ui';
import remote from '../routes.tsx';

/** Where the router is, and a way to press the browser's back and forward buttons in a test. */
export const testRouter = {
  location: { pathname: '', search: '' },
  navigate: (_delta: number) => {},
};

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    testRouter.location = { pathname: location.pathname, search: location.search };
    testRouter.navigate = (delta) => {
      navigate(delta);
    };
  }, [location, navigate]);
  return null;
}

/** The remote's routes as the shell renders them. */
export function BuyoutRoutes() {
  const { shop } = useShop();
  const routes = useRoutes(remote.routes(shop));
  return (
    <>
      {routes}
      <RouterProbe />
    </>
  );
}
