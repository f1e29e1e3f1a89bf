import { moneySchema, serviceStatuses } from 'shared-domain/contracts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';

// The staff list of service orders. Only the api and the admin screens use it, so it lives here
// rather than in shared-domain's service contract (move it there when a front needs the type).

const statusSchema = z.enum([...serviceStatuses, 'cancelled']);

/** GET /api/new/service/admin/orders/?page=&pageSize=&status= */
export const serviceOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: statusSchema.optional(),
});

export const serviceOrderListSchema = z.object({
  items: z.array(
    z.object({
      number: storableString(),
      status: statusSchema,
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
