import type { Request } from 'express';
import {
  myServiceOrdersSchema,
  serviceBookedSchema,
  serviceBookingSchemaFor,
  serviceOrderStatusSchema,
  serviceQuoteApprovalSchema,
  serviceStatusChangeSchema,
  serviceStatusQuerySchema,
} from 'shared-domain/contracts';
import {
  serviceOrderDetailSchema,
  serviceOrderListQuerySchema,
  serviceOrderListSchema,
  serviceRequoteSchema,
} from 'shared-domain/contracts/staff.ts';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { lookupGuessLimits, perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
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
import { getServiceOrderDetail } from './admin-service-order-detail.ts';
import { approveServiceQuote } from './approve-service-quote.ts';
import { BOOKING_SCOPE, bookServiceOrder } from './book-service-order.ts';
import { changeServiceStatus } from './change-service-status.ts';
import { listMyServiceOrders, listServiceOrders } from './list-service-orders.ts';
import { requoteServiceOrder } from './requote-service-order.ts';
import { SERVICE_API } from './selector-routes.ts';
import type { ServiceOrderDeps } from './service-order-deps.ts';

import { getServiceOrderStatus } from './service-order-status.ts';

/** A number from the path as the lookups compare it: "sv-2026-000001 " → "SV-2026-000001". */
const pathNumber = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

// Each booking mails a confirmation; a customer books a repair or two, a script floods an inbox.
const bookingLimits = [
  perRecipient('service.booking.recipient', 5, HOUR_MS, ['email']),
  perClientAddress('service.booking.address', 20, HOUR_MS),
];
/** Repair numbers are sequential: the e-mail is the only secret of the status and the approval. */
const lookupLimits = lookupGuessLimits('service.lookup');

// Service (issue 7): booking, status with the quote approval, the customer's and staff's service orders.
export function serviceOrderRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  const bookingSchema = serviceBookingSchemaFor(shop);
  const orderDeps = (req: Request): ServiceOrderDeps => ({
    db,
    shop,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    log: req.log,
  });

  // Personal data, prices and staff answers: nothing here may sit in a browser or proxy cache.
  routes.router.use(`${SERVICE_API}/orders`, noStore);
  routes.router.use(`${SERVICE_API}/admin`, noStore);

  routes.add(
    {
      method: 'post',
      path: `${SERVICE_API}/orders/`,
      summary: `Books a repair: checks and prices the operations on the server, keeps the order, e-mails a confirmation. Honours ${IDEMPOTENCY_HEADER}.`,
      tag: 'service',
      access: 'public',
      limits: bookingLimits,
      body: bookingSchema,
      responses: {
        201: {
          description: `Booked (also a replay of the same ${IDEMPOTENCY_HEADER} and body, marked ${REPLAYED_HEADER}: true)`,
          schema: serviceBookedSchema,
          headers: { Location: 'The thank-you page', [REPLAYED_HEADER]: 'true on a replay' },
        },
      },
      errors: {
        400: 'Invalid body (`invalid_request`); operations not offered for the model (`operations_invalid`, at operation_ids), a colour of another model (`colour_invalid`), an unknown centre (`centre_not_found`), a window the centre does not offer (`timeslot_not_offered`, at timeslot); a malformed key (`invalid_idempotency_key`).',
        409: 'The key was used with another body (`idempotency_key_reused`).',
      },
    },
    async (req, res) => {
      const idempotencyKey = idempotencyKeyOf(req);
      const body = parseBody(req, bookingSchema);
      // The Idempotency-Key is bound to the caller: a visitor without a session gets one here.
      const session = await ensureSession(req, res, { db, shop, cookieSecure: config.cookieSecure });
      const outcome = await bookServiceOrder(
        orderDeps(req),
        body,
        {
          userId: session.userId,
          sessionId: session.id,
          idempotencyKey,
          fingerprint: requestFingerprint(BOOKING_SCOPE, req.body),
        },
        new Date(),
      );
      sendStoredResponse(res, outcome.response, outcome.replayed);
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/orders/status/`,
      summary: 'The status of a repair by its number and e-mail: timeline, prices and a quote to approve',
      tag: 'service',
      access: 'public',
      limits: lookupLimits,
      query: serviceStatusQuerySchema,
      responses: { 200: { description: 'Status', schema: serviceOrderStatusSchema } },
      errors: {
        404: 'No order with this number and e-mail (`service_order_not_found`, one answer for both).',
      },
    },
    async (req, res) => {
      res.json(await getServiceOrderStatus(db, shop, parseQuery(req, serviceStatusQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${SERVICE_API}/orders/:number/approve-quote`,
      summary: 'The customer approves the changed price of a diagnosed repair (with the e-mail of the order)',
      tag: 'service',
      access: 'public',
      limits: lookupLimits,
      body: serviceQuoteApprovalSchema,
      responses: { 200: { description: 'The status after the approval', schema: serviceOrderStatusSchema } },
      errors: {
        404: 'No order with this number and e-mail (`service_order_not_found`).',
        409: 'Nothing waits for an approval (`no_quote_to_approve`).',
      },
    },
    async (req, res) => {
      const { email } = parseBody(req, serviceQuoteApprovalSchema);
      res.json(
        await approveServiceQuote(db, shop, { number: pathNumber(req.params.number), email }, new Date()),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/orders/mine/`,
      summary: "The signed-in customer's repairs not yet collected nor cancelled, newest first",
      tag: 'service',
      access: 'signed-in',
      responses: { 200: { description: 'Repairs under way', schema: myServiceOrdersSchema } },
      errors: { 401: 'Not signed in (`authentication_required`).' },
    },
    async (req, res) => {
      res.json(await listMyServiceOrders(db, shop, signedInUser(req).id));
    },
  );

  // ── staff ──────────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/admin/orders/`,
      summary: "The shop's service orders, newest first, optionally of one status",
      tag: 'service',
      access: ['staff'],
      query: serviceOrderListQuerySchema,
      responses: { 200: { description: 'One page', schema: serviceOrderListSchema } },
    },
    async (req, res) => {
      res.json(await listServiceOrders(db, shop, parseQuery(req, serviceOrderListQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${SERVICE_API}/admin/orders/:number`,
      summary:
        'One repair for staff: device, customer, fault, prices, the moves it may make, its status history and e-mails',
      tag: 'service',
      access: ['staff'],
      responses: { 200: { description: 'The repair', schema: serviceOrderDetailSchema } },
      errors: { 404: 'Unknown order (`service_order_not_found`).' },
    },
    async (req, res) => {
      res.json(await getServiceOrderDetail(db, shop, pathNumber(req.params.number)));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${SERVICE_API}/admin/orders/:number/quote`,
      summary:
        "Re-quotes a repair with the technician's note: a new price waits for the customer's approval; e-mails the customer",
      tag: 'service',
      access: ['staff'],
      body: serviceRequoteSchema,
      responses: { 200: { description: 'The repair after the re-quote', schema: serviceOrderDetailSchema } },
      errors: {
        400: 'Invalid body (a price, a note).',
        404: 'Unknown order (`service_order_not_found`).',
        409: 'Not diagnosed, approved nor under repair (`requote_not_possible`).',
      },
    },
    async (req, res) => {
      const requote = parseBody(req, serviceRequoteSchema);
      const number = pathNumber(req.params.number);
      await requoteServiceOrder(orderDeps(req), number, requote, signedInUser(req), new Date());
      res.json(await getServiceOrderDetail(db, shop, number));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${SERVICE_API}/admin/orders/:number/status`,
      summary:
        'Moves a repair to its next status (the diagnosis with its price), writes the history, e-mails the customer',
      tag: 'service',
      access: ['staff'],
      body: serviceStatusChangeSchema,
      responses: { 200: { description: 'The order after the change', schema: serviceOrderStatusSchema } },
      errors: {
        400: 'Invalid body; a diagnosis without a price (`quote_price_required`) or a price without one (`quote_price_not_allowed`).',
        404: 'Unknown order (`service_order_not_found`).',
        409: 'The status cannot follow the current one (`invalid_status_change`).',
      },
    },
    async (req, res) => {
      const change = parseBody(req, serviceStatusChangeSchema);
      res.json(
        await changeServiceStatus(
          orderDeps(req),
          pathNumber(req.params.number),
          change,
          signedInUser(req),
          new Date(),
        ),
      );
    },
  );

  return routes;
}
