import { addToCartRequestSchema, addToCartResultSchema, cartCountSchema } from 'shared-domain/contracts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseBody } from '../platform/http/validate.ts';
import { currentSession, ensureSession } from '../platform/session.ts';
import { addCartItem } from './add-cart-item.ts';
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

  const sessionSettings = { db: deps.db, shop: deps.config.shop, cookieSecure: deps.config.cookieSecure };
  routes.add(
    {
      method: 'post',
      path: '/api/new/cart/items',
      summary:
        "Puts pieces of a product into the cart (the user's, or the session's, made on first need); stock and the 99-piece limit are checked",
      tag: 'cart',
      access: 'public',
      body: addToCartRequestSchema,
      responses: { 201: { description: 'Pieces now in the cart', schema: addToCartResultSchema } },
      errors: {
        404: 'The shop sells no such product (`product_not_found`).',
        409: 'Not enough pieces in stock (`out_of_stock`) or more than 99 of one product (`quantity_limit`).',
      },
    },
    async (req, res) => {
      const input = parseBody(req, addToCartRequestSchema);
      const count = await addCartItem(deps.db, deps.config.shop, input, currentSession(req), () =>
        ensureSession(req, res, sessionSettings),
      );
      res.status(201).json({ count });
    },
  );

  return routes;
}
