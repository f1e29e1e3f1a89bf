import { applyDiscountSchema, cartSchema } from 'shared-domain/contracts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseBody } from '../platform/http/validate.ts';
import type { Mailer } from '../platform/mailer.ts';
import { currentSession } from '../platform/session.ts';
import { applyDiscount, removeDiscount } from './apply-discount.ts';

// Discounts of the cart (issue 5 item 5): a code or an ISIC card in, a discount out.
export function discountsRoutes(deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  const { db } = deps;
  const shop = deps.config.shop;
  const routes = new ApiRoutes();
  routes.router.use('/api/new/cart/discounts', noStore);

  routes.add(
    {
      method: 'post',
      path: '/api/new/cart/discounts',
      summary:
        'Applies a discount code or an ISIC card (number and holder) to the cart; failed code guesses are limited per session and address',
      tag: 'cart',
      access: 'public',
      body: applyDiscountSchema,
      responses: { 200: { description: 'The cart with the discount', schema: cartSchema } },
      errors: {
        409: 'Empty cart (`cart_empty`), already applied (`discount_already_applied`), does not combine (`discount_not_combinable`), order too small (`min_order_amount`), nothing it applies to (`no_matching_products`), no ISIC discount now (`isic_not_available`), a first-purchase discount for a signed-in customer with orders (`discount_first_purchase_only`), or used as often as it allows per customer (`discount_customer_limit`).',
        429: 'More than 10 failed codes per session or 30 per address in 15 minutes (`rate_limited`).',
      },
    },
    async (req, res) => {
      const input = parseBody(req, applyDiscountSchema);
      res.json(await applyDiscount(db, shop, currentSession(req), clientIp(req), input, new Date()));
    },
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/new/cart/discounts/:id',
      summary: 'Removes a discount from the cart (the id of the cart discount)',
      tag: 'cart',
      access: 'public',
      responses: { 200: { description: 'The cart without the discount', schema: cartSchema } },
      errors: { 404: 'The cart has no such discount (`discount_not_found`).' },
    },
    async (req, res) => {
      res.json(await removeDiscount(db, shop, currentSession(req), pathId(req.params.id)));
    },
  );

  return routes;
}
