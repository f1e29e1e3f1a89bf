import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';
import { type ServiceStatus, serviceStatuses } from './service.ts';

// The staff side of repairs: the list of the shop's service orders and the moves a repair may make.
// Kept out of the shared contracts entry: only the api and the admin use it, and every storefront
// page that loads the contracts would carry it.

// ── staff ────────────────────────────────────────────────────────────────────────────────────────

/** A repair's status as staff see it: the steps, or cancelled. */
const serviceOrderStatusValueSchema = z.enum([...serviceStatuses, 'cancelled']);

/**
 * Where a repair may go next. The repair itself starts only once its price is approved, so
 * 'in_repair' follows 'quote_approved' alone; staff may record an approval the customer gave them
 * (diagnosed → quote_approved). Any repair not yet collected can be cancelled.
 */
export const serviceStatusMoves: Record<ServiceStatus, readonly ServiceStatus[]> = {
  booked: ['received', 'cancelled'],
  received: ['diagnosed', 'cancelled'],
  diagnosed: ['quote_approved', 'cancelled'],
  quote_approved: ['in_repair', 'cancelled'],
  in_repair: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

export function canMoveService(from: ServiceStatus, to: ServiceStatus): boolean {
  return serviceStatusMoves[from].includes(to);
}

/** GET /api/new/service/admin/orders/?page=&pageSize=&status= */
export const serviceOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: serviceOrderStatusValueSchema.optional(),
});

export const serviceOrderListSchema = z.object({
  items: z.array(
    z.object({
      number: storableString(),
      status: serviceOrderStatusValueSchema,
      createdAt: storableString(),
      customer: storableString(),
      email: storableString(),
      device: storableString(),
      handover: z.enum(['centre', 'courier']),
      bookedPrice: moneySchema,
      currentPrice: moneySchema,
      quotePending: z.boolean(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ServiceOrderList = z.infer<typeof serviceOrderListSchema>;
