import { shops } from 'shared-domain';
import {
  deliveriesSchema,
  dispensingPlacesQuerySchema,
  dispensingPlacesSchema,
  installmentBestOptionsSchema,
  liftagoCheckResultSchema,
  liftagoCheckSchemaFor,
  paymentsQuerySchema,
  paymentsSchema,
  summaryQuerySchema,
  summarySchema,
} from 'shared-domain/contracts';
import { priceCart } from '../cart/price-cart.ts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import type { Mailer } from '../platform/mailer.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { cartPage, cartPageSchema } from './cart-page.ts';
import { checkoutTotals } from './checkout-summary.ts';
import { searchDispensingPlaces } from './dispensing-places.ts';
import { installmentOffersFor } from './installment-offers.ts';
import { requireLiftago } from './liftago.ts';
import { listDeliveries } from './list-deliveries.ts';
import { cartAmount, listPayments } from './list-payments.ts';

export const CHECKOUT_API = '/api/new/checkout';

// Routes of the checkout component (issue 5): delivery, payment and the summary of the caller's cart.
export function checkoutRoutes(deps: { db: Db; config: Config; mailer: Mailer }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();
  const liftagoCheckSchema = liftagoCheckSchemaFor(shop);
  // Everything here depends on the caller's cart.
  routes.router.use(CHECKOUT_API, noStore);

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/deliveries`,
      summary: "Delivery methods, pickup stores with the cart's stock and their pickup windows",
      tag: 'checkout',
      access: 'public',
      responses: { 200: { description: 'Deliveries', schema: deliveriesSchema } },
    },
    async (req, res) => {
      const now = new Date();
      const cart = await priceCart(db, shop, cartOwnerOf(req, shop), now);
      res.json(await listDeliveries(db, shop, cart, now));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/dispensing-places`,
      summary:
        'Pickup points by name, street, city or postcode ("110 00" and "11000" alike), accents ignored',
      tag: 'checkout',
      access: 'public',
      query: dispensingPlacesQuerySchema,
      responses: {
        200: { description: 'Places; congested ones with available=false', schema: dispensingPlacesSchema },
      },
    },
    async (req, res) => {
      const query = parseQuery(req, dispensingPlacesQuerySchema);
      res.json({ places: await searchDispensingPlaces(db, shop, query) });
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${CHECKOUT_API}/liftago-check`,
      summary: 'Can the same-day courier (Liftago, test mode) deliver to the address now?',
      tag: 'checkout',
      access: 'public',
      body: liftagoCheckSchema,
      responses: { 200: { description: 'Available', schema: liftagoCheckResultSchema } },
      errors: { 409: 'Outside the service area or hours (`delivery_unavailable`).' },
    },
    (req, res) => {
      const body = parseBody(req, liftagoCheckSchema, { grouped: true });
      const quote = requireLiftago(shop, body.delivery_address, new Date());
      res.json({ ...quote, price: { amount: quote.price, currency: shops[shop].currency } });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/payments`,
      summary: 'Payment methods that go with a delivery, with fees',
      tag: 'checkout',
      access: 'public',
      query: paymentsQuerySchema,
      responses: { 200: { description: 'Payments', schema: paymentsSchema } },
    },
    async (req, res) => {
      const { delivery } = parseQuery(req, paymentsQuerySchema);
      const cart = await priceCart(db, shop, cartOwnerOf(req, shop), new Date());
      res.json({ methods: listPayments(shop, delivery, cart, await configuredInstallments(db, shop)) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/installments/best-options`,
      summary: "Installment plans for the cart's total from the configured price lists (installment admin)",
      tag: 'checkout',
      access: 'public',
      responses: { 200: { description: 'Options', schema: installmentBestOptionsSchema } },
      errors: { 502: 'The provider failed (`installments_failed`).' },
    },
    async (req, res) => {
      const cart = await priceCart(db, shop, cartOwnerOf(req, shop), new Date());
      const provider = await configuredInstallments(db, shop);
      res.json({ options: installmentOffersFor(shop, cartAmount(cart), provider) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/cart-page`,
      summary:
        'The cart page priced once: the cart, the deliveries, the payments that go with the delivery and the totals with the delivery and payment',
      tag: 'checkout',
      access: 'public',
      query: summaryQuerySchema,
      responses: {
        200: { description: 'The cart page (an empty cart without a session)', schema: cartPageSchema },
      },
    },
    async (req, res) => {
      const choice = parseQuery(req, summaryQuerySchema);
      res.json(await cartPage(db, shop, cartOwnerOf(req, shop), choice, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${CHECKOUT_API}/summary`,
      summary: "The cart's totals with a delivery and a payment",
      tag: 'checkout',
      access: 'public',
      query: summaryQuerySchema,
      responses: { 200: { description: 'Totals', schema: summarySchema } },
    },
    async (req, res) => {
      const { delivery, payment } = parseQuery(req, summaryQuerySchema);
      const cart = await priceCart(db, shop, cartOwnerOf(req, shop), new Date());
      res.json(checkoutTotals(shop, cart, delivery, payment));
    },
  );

  return routes;
}
