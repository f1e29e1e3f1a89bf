import type { Request } from 'express';
import { orderPagePath } from 'shared-domain';
import {
  paymentEchoSchema,
  paymentInitRequestSchema,
  paymentInitSchema,
  paymentProcessRequestSchema,
  paymentResultSchema,
  paymentSessionRequestSchema,
  paymentSessionSchema,
  type WalletType,
} from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import { requestInvoiceOnPayment } from '../orders/invoices/invoice-documents.ts';
import { openOrder } from '../orders/order-access.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { sendHtmlPage } from '../platform/http/security-headers.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Mailer } from '../platform/mailer.ts';
import { initPayment, processPayment } from './online-payments.ts';
import { settleUnderOrderLock } from './payable-order.ts';
import { PAYMENTS_API, testModeGateway } from './payment-gateway.ts';
import { findPayment, type GatewayResult } from './payment-repository.ts';
import { paymentTexts } from './payment-texts.ts';
import { testGatewayPage } from './test-gateway-page.ts';

const methodPaths: Record<string, WalletType> = {
  card: 'card',
  'google-pay': 'google_pay',
  'apple-pay': 'apple_pay',
};
const gatewayActions: Record<string, GatewayResult> = {
  approve: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
};
const tokenQuerySchema = z.object({ token: storableString().trim().min(16).max(100) });

// Routes of the payments component (issue 5): card, Google Pay and Apple Pay through the payment
// gateway adapter (built-in test mode), and the test gateway's hosted card page.
export function paymentsRoutes(deps: { db: Db; config: Config; mailer: Mailer; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  // A payment that settles an order asks for its invoice in the same transaction.
  const invoiceOnPaid = (trx: Db, orderId: number) => requestInvoiceOnPayment(trx, deps.jobs, orderId);
  const { shop } = config;
  const routes = new ApiRoutes();
  routes.router.use(PAYMENTS_API, noStore);

  for (const [path, method] of Object.entries(methodPaths)) {
    const base = `${PAYMENTS_API}/${path}`;
    routes.add(
      {
        method: 'post',
        path: `${base}/echo`,
        summary: `Is the ${method} gateway reachable (and in test mode)?`,
        tag: 'payments',
        access: 'public',
        responses: { 200: { description: 'Gateway state', schema: paymentEchoSchema } },
      },
      (_req, res) => {
        res.json({
          ...testModeGateway.echo(),
          gateway: testModeGateway.name,
          testMode: testModeGateway.testMode,
        });
      },
    );
    routes.add(
      {
        method: 'post',
        path: `${base}/init`,
        summary: `Starts a ${method} payment of an order`,
        tag: 'payments',
        access: 'public',
        body: paymentInitRequestSchema,
        responses: { 200: { description: 'Payment started', schema: paymentInitSchema } },
        errors: {
          400: '`invalid_request`, `invalid_order`.',
          404: '`order_not_found`.',
          409: '`already_paid`, `order_closed` (cancelled or withdrawn), `payment_method_not_used`.',
        },
      },
      async (req, res) => {
        const body = parseBody(req, paymentInitRequestSchema);
        res.json(await initPayment(db, config, method, body, new Date()));
      },
    );
    routes.add(
      {
        method: 'post',
        path: `${base}/process`,
        summary: `Charges the ${method} token (test mode: approved unless it contains "decline")`,
        tag: 'payments',
        access: 'public',
        body: paymentProcessRequestSchema,
        responses: { 200: { description: 'Result', schema: paymentResultSchema } },
        errors: {
          400: '`invalid_request`, `invalid_order`.',
          404: '`order_not_found`, `payment_not_found`.',
          409: '`already_paid`, `order_closed` (cancelled or withdrawn): nothing was charged.',
        },
      },
      async (req, res) => {
        const body = parseBody(req, paymentProcessRequestSchema);
        res.json(await processPayment(db, config, method, body, new Date(), invoiceOnPaid));
      },
    );
    routes.add(
      {
        method: 'post',
        path: `${base}/session`,
        summary: 'Merchant validation (Apple Pay) of an order’s payment',
        tag: 'payments',
        access: 'public',
        body: paymentSessionRequestSchema,
        responses: { 200: { description: 'Merchant session', schema: paymentSessionSchema } },
        errors: { 400: '`invalid_request`, `invalid_order`.', 404: '`order_not_found`.' },
      },
      async (req, res) => {
        const body = parseBody(req, paymentSessionRequestSchema);
        await openOrder(db, shop, body.number, { token: body.token });
        res.json({ merchantSession: testModeGateway.merchantSession(body.validationUrl) });
      },
    );
  }

  const gatewayPayment = async (req: Request) => {
    const { token } = parseQuery(req, tokenQuerySchema);
    const payment = await findPayment(db, String(req.params.publicId ?? ''));
    if (!payment || payment.shop !== shop || payment.method !== 'card')
      throw new AppError('not_found', 'payment_not_found', 404, paymentTexts[shop].paymentNotFound);
    // The order's token proves the page was opened from the shop's own link.
    await openOrder(db, shop, payment.number, { token });
    return { payment, token };
  };

  routes.add(
    {
      method: 'get',
      path: `${PAYMENTS_API}/test-gateway/:publicId`,
      summary: 'TEST MODE: the hosted card page with Approve, Decline and Cancel',
      tag: 'payments',
      access: 'public',
      query: tokenQuerySchema,
      responses: { 200: { description: 'text/html page' } },
      errors: { 404: '`payment_not_found`, `order_not_found`.' },
    },
    async (req, res) => {
      const { payment, token } = await gatewayPayment(req);
      sendHtmlPage(
        res,
        testGatewayPage(
          shop,
          {
            publicId: payment.public_id,
            number: payment.number,
            amount: payment.amount,
            pending: payment.status === 'pending',
          },
          `${PAYMENTS_API}/test-gateway/${encodeURIComponent(payment.public_id)}`,
          token,
        ),
      );
    },
  );

  for (const [action, result] of Object.entries(gatewayActions)) {
    routes.add(
      {
        method: 'post',
        path: `${PAYMENTS_API}/test-gateway/:publicId/${action}`,
        summary: `TEST MODE: ${action} the card payment, then back to the shop's payment page (303)`,
        tag: 'payments',
        access: 'public',
        query: tokenQuerySchema,
        responses: {
          303: { description: 'Redirect', headers: { Location: "The shop's payment result page" } },
        },
        errors: { 404: '`payment_not_found`, `order_not_found`.' },
      },
      async (req, res) => {
        const { payment, token } = await gatewayPayment(req);
        // An approval the order can no longer take cancels the attempt instead; the shop's payment
        // page then shows the order as it is.
        await db
          .transaction()
          .execute((trx) =>
            settleUnderOrderLock(
              trx,
              { orderId: payment.orderId, publicId: payment.public_id },
              () => ({ outcome: result, reference: `test-${action}` }),
              new Date(),
              invoiceOnPaid,
            ),
          );
        res.redirect(303, orderPagePath(shop, 'payment', { number: payment.number, token }));
      },
    );
  }

  return routes;
}
