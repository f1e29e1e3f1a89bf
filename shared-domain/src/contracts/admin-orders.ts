import { z } from 'zod';
import { textSchema } from '../validation/length.ts';
import { searchTermSchema } from '../validation/search-term.ts';
import { storableString } from '../validation/storable-string.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { deliveryTypes, paymentTypes, timeslotSchema } from './checkout.ts';
import { moneySchema } from './money.ts';
import { orderDetailSchema, orderStatuses, paymentStatuses } from './orders.ts';

// The staff orders grid and an order's detail (issue 17):
//   GET   /api/new/admin/orders?<filters>&page&pageSize&sort     one page and the total
//   GET   /api/new/admin/orders/export.csv?<filters>&sort        every matching order
//   POST  /api/new/admin/orders/cancel                          bulk cancel of chosen orders
//   GET   /api/new/admin/orders/{number}                         the detail
//   PATCH /api/new/admin/orders/{number}/delivery-window         the pickup window
//   POST  /api/new/admin/orders/{number}/cancel                  cancel: stock back, refund

export const orderGridSorts = ['newest', 'number', 'total', 'status'] as const;
/** `newest` is newest first, `-newest` oldest first; the others ascending, `-` for descending. */
export const orderGridSortValues = orderGridSorts.flatMap((sort) => [sort, `-${sort}`]);

/** A calendar day of the URL, YYYY-MM-DD. */
const isoDay = z.iso.date();
const idText = z.coerce.number().int().min(1).max(2_147_483_647);

/** The grid's filters; dates are the shop's calendar days, both ends included. */
export const orderGridFilterSchema = z
  .object({
    q: searchTermSchema()
      .optional()
      .describe("Part of the number, the customer's e-mail, name, company or phone (at least 2 characters)"),
    status: z.enum(orderStatuses).optional(),
    paymentStatus: z.enum(paymentStatuses).optional(),
    deliveryType: z.enum(deliveryTypes).optional(),
    store: idText.optional().describe('The pickup store id'),
    from: isoDay.optional().describe('Ordered on or after this day (YYYY-MM-DD)'),
    to: isoDay.optional().describe('Ordered on or before this day (YYYY-MM-DD)'),
  })
  .strict();
export type OrderGridFilter = z.infer<typeof orderGridFilterSchema>;
export const orderGridFilterKeys = [
  'q',
  'status',
  'paymentStatus',
  'deliveryType',
  'store',
  'from',
  'to',
] as const;

export const orderGridQuerySchema = gridPageQuerySchema
  .extend(orderGridFilterSchema.shape)
  .extend({
    sort: z
      .enum(orderGridSortValues as [string, ...string[]])
      .optional()
      .describe('newest, number, total or status; "-" in front for descending'),
  })
  .strict();
export type OrderGridQuery = z.infer<typeof orderGridQuerySchema>;
export const orderGridExportQuerySchema = orderGridQuerySchema.omit({ page: true, pageSize: true });

export const orderGridRowSchema = z.object({
  number: storableString(),
  createdAt: storableString().describe('ISO time'),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.enum(paymentTypes).nullable(),
  deliveryType: z.enum(deliveryTypes).nullable(),
  store: storableString().nullable().describe('The pickup store'),
  customerName: storableString(),
  company: storableString().nullable(),
  email: storableString().nullable(),
  phone: storableString().nullable(),
  total: moneySchema,
});
export type OrderGridRow = z.infer<typeof orderGridRowSchema>;
export const orderGridPageSchema = gridPageSchema(orderGridRowSchema);
export type OrderGridPage = z.infer<typeof orderGridPageSchema>;

/** At most this many chosen orders are cancelled in one request. */
export const ORDER_BULK_MAX = 200;

/** Bulk cancel: an empty list is refused with `nothing_selected` ("at least one order must be selected"). */
export const orderBulkCancelSchema = z
  .object({ numbers: z.array(storableString().trim().max(20)).max(ORDER_BULK_MAX) })
  .strict();
