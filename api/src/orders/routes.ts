import type { Request } from 'express';
import {
  installmentOverviewSchema,
  myInstallmentsSchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  orderCreatedSchema,
  orderDetailSchema,
  orderLookupQuerySchema,
  orderSubmitSchemaFor,
  paymentRedirectSchema,
  withdrawalRequestSchemaFor,
  withdrawalResultSchema,
} from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { lookupGuessLimits, perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
import { sendHtmlPage } from '../platform/http/security-headers.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  REPLAYED_HEADER,
  requestFingerprint,
  sendStoredResponse,
} from '../platform/idempotency.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { HOUR_MS } from '../platform/rate-limit.ts';
import { ensureSession } from '../platform/session.ts';
import { FINISH_ORDER_SCOPE, finishOrder } from './finish-order.ts';
import { installmentOverviewOf } from './installment-overview.ts';
import { issueCreditNote, issueInvoice } from './invoice.ts';
import { listMyOrders } from './list-my-orders.ts';
import { listMyInstallments } from './my-installments.ts';
import { invalidOrder, openOrder, tokenProof } from './order-access.ts';
import type { OrderDeps } from './order-deps.ts';
import { ORDERS_API, orderDetailOf } from './order-view.ts';
import { retryCardPayment } from './retry-payment.ts';
import { withdrawFromOrder } from './withdraw-order.ts';

const tokenQuerySchema = z.object({ token: storableString().trim().min(16).max(100) });

// Each order mails a confirmation: a buyer never places 20 orders an hour to one e-mail, nor a
// branch's counter 50 from its address, but a script spamming a victim's inbox does.
const submitLimits = [
  perRecipient('orders.submit.recipient', 20, HOUR_MS, ['order_billing_address', 'email']),
  perClientAddress('orders.submit.address', 50, HOUR_MS),
];
/** Order numbers are sequential: wrong e-mails and tokens of every order look-up count together. */
const lookupLimits = lookupGuessLimits('orders.lookup');

