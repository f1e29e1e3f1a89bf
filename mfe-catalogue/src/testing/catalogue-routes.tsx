import { useRoutes, useShop } from 'shared-ui';
import remote from '../routes.tsx';

/** The remote's routes rendered the way the shell renders them. */
export function CatalogueRoutes() {
  const { shop } = useShop();
  return useRoutes(remote.routes(shop));
}