export type OrderBulkCancel = z.infer<typeof orderBulkCancelSchema>;

/** What a cancellation did: the pieces returned to stock and the refund, when one was paid. */
export const orderCancellationSchema = z.object({
  number: storableString(),
  releasedPieces: z.number().int(),
  refund: z
    .object({
      amount: moneySchema,
      provider: storableString(),
      reference: storableString(),
      testMode: z.boolean(),
    })
    .nullable(),
  creditNote: storableString().nullable(),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;
export const orderBulkCancelResultSchema = z.object({
  cancelled: z.array(orderCancellationSchema),
  /** Orders that could not be cancelled, with the reason in the shop's language. */
  refused: z.array(z.object({ number: storableString(), message: storableString() })),
});
export type OrderBulkCancelResult = z.infer<typeof orderBulkCancelResultSchema>;

/** PATCH …/{number}/delivery-window — `to` must be after `from` (message at `to`). */
export const deliveryWindowSchema = timeslotSchema;
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const orderEmailSchema = z.object({
  at: storableString().describe('ISO time it was queued'),
  kind: storableString().describe('confirmation, withdrawal, cancellation, custom'),
  recipient: storableString(),
  subject: storableString(),
});

/** The staff view of an order: the customer's view plus what staff need to act on it. */
export const adminOrderDetailSchema = orderDetailSchema
  .omit({ accessToken: true, canRetryPayment: true, withdrawalUntil: true, pickupReadyFrom: true })
  .extend({
    /** The id the audit trail names the order by (History tab). */
    id: z.number().int(),
    email: storableString().nullable(),
    phone: storableString().nullable(),
    storeId: z.number().int().nullable(),
    deliveryWindow: z.object({ from: storableString(), to: storableString() }).nullable(),
    deliveredAt: storableString().nullable(),
    invoiceNumber: storableString().nullable(),
    creditNoteNumber: storableString().nullable(),
    installmentStatus: storableString().nullable(),
    refunds: z.array(
      z.object({
        at: storableString(),
        amount: moneySchema,
        provider: storableString(),
        reference: storableString(),
        testMode: z.boolean(),
      }),
    ),
    emails: z.array(orderEmailSchema),
    /** Cancelling is possible until the order has left the shop. */
    canCancel: z.boolean(),
  });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** The stores the grid's store filter offers. */
export const orderGridStoresSchema = z.object({
  stores: z.array(z.object({ id: z.number().int(), name: storableString() })),
});
export type OrderGridStores = z.infer<typeof orderGridStoresSchema>;

// A custom e-mail to the customer of an order:
//   GET  …/{number}/email-templates   the shop's templates, placeholders unfilled
//   POST …/{number}/email/preview     the message as the customer would get it
//   POST …/{number}/email             sends it now; 502 `email_not_sent` keeps nothing

/** Placeholders a template or a staff member's text may use; each is filled from the order. */
export const orderEmailPlaceholders = ['{number}', '{customer}', '{items}', '{statusLink}'] as const;

export const orderEmailTemplateSchema = z.object({
  key: storableString(),
  name: storableString(),
  subject: storableString(),
  body: storableString(),
});
export type OrderEmailTemplate = z.infer<typeof orderEmailTemplateSchema>;
export const orderEmailTemplatesSchema = z.object({ templates: z.array(orderEmailTemplateSchema) });
export type OrderEmailTemplates = z.infer<typeof orderEmailTemplatesSchema>;

export const customOrderEmailSchema = z
  .object({
    subject: textSchema({ minLength: 1, maxLength: 200 }),
    body: textSchema({ minLength: 1, maxLength: 5000 }),
  })
  .strict();
export type CustomOrderEmail = z.infer<typeof customOrderEmailSchema>;

export const orderEmailPreviewSchema = z.object({
  to: storableString(),
  subject: storableString(),
  text: storableString(),
  html: storableString(),
});
export type OrderEmailPreview = z.infer<typeof orderEmailPreviewSchema>;
