import { cartCountSchema } from 'shared-domain/contracts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { currentSession } from '../platform/session.ts';
import { countCartItems } from './count-cart-items.ts';

export function cartRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const routes = new ApiRoutes();
  routes.router.use('/api/new/cart', noStore);

  routes.add(
    {
      method: 'get',
      path: '/api/new/cart/count',
      summary: "Number of pieces in the session's cart (0 without a session)",
      tag: 'cart',
      access: 'public',
      responses: { 200: { description: 'Cart size', schema: cartCountSchema } },
    },
    async (req, res) => {
      res.json({ count: await countCartItems(deps.db, deps.config.shop, currentSession(req)) });
    },
  );

  return routes;
}
