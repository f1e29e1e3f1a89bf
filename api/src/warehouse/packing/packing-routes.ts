import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import {
  handoversSchema,
  invoiceResentSchema,
  scanRequestSchema,
  scanResultSchema,
  stationIdSchema,
  stationStateSchema,
  warehouseInvoiceSchema,
} from 'shared-domain/contracts/staff.ts';
import { z } from 'zod';
import { findShopOrder } from '../../orders/admin/admin-order-detail.ts';
import { resendInvoice } from '../../orders/invoices/invoice-actions.ts';
import type { OrderDeps } from '../../orders/order-deps.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { lookupGuessLimits, perClientAddress, perSession } from '../../platform/http/route-limits.ts';
import { parseBody } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { HOUR_MS } from '../../platform/rate-limit.ts';
import { HANDOVERS_API, listHandovers } from '../handovers/carrier-handovers.ts';
import { renderHandoverProtocol } from '../handovers/handover-protocol.ts';
import { warehouseInvoiceOf } from '../invoices/warehouse-invoice.ts';
import { packageOfShop, renderPackingSlip } from './packing-slip.ts';
import { scanAtStation } from './scan-station.ts';
import { showStation } from './show-station.ts';
import { PACKING_API } from './station-state.ts';

// The packing station, its documents, the carriers' hand-overs and the invoice state the
// warehouse sees (warehouse and staff). Every scan is a POST answered 200 with its outcome, wrong
// scans included: they are answers for the packer, not errors.

const access = ['warehouse', 'staff'] as const;
/** Packages, hand-overs and orders are numbered in sequence: unknown ones count as guesses. */
const lookupLimits = lookupGuessLimits('warehouse.documents.lookup');
/**
 * A scan looks codes up (crates, orders, products). A packer scans a few thousand times a shift;
 * more than that from one session is a script walking the numbers.
 */
const scanLimits = [perSession('warehouse.scans.session', 6000, HOUR_MS)];
/** Re-sending is a mail to a customer: limited like the admin's re-send. */
const resendLimits = [
  perSession('warehouse.invoice-resend.session', 100, HOUR_MS),
  perClientAddress('warehouse.invoice-resend.address', 300, HOUR_MS),
];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const notFoundOrder = { 400: 'Not an order number (`invalid_order`)', 404: '`order_not_found`' };

function idOf(req: Request, name: string): number {
  const parsed = idSchema.safeParse(req.params[name]);
  if (!parsed.success) throw new CodedError('validation', 'invalid_path', 400);
  return parsed.data;
}

