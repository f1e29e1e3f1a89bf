import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import {
  type InvoiceDocumentKind,
  invoiceResentSchema,
  jobStartedSchema,
  orderInvoicesSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { perClientAddress, perSession } from '../../platform/http/route-limits.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { HOUR_MS } from '../../platform/rate-limit.ts';
import { findShopOrder } from '../admin/admin-order-detail.ts';
import { createDocument, resendInvoice } from './invoice-actions.ts';
import { attachmentName } from './invoice-documents.ts';
import { findCreatedDocument } from './invoice-repository.ts';
import { orderInvoicesOf } from './invoice-view.ts';

// The staff routes of an order's invoice and credit note (contract: admin-invoices.ts).

const ADMIN_ORDERS = '/api/new/admin/orders';
/** Re-sending is a mail to a customer: limited like staff's custom e-mails. */
const resendLimits = [
  perSession('orders.admin.invoice-resend.session', 100, HOUR_MS),
  perClientAddress('orders.admin.invoice-resend.address', 300, HOUR_MS),
];

const notFoundErrors = { 400: 'Not an order number (`invalid_order`)', 404: '`order_not_found`' };

export function invoiceAdminRoutes(deps: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
}): ApiRoutes {
  const { db, config, jobs } = deps;
  const { shop } = config;
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(ADMIN_ORDERS, noStore);
  const orderOf = (req: Request) => findShopOrder(db, shop, String(req.params.number ?? ''));

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ORDERS}/:number/invoices`,
      summary: "The order's invoice and credit note: state, file, e-mails, imported price",
      tag: 'orders admin',
      access: ['staff'],
      responses: { 200: { description: 'Both documents', schema: orderInvoicesSchema } },
      errors: notFoundErrors,
    },
    async (req, res) => {
      res.json(await orderInvoicesOf(db, await orderOf(req)));
    },
  );

  const creation = (kind: InvoiceDocumentKind, path: string, summary: string, refused: string) =>
    routes.add(
      {
        method: 'post',
        path: `${ADMIN_ORDERS}/:number/${path}`,
        summary,
        tag: 'orders admin',
        access: ['staff'],
        responses: { 202: { description: 'The job rendering the PDF', schema: jobStartedSchema } },
        errors: {
          ...notFoundErrors,
          409: `${refused}; \`invoice_in_progress\`; \`invoice_already_created\``,
        },
      },
      async (req, res) => {
        const order = await orderOf(req);
        const started = await createDocument({ db, jobs }, staffActorOf(req), order, kind);
        res.status(202).json({ jobId: started.jobId });
      },
    );
  creation(
    'invoice',
    'invoice',
    "Creates the order's invoice: a job renders the PDF and e-mails it to the customer",
    'Not paid nor delivered (`invoice_not_available`)',
  );
  creation(
    'credit_note',
    'credit-note',
    'Creates the credit note of a cancelled or withdrawn invoiced order (PDF job, e-mailed)',
    'Not cancelled nor withdrawn from, or never invoiced (`credit_note_not_possible`)',
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ORDERS}/:number/invoice/resend`,
      summary: 'E-mails the created invoice (PDF attached) to the customer again, now',
      tag: 'orders admin',
      access: ['staff'],
      limits: resendLimits,
      responses: { 200: { description: 'Sent', schema: invoiceResentSchema } },
      errors: {
        ...notFoundErrors,
        409: 'The invoice is not created yet (`invoice_not_created`)',
        502: 'No e-mail address, or the mail server refused it (`email_not_sent`)',
      },
    },
    async (req, res) => {
      const order = await orderOf(req);
      res.json(
        await resendInvoice({ db, config, mailer: deps.mailer, log: req.log }, staffActorOf(req), order),
      );
    },
  );

  const download = (kind: InvoiceDocumentKind, path: string, summary: string) =>
    routes.add(
      {
        method: 'get',
        path: `${ADMIN_ORDERS}/:number/${path}`,
        summary,
        tag: 'orders admin',
        access: ['staff'],
        responses: { 200: { description: 'application/pdf' } },
        errors: { ...notFoundErrors, 404: '`order_not_found`; not created yet (`invoice_not_created`)' },
      },
      async (req, res) => {
        const order = await orderOf(req);
        await sendDocument(db, config, res, order.id, kind);
      },
    );
  download('invoice', 'invoice.pdf', "The order's invoice as PDF");
  download('credit_note', 'credit-note.pdf', "The order's credit note as PDF");

  return routes;
}

async function sendDocument(
  db: Db,
  config: Config,
  res: Response,
  orderId: number,
  kind: InvoiceDocumentKind,
): Promise<void> {
  const row = await findCreatedDocument(db, orderId, kind);
  if (!row?.file_path) throw new CodedError('not_found', 'invoice_not_created', 404);
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-length', String(row.file_size));
  res.setHeader(
    'content-disposition',
    `attachment; filename="${attachmentName(config.shop, kind, row.number)}"`,
  );
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(join(config.dataDir, row.file_path as string));
    stream.once('error', reject);
    res.once('finish', resolve);
    res.once('close', resolve);
    stream.pipe(res);
  });
}
