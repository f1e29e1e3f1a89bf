import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';
import { serviceStatuses } from './service.ts';

// The staff detail of one repair and its re-quote (the admin's repair detail page).

const statusSchema = z.enum([...serviceStatuses, 'cancelled']);

/** Statuses a repair may be re-quoted in: diagnosed, its price approved, or under repair. */
export const requotableServiceStatuses = ['diagnosed', 'quote_approved', 'in_repair'] as const;

/** GET /api/new/service/admin/orders/:number */
export const serviceOrderDetailSchema = z.object({
  number: storableString(),
  status: statusSchema,
  createdAt: storableString(),
  updatedAt: storableString(),
  device: z.object({
    name: storableString(),
    identifierKind: z.enum(['imei', 'serial']),
    identifier: storableString(),
  }),
  customer: z.object({
    firstName: storableString(),
    lastName: storableString(),
    email: storableString(),
    phone: storableString(),
    /** Booked signed in (the repair shows in their account). */
    hasAccount: z.boolean(),
  }),
  fault: storableString(),
  handover: z.enum(['centre', 'courier']),
  /** The service centre and the booked time, for a hand-over at a centre. */
  centre: storableString().nullable(),
  timeslot: z.object({ from: storableString(), to: storableString() }).nullable(),
  /** The courier's pick-up address, one line. */
  pickupAddress: storableString().nullable(),
  operations: z.array(z.object({ name: storableString(), price: moneySchema })),
  bookedPrice: moneySchema,
  /** The diagnosis's (or a re-quote's) price with the technician's note. */
  quote: z
    .object({
      price: moneySchema,
      note: storableString().nullable(),
      approvedAt: storableString().nullable(),
    })
    .nullable(),
  currentPrice: moneySchema,
  quotePending: z.boolean(),
  /** Where the status may go next. */
  moves: z.array(statusSchema),
  canRequote: z.boolean(),
  statusHistory: z.array(
    z.object({
      status: statusSchema,
      at: storableString(),
      note: storableString().nullable(),
      by: storableString().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      kind: storableString(),
      recipient: storableString(),
      subject: storableString(),
      at: storableString(),
    }),
  ),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetailSchema>;

/** POST /api/new/service/admin/orders/:number/quote — a new price with the technician's note. */
export const serviceRequoteSchema = z.object({
  quote_price: z.number().int().positive().max(2_147_483_647).describe('The new price, in minor units'),
  note: storableString().trim().min(1).max(1000).describe("The technician's note: why the price changed"),
});
export type ServiceRequote = z.infer<typeof serviceRequoteSchema>;