export function packingRoutes(deps: { db: Db; config: Config; jobs: JobQueue; mailer: Mailer }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(PACKING_API, noStore);
  const orderDeps = (req: Request): OrderDeps => ({ db, shop, config, jobs: deps.jobs, log: req.log });

  routes.add(
    {
      method: 'get',
      path: `${PACKING_API}/packing/stations/:stationId`,
      summary: "A packing station's state (a station never seen waits for its first crate)",
      tag: 'warehouse',
      access: [...access],
      responses: { 200: { description: 'The state', schema: stationStateSchema } },
      errors: { 400: 'Not a station id (`invalid_path`)' },
    },
    async (req, res) => {
      const parsed = stationIdSchema.safeParse(req.params.stationId);
      if (!parsed.success) throw new CodedError('validation', 'invalid_path', 400);
      res.json(await showStation(db, shop, parsed.data));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PACKING_API}/packing/scans`,
      limits: scanLimits,
      summary: 'One scan at a packing station: its outcome, a message in the shop language, the new state',
      tag: 'warehouse',
      access: [...access],
      body: scanRequestSchema,
      responses: {
        200: { description: 'What the scan came to (wrong scans too)', schema: scanResultSchema },
      },
      errors: { 409: 'The scan id was used by another user (`idempotency_key_reused`)' },
    },
    async (req, res) => {
      const input = parseBody(req, scanRequestSchema);
      res.json(await scanAtStation(orderDeps(req), staffActorOf(req), input));
    },
  );

  const packageFile = (file: 'label.pdf' | 'slip.pdf', summary: string) =>
    routes.add(
      {
        method: 'get',
        path: `${PACKING_API}/packages/:id/${file}`,
        limits: lookupLimits,
        summary,
        tag: 'warehouse',
        access: [...access],
        responses: { 200: { description: 'application/pdf' } },
        errors: {
          400: 'Not a package id (`invalid_path`)',
          404: '`package_not_found`; no carrier label (`label_not_available`)',
        },
      },
      async (req, res) => {
        const id = idOf(req, 'id');
        if (file === 'slip.pdf') {
          await packageOfShop(db, shop, id);
          sendPdf(res, `slip-${id}.pdf`, await renderPackingSlip(db, shop, id));
          return;
        }
        const pkg = await packageOfShop(db, shop, id);
        if (!pkg.label_path || pkg.state === 'packing' || pkg.state === 'skipped')
          throw new CodedError('not_found', 'label_not_available', 404);
        await streamPdf(res, join(config.dataDir, pkg.label_path), `label-${pkg.tracking_number ?? id}.pdf`);
      },
    );
  packageFile('label.pdf', "The carrier's label of a finished package (PDF, A6)");
  packageFile(
    'slip.pdf',
    'The packing slip of a package: the order, its address, the items and serials (PDF)',
  );

  routes.add(
    {
      method: 'get',
      path: HANDOVERS_API,
      summary: "The carriers' hand-overs, newest first, with their packages",
      tag: 'warehouse',
      access: [...access],
      responses: { 200: { description: 'Hand-overs', schema: handoversSchema } },
    },
    async (_req, res) => {
      res.json(await listHandovers(db, shop));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${HANDOVERS_API}/:id/protocol.pdf`,
      limits: lookupLimits,
      summary: 'The hand-over protocol of a carrier and day, for the driver to sign (PDF)',
      tag: 'warehouse',
      access: [...access],
      responses: { 200: { description: 'application/pdf' } },
      errors: { 400: 'Not a hand-over id (`invalid_path`)', 404: '`handover_not_found`' },
    },
    async (req, res) => {
      const id = idOf(req, 'id');
      sendPdf(res, `protocol-${id}.pdf`, await renderHandoverProtocol(db, shop, id));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${PACKING_API}/orders/:number/invoice`,
      limits: lookupLimits,
      summary: "The order's invoice state as the warehouse sees it",
      tag: 'warehouse',
      access: [...access],
      responses: { 200: { description: 'The invoice state', schema: warehouseInvoiceSchema } },
      errors: notFoundOrder,
    },
    async (req, res) => {
      const order = await findShopOrder(db, shop, String(req.params.number ?? ''));
      res.json(await warehouseInvoiceOf(db, order));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${PACKING_API}/orders/:number/invoice/resend`,
      summary: 'E-mails the created invoice (PDF attached) to the customer again, now',
      tag: 'warehouse',
      access: [...access],
      limits: resendLimits,
      responses: { 200: { description: 'Sent', schema: invoiceResentSchema } },
      errors: {
        ...notFoundOrder,
        409: 'The invoice is not created yet (`invoice_not_created`)',
        502: 'No e-mail address, or the mail server refused it (`email_not_sent`)',
      },
    },
    async (req, res) => {
      const order = await findShopOrder(db, shop, String(req.params.number ?? ''));
      res.json(
        await resendInvoice({ db, config, mailer: deps.mailer, log: req.log }, staffActorOf(req), order),
      );
    },
  );

  return routes;
}

function sendPdf(res: Response, name: string, bytes: Uint8Array): void {
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-disposition', `inline; filename="${name}"`);
  res.end(Buffer.from(bytes));
}

async function streamPdf(res: Response, file: string, name: string): Promise<void> {
  const size = await stat(file).catch(() => null);
  if (!size) throw new CodedError('not_found', 'label_not_available', 404);
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-length', String(size.size));
  res.setHeader('content-disposition', `inline; filename="${name}"`);
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.once('error', reject);
    res.once('finish', resolve);
    res.once('close', resolve);
    stream.pipe(res);
  });
}