// Routes of the orders component (issue 5): finishing an order, its status, documents,
// installment overview, payment retry and the contract withdrawal.
export function ordersRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  const orderSubmitSchema = orderSubmitSchemaFor(shop);
  const withdrawalSchema = withdrawalRequestSchemaFor(shop);
  const orderDeps = (req: Request): OrderDeps => ({ db, shop, config, jobs: deps.jobs, log: req.log });
  const numberOf = (req: Request) => String(req.params.number ?? '');
  // Personal data and tokens: never cached.
  routes.router.use(ORDERS_API, noStore);

  routes.add(
    {
      method: 'post',
      path: ORDERS_API,
      summary: `Finishes the order of the caller's cart (prices computed by the server). Honours ${IDEMPOTENCY_HEADER}.`,
      tag: 'orders',
      access: 'public',
      limits: submitLimits,
      body: orderSubmitSchema,
      responses: {
        201: {
          description: `Ordered (also a replay of the same ${IDEMPOTENCY_HEADER} and body, marked ${REPLAYED_HEADER}: true)`,
          schema: orderCreatedSchema,
          headers: {
            Location: 'The thank-you page with the access token',
            [REPLAYED_HEADER]: 'true on a replay',
          },
        },
      },
      errors: {
        400: 'Invalid body, grouped by `order_billing_address`, `order_info`, `order_delivery_address`, `form` (`invalid_request`); a malformed key (`invalid_idempotency_key`).',
        409: 'Empty cart (`empty_cart`), `insurance_price_changed`, `invalid_discount`, `out_of_stock`, a congested pickup point (`pickup_point_unavailable`), `timeslot_not_offered`, `payment_not_allowed`, `installment_not_offered`, `installment_out_of_limits`, `buyout_not_accepted`, a first-purchase or per-customer discount the billing e-mail or account already had (`discount_first_purchase_only`, `discount_customer_limit`), a prolong-warranty code no longer held or for more than one piece (`prolong_warranty_code_used`, `prolong_warranty_one_piece`), `store_not_found`, `delivery_unavailable`; the total is not `expected_total` (`total_changed`, with the new `summary`); the key was used with another body (`idempotency_key_reused`).',
        502: 'Twisto refused the order (`twisto_failed`).',
      },
    },
    async (req, res) => {
      const idempotencyKey = idempotencyKeyOf(req);
      const body = parseBody(req, orderSubmitSchema, { grouped: true });
      const session = await ensureSession(req, res, { db, shop, cookieSecure: config.cookieSecure });
      const owner =
        session.userId !== null ? { shop, userId: session.userId } : { shop, sessionId: session.id };
      const outcome = await finishOrder(
        orderDeps(req),
        body,
        {
          owner,
          sessionId: session.id,
          userId: session.userId,
          idempotencyKey,
          fingerprint: requestFingerprint(FINISH_ORDER_SCOPE, req.body),
        },
        new Date(),
      );
      sendStoredResponse(res, outcome.response, outcome.replayed);
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/status`,
      summary: 'An order by its number and e-mail, or by its number and access token',
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      query: orderLookupQuerySchema,
      responses: { 200: { description: 'Order', schema: orderDetailSchema } },
      errors: {
        400: 'A malformed number (`invalid_order`).',
        404: 'No such order, or the e-mail or token does not match (`order_not_found`).',
        409: 'The order has no lines (`order_items_missing`).',
      },
    },
    async (req, res) => {
      // A link from an e-mail cut short (a mail client wrapping it) is an invalid order to the
      // customer, not a form to correct: the status form sends an e-mail, never a token.
      if ('token' in req.query && !orderLookupQuerySchema.safeParse(req.query).success)
        throw invalidOrder(shop);
      const query = parseQuery(req, orderLookupQuerySchema);
      const proof = 'token' in query ? { token: query.token } : { email: query.email };
      const order = await openOrder(db, shop, query.number, proof);
      res.json(await orderDetailOf(db, config, order));
    },
  );

  // The account's overview (issue 6). Registered before /mine/:number, which would otherwise
  // take "installments" for an order number.
  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/mine`,
      summary: "The signed-in customer's orders of this shop, newest first, one page",
      tag: 'orders',
      access: 'signed-in',
      query: myOrdersQuerySchema,
      responses: { 200: { description: 'One page', schema: myOrdersSchema } },
      errors: { 401: 'Not signed in (`authentication_required`).' },
    },
    async (req, res) => {
      res.json(await listMyOrders(db, shop, signedInUser(req).id, parseQuery(req, myOrdersQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/mine/installments`,
      summary: "Installment purchases of the signed-in customer's orders, newest first",
      tag: 'orders',
      access: 'signed-in',
      responses: { 200: { description: 'Installments', schema: myInstallmentsSchema } },
      errors: { 401: 'Not signed in (`authentication_required`).' },
    },
    async (req, res) => {
      res.json(await listMyInstallments(db, shop, signedInUser(req).id));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/mine/:number`,
      summary: "One of the signed-in customer's orders",
      tag: 'orders',
      access: 'signed-in',
      responses: { 200: { description: 'Order', schema: orderDetailSchema } },
      errors: {
        400: 'A malformed number (`invalid_order`).',
        401: 'Not signed in (`authentication_required`).',
        404: 'Not the customer’s order (`order_not_found`).',
        409: 'The order has no lines (`order_items_missing`).',
      },
    },
    async (req, res) => {
      const order = await openOrder(db, shop, numberOf(req), { userId: signedInUser(req).id });
      res.json(await orderDetailOf(db, config, order));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/:number/invoice`,
      summary: 'Printable HTML invoice (once paid or delivered); assigns the invoice number on first issue',
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      query: tokenQuerySchema,
      responses: { 200: { description: 'text/html invoice' } },
      errors: {
        400: '`invalid_order`.',
        404: '`order_not_found`.',
        409: 'Not paid nor delivered yet (`invoice_not_available`).',
      },
    },
    async (req, res) => {
      const order = await openOrder(db, shop, numberOf(req), tokenProof(req.query.token));
      sendHtmlPage(res, await issueInvoice(db, order, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/:number/credit-note`,
      summary: 'Printable HTML credit note (after a contract withdrawal)',
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      query: tokenQuerySchema,
      responses: { 200: { description: 'text/html credit note' } },
      errors: { 400: '`invalid_order`.', 404: '`order_not_found`, `credit_note_not_found`.' },
    },
    async (req, res) => {
      const order = await openOrder(db, shop, numberOf(req), tokenProof(req.query.token));
      sendHtmlPage(res, await issueCreditNote(db, order, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ORDERS_API}/:number/installment`,
      summary: "The order's installment overview with its monthly schedule",
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      query: tokenQuerySchema,
      responses: { 200: { description: 'Installment', schema: installmentOverviewSchema } },
      errors: { 400: '`invalid_order`.', 404: '`order_not_found`, `installment_not_found`.' },
    },
    async (req, res) => {
      const order = await openOrder(db, shop, numberOf(req), tokenProof(req.query.token));
      res.json(await installmentOverviewOf(db, order));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ORDERS_API}/:number/payment`,
      summary: 'A new card payment of an unpaid card order',
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      query: tokenQuerySchema,
      responses: { 200: { description: 'Where to pay', schema: paymentRedirectSchema } },
      errors: {
        400: '`invalid_order`.',
        404: '`order_not_found`.',
        409: 'Already paid (`already_paid`), cancelled or withdrawn (`order_closed`) or not a card order (`payment_not_possible`).',
      },
    },
    async (req, res) => {
      const token = tokenProof(req.query.token).token;
      res.json(await retryCardPayment(db, config, numberOf(req), token, new Date()));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ORDERS_API}/:number/withdrawal`,
      summary: 'Contract withdrawal within 14 days of delivery; e-mails a confirmation',
      tag: 'orders',
      access: 'public',
      limits: lookupLimits,
      body: withdrawalSchema,
      responses: { 201: { description: 'Withdrawn', schema: withdrawalResultSchema } },
      errors: {
        400: 'Invalid body (`invalid_request`), a malformed number (`invalid_order`).',
        404: 'No such order, or the token or e-mail does not match (`order_not_found`).',
        409: '`withdrawal_period_over`, `already_withdrawn`, `order_cancelled`.',
      },
    },
    async (req, res) => {
      const body = parseBody(req, withdrawalSchema);
      res.status(201).json(await withdrawFromOrder(orderDeps(req), numberOf(req), body, new Date()));
    },
  );

  return routes;
}
