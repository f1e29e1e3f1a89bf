import type { Request } from 'express';
import {
  adminOrderDetailSchema,
  customOrderEmailSchema,
  deliveryWindowSchema,
  orderBulkCancelResultSchema,
  orderBulkCancelSchema,
  orderCancellationSchema,
  orderEmailPreviewSchema,
  orderEmailTemplatesSchema,
  orderGridExportQuerySchema,
  orderGridPageSchema,
  orderGridQuerySchema,
  orderGridStoresSchema,
} from 'shared-domain/contracts/staff.ts';
import { z } from 'zod';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { sendCsv } from '../../platform/http/csv-export.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { lookupGuessLimits, perClientAddress, perSession } from '../../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { HOUR_MS } from '../../platform/rate-limit.ts';
import type { OrderDeps } from '../order-deps.ts';
import { adminOrderDetailOf, findShopOrder } from './admin-order-detail.ts';
import { cancelManyOrders } from './bulk-cancel.ts';
import { cancelOrder } from './cancel-order.ts';
import { previewCustomOrderEmail, sendCustomOrderEmail } from './custom-order-email.ts';
import { changeDeliveryWindow } from './delivery-window.ts';
import { orderEmailTemplates } from './order-email-templates.ts';
import { orderGridCsv } from './order-grid-csv.ts';
import { selectOrderGridPage, selectOrderGridStores } from './order-grid-repository.ts';

export const ADMIN_ORDERS = '/api/new/admin/orders';

/** The staff orders grid, an order's detail, its delivery window and cancellation (staff only). */
// Staff write customers one by one: 100 mails an hour from one session or 300 from one address is
// far beyond a shift's work, and stops a stolen staff session from mailing every customer.
const emailLimits = [
  perSession('orders.admin.email.session', 100, HOUR_MS),
  perClientAddress('orders.admin.email.address', 300, HOUR_MS),
];
/** Order numbers are sequential: a staff session probing unknown numbers is stopped like a customer's. */
const lookupLimits = lookupGuessLimits('orders.admin.lookup');

