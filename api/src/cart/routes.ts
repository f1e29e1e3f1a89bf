import {
  addToCartRequestSchema,
  addToCartResultSchema,
  buyoutBonusRequestSchema,
  cartCountSchema,
  cartSchema,
  removeCartProductSchema,
  serviceKinds,
  updateCartItemSchema,
} from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { lookupGuessLimits } from '../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import { currentSession, ensureSession } from '../platform/session.ts';
import { addCartItem } from './add-cart-item.ts';
import { applyBuyoutBonus, removeBuyoutBonus } from './buyout-bonus.ts';
import { countCartItems } from './count-cart-items.ts';
import { getCart, removeCartProduct, removePackageItem, updateCartItem } from './package-use-cases.ts';

const serviceKindSchema = z.object({ kind: z.enum(serviceKinds) });
const removeServiceQuerySchema = z.object({
  code: storableString()
    .min(1)
    .max(60)
    .optional()
    .describe('One insurance to remove; without it every item of the kind'),
});

const cartResponse = { 200: { description: 'The cart as priced after the change', schema: cartSchema } };
const itemNotFound =
  "No such package in the caller's cart (`cart_item_not_found`), also an id of another cart.";

export function cartRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db } = deps;
  const shop = deps.config.shop;
  const routes = new ApiRoutes({ db, shop });
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
      res.json({ count: await countCartItems(db, shop, currentSession(req)) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/cart',
      summary:
        'The cart priced now: packages with their package items and buyout bonus, discounts, what blocks ordering, and totals without delivery and payment',
      tag: 'cart',
      access: 'public',
      responses: { 200: { description: 'The cart (empty without a session)', schema: cartSchema } },
    },
    async (req, res) => {
      res.json(await getCart(db, shop, currentSession(req)));
    },
  );

  const sessionSettings = { db, shop, cookieSecure: deps.config.cookieSecure };
  routes.add(
    {
      method: 'post',
      path: '/api/new/cart/items',
      summary:
        "Puts pieces of a product into the cart (the user's, or the session's, made on first need) with an optional installment choice and package options; stock and the 99-piece limit are checked",
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
      const count = await addCartItem(db, shop, input, currentSession(req), () =>
        ensureSession(req, res, sessionSettings),
      );
      res.status(201).json({ count });
    },
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/new/cart/items/:id',
      summary:
        'Changes the quantity and/or package options of one package: omitted options stay, null or false removes one',
      tag: 'cart',
      access: 'public',
      body: updateCartItemSchema,
      responses: cartResponse,
      errors: {
        400: 'An option the package cannot have (`invalid_option` at `options.<field>`): also a prolong-warranty code the shop did not issue, one already used or held by another package, or one for more than one piece.',
        404: itemNotFound,
        409: 'Not enough pieces in stock (`out_of_stock`), or more than one piece of a package holding a prolong-warranty code (`prolong_warranty_one_piece`).',
      },
    },
    async (req, res) => {
      const input = parseBody(req, updateCartItemSchema);
      res.json(await updateCartItem(db, shop, currentSession(req), pathId(req.params.id), input));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/cart/remove',
      summary: 'Removes the whole package of a product by its seo name',
      tag: 'cart',
      access: 'public',
      body: removeCartProductSchema,
      responses: cartResponse,
      errors: { 404: 'The product is not in the cart (`cart_item_not_found`).' },
    },
    async (req, res) => {
      const { productSeoName } = parseBody(req, removeCartProductSchema);
      res.json(await removeCartProduct(db, shop, currentSession(req), productSeoName));
    },
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/new/cart/items/:id/services/:kind',
      summary:
        'Removes one package item (insurance, warranty, screen_protection or gluing; ?code= picks one insurance)',
      tag: 'cart',
      access: 'public',
      query: removeServiceQuerySchema,
      responses: cartResponse,
      errors: { 404: `${itemNotFound} Or the package has no such item (\`service_not_found\`).` },
    },
    async (req, res) => {
      // An unknown kind is a bad request (ZodError → 400), not a missing route.
      const { kind } = serviceKindSchema.parse({ kind: req.params.kind });
      const { code } = parseQuery(req, removeServiceQuerySchema);
      res.json(await removePackageItem(db, shop, currentSession(req), pathId(req.params.id), kind, code));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/cart/items/:id/buyout-bonus',
      summary:
        "Applies the customer's buyout (number and e-mail) to one package as a bonus, capped at the shop's percentage of the product price",
      tag: 'cart',
      access: 'public',
      // The buyout's e-mail is its secret: wrong guesses count with the buyout tracking's.
      limits: lookupGuessLimits('buyouts.lookup'),
      body: buyoutBonusRequestSchema,
      responses: cartResponse,
      errors: {
        404: `${itemNotFound} Or no buyout of this number and e-mail that is still on (\`buyout_not_found\`).`,
        409: 'The buyout is already a bonus elsewhere or in an order (`buyout_already_used`), or the package has another bonus (`buyout_bonus_exists`).',
      },
    },
    async (req, res) => {
      const input = parseBody(req, buyoutBonusRequestSchema);
      res.json(await applyBuyoutBonus(db, shop, currentSession(req), pathId(req.params.id), input));
    },
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/new/cart/items/:id/buyout-bonus',
      summary: 'Removes the buyout bonus of one package',
      tag: 'cart',
      access: 'public',
      responses: cartResponse,
      errors: { 404: `${itemNotFound} Or the package has no bonus (\`buyout_bonus_not_found\`).` },
    },
    async (req, res) => {
      res.json(await removeBuyoutBonus(db, shop, currentSession(req), pathId(req.params.id)));
    },
  );

  return routes;
}