export function orderAdminRoutes(deps: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
}): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(ADMIN_ORDERS, noStore);
  const orderDeps = (req: Request): OrderDeps => ({ db, shop, config, jobs: deps.jobs, log: req.log });
  const numberOf = (req: Request) => String(req.params.number ?? '');

  routes.add(
    {
      method: 'get',
      path: ADMIN_ORDERS,
      summary: 'One page of the orders grid: the orders matching the filter, and their count',
      tag: 'orders admin',
      access: ['staff'],
      query: orderGridQuerySchema,
      responses: { 200: { description: 'A page of orders', schema: orderGridPageSchema } },
    },
    async (req, res) => {
      const { page, pageSize, sort, ...filter } = parseQuery(req, orderGridQuerySchema);
      const { rows, total, totalIsCapped } = await selectOrderGridPage(db, shop, filter, {
        sort,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      res.json({ items: rows, total, totalIsCapped, page, pageSize });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ORDERS}/stores`,
      summary: "The orders grid's store filter: the shop's pickup stores",
      tag: 'orders admin',
      access: ['staff'],
      responses: { 200: { description: 'Stores by name', schema: orderGridStoresSchema } },
    },
    async (_req, res) => {
      res.json({ stores: await selectOrderGridStores(db, shop) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ORDERS}/export.csv`,
      summary: 'Every order matching the grid filter as CSV (streamed, UTF-8 with BOM)',
      tag: 'orders admin',
      access: ['staff'],
      query: orderGridExportQuerySchema,
      responses: { 200: { description: 'text/csv' } },
    },
    async (req, res) => {
      const { sort, ...filter } = parseQuery(req, orderGridExportQuerySchema);
      await sendCsv(res, orderGridCsv(db, shop, filter, sort));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ORDERS}/cancel`,
      summary: 'Cancels the chosen orders, each on its own: stock back, refunds, credit notes, e-mails',
      tag: 'orders admin',
      access: ['staff'],
      body: orderBulkCancelSchema,
      responses: {
        200: { description: 'What was cancelled and what was refused', schema: orderBulkCancelResultSchema },
      },
      errors: { 400: 'No order chosen (`nothing_selected`)' },
    },
    async (req, res) => {
      const { numbers } = parseBody(req, orderBulkCancelSchema);
      if (numbers.length === 0) throw new CodedError('validation', 'nothing_selected', 400);
      res.json(await cancelManyOrders(orderDeps(req), staffActorOf(req), numbers, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ORDERS}/:number`,
      summary: "An order as staff see it: the customer's view, contacts, refunds, e-mails sent",
      tag: 'orders admin',
      access: ['staff'],
      responses: { 200: { description: 'The order', schema: adminOrderDetailSchema } },
      limits: lookupLimits,
      errors: { 400: 'Not an order number (`invalid_order`)', 404: '`order_not_found`' },
    },
    async (req, res) => {
      const order = await findShopOrder(db, shop, numberOf(req));
      res.json(await adminOrderDetailOf(db, config, order));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ORDERS}/:number/email-templates`,
      summary: "Templates of a custom e-mail to the order's customer (placeholders unfilled)",
      tag: 'orders admin',
      access: ['staff'],
      responses: { 200: { description: 'Templates', schema: orderEmailTemplatesSchema } },
      errors: { 400: 'Not an order number (`invalid_order`)', 404: '`order_not_found`' },
    },
    async (req, res) => {
      await findShopOrder(db, shop, numberOf(req));
      res.json({ templates: orderEmailTemplates[shop] });
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ORDERS}/:number/email/preview`,
      summary: 'The custom e-mail as the customer would get it, placeholders filled',
      tag: 'orders admin',
      access: ['staff'],
      body: customOrderEmailSchema,
      responses: { 200: { description: 'The message', schema: orderEmailPreviewSchema } },
      errors: { 404: '`order_not_found`' },
    },
    async (req, res) => {
      const input = parseBody(req, customOrderEmailSchema);
      res.json(await previewCustomOrderEmail(orderDeps(req), numberOf(req), input));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ORDERS}/:number/email`,
      summary: "Sends a custom e-mail to the order's customer now; kept with the order",
      tag: 'orders admin',
      access: ['staff'],
      body: customOrderEmailSchema,
      limits: emailLimits,
      responses: { 200: { description: 'Sent', schema: z.object({ sent: z.literal(true) }) } },
      errors: {
        404: '`order_not_found`',
        502: 'The mail server refused it (`email_not_sent`); nothing was kept',
      },
    },
    async (req, res) => {
      const input = parseBody(req, customOrderEmailSchema);
      const sent = await sendCustomOrderEmail(
        { ...orderDeps(req), mailer: deps.mailer },
        staffActorOf(req),
        numberOf(req),
        input,
        new Date(),
      );
      res.json(sent);
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${ADMIN_ORDERS}/:number/delivery-window`,
      summary: "Moves the order's delivery window; 'to' must be after 'from'",
      tag: 'orders admin',
      access: ['staff'],
      body: deliveryWindowSchema,
      responses: { 204: { description: 'Moved' } },
      errors: {
        400: 'Not an order number (`invalid_order`); `to` not after `from` (field error at `to`)',
        404: '`order_not_found`',
        409: 'The order has left the shop or was cancelled (`order_not_cancellable`)',
      },
    },
    async (req, res) => {
      const window = parseBody(req, deliveryWindowSchema);
      await changeDeliveryWindow({ db, shop }, staffActorOf(req), numberOf(req), window);
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ORDERS}/:number/cancel`,
      summary: 'Cancels the order: stock back to its stores, online payments refunded, credit note, e-mail',
      tag: 'orders admin',
      access: ['staff'],
      responses: { 200: { description: 'Cancelled', schema: orderCancellationSchema } },
      errors: {
        400: 'Not an order number (`invalid_order`)',
        404: '`order_not_found`',
        409: '`order_already_cancelled`; shipped or delivered (`order_not_cancellable`)',
      },
    },
    async (req, res) => {
      res.json(await cancelOrder(orderDeps(req), staffActorOf(req), numberOf(req), new Date()));
    },
  );

  return routes;
}
