import { z } from 'zod';
import type { ShopCode } from '../shop.ts';
import { emailSchema } from '../validation/email.ts';
import { imeiSchema } from '../validation/imei.ts';
import { textSchema } from '../validation/length.ts';
import { phoneSchemaFor } from '../validation/phone.ts';
import { postcodeSchemaFor } from '../validation/postcode.ts';
import { storableString } from '../validation/storable-string.ts';
import { validatedString } from '../validation/validated-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';
import { selectedChoicesSchema, selectorChoiceSchema } from './buyout.ts';
import { timeslotSchema } from './checkout.ts';
import { moneySchema } from './money.ts';
import { openingHoursSchema, type StoreSummary } from './stores.ts';

// Wire shapes of device service (issue 7): the selector (the same chain as the buyout, under
// /api/new/service), the operations of a device, the smart search, booking at a service centre or
// by courier, and the order's status with its timeline and quote approval. Field names are
// snake_case like the spec's other literal paths and the buyout's selector.

const id = z.number().int().positive().max(2_147_483_647);

/** zod skips refinements after a field failed; these checks run anyway (for object input only). */
const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Operations shown before "show more" expands the list. */
export const SERVICE_OPERATIONS_SHOWN = 7;
/** Search needs at least this many characters. */
export const SERVICE_SEARCH_MIN_LENGTH = 2;

export const serviceOperationKinds = [
  'diagnosis',
  'display',
  'battery',
  'back_glass',
  'charging_port',
  'rear_camera',
  'front_camera',
  'speaker',
  'microphone',
  'buttons',
  'water_damage',
  'software',
] as const;
export type ServiceOperationKind = (typeof serviceOperationKinds)[number];

/** Whether the parts are here: in stock, arriving within days, or ordered on request. */
export const partsAvailabilities = ['in_stock', 'within_days', 'on_request'] as const;
export type PartsAvailability = (typeof partsAvailabilities)[number];

export const serviceOperationSchema = z.object({
  id,
  code: storableString(),
  kind: z.enum(serviceOperationKinds),
  name: storableString(),
  description: storableString(),
  price: moneySchema,
  duration_minutes: z.number().int().positive().describe('Expected time of the repair itself'),
  parts_availability: z.enum(partsAvailabilities),
  parts_days: z.number().int().nullable().describe('Days until the parts arrive (within_days), else null'),
});
export type ServiceOperation = z.infer<typeof serviceOperationSchema>;

/** The device a list of operations is for. */
export const serviceDeviceSchema = z.object({
  model_id: id,
  colour_id: id.nullable().describe('null when the device was found by search (any colour)'),
  name: storableString().describe('e.g. "Apple iPhone 16"'),
  colour: storableString().nullable(),
});
export type ServiceDevice = z.infer<typeof serviceDeviceSchema>;

/** GET /api/new/service/operations/{colourId}/ — the service operations of a colour. */
export const serviceOperationsSchema = z.object({
  url: storableString().describe('The selection URL of the device'),
  device: serviceDeviceSchema,
  operations: z.array(serviceOperationSchema).describe('In display order; the first 7 are shown first'),
});
export type ServiceOperations = z.infer<typeof serviceOperationsSchema>;

/** GET /api/new/service/selector-data/?type&manufacturer&model&colour — "GET selector data". */
export const serviceSelectorDataSchema = z.object({
  selected_choices: selectedChoicesSchema,
  choices: z.object({
    product_type: z.array(selectorChoiceSchema),
    manufacturer: z.array(selectorChoiceSchema),
    product_model: z.array(selectorChoiceSchema),
    product_color: z.array(selectorChoiceSchema),
  }),
  operations: serviceOperationsSchema.nullable().describe('Present when a colour is selected'),
  url: storableString(),
});
export type ServiceSelectorData = z.infer<typeof serviceSelectorDataSchema>;

// ── smart search ─────────────────────────────────────────────────────────────────────────────────

/** GET /api/new/service/search/?term= — "GET search": suggestions while typing. */
export const serviceSearchQuerySchema = z.object({
  term: storableString().trim().min(SERVICE_SEARCH_MIN_LENGTH).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const serviceSearchItemSchema = z.object({
  model_id: id,
  name: storableString().describe('Manufacturer and model, e.g. "Samsung Galaxy S25"'),
  product_type: storableString().describe('The type’s name, e.g. "Mobilní telefony"'),
  url: storableString().describe('The selection URL down to the model'),
});
export type ServiceSearchItem = z.infer<typeof serviceSearchItemSchema>;
export const serviceSearchResultSchema = z.object({ items: z.array(serviceSearchItemSchema) });
export type ServiceSearchResult = z.infer<typeof serviceSearchResultSchema>;

/**
 * GET /api/new/service/search/product-data/?model= — "GET search product data": the selector data
 * of a found model (selection down to the model) with the model's operations.
 */
export const serviceSearchProductQuerySchema = z.object({ model: z.coerce.number().pipe(id) });

// ── service centres ──────────────────────────────────────────────────────────────────────────────

export const serviceCentreSchema = z.object({
  id,
  name: storableString(),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  openingHours: z.array(openingHoursSchema),
  timeslots: z.array(timeslotSchema).describe('Hand-over windows of the next days, within opening hours'),
});
export type ServiceCentre = z.infer<typeof serviceCentreSchema>;
/** GET /api/new/service/centres/ */
export const serviceCentresSchema = z.object({ centres: z.array(serviceCentreSchema) });
export type ServiceCentres = z.infer<typeof serviceCentresSchema>;

// ── booking ──────────────────────────────────────────────────────────────────────────────────────

/** A serial number: 5–30 letters, digits or dashes (manufacturers' formats differ). */
function validateSerialNumber(value: string): ValidationCode | null {
  return /^[A-Za-z0-9-]{5,30}$/.test(value) ? null : 'serialNumber';
}
export const serialNumberSchema = validatedString(validateSerialNumber, {
  normalize: (value) => value.toUpperCase(),
});

export const handoverKinds = ['centre', 'courier'] as const;
export type HandoverKind = (typeof handoverKinds)[number];

/** POST /api/new/service/orders/ — books a repair. Send an Idempotency-Key. */
export function serviceBookingSchemaFor(shop: ShopCode) {
  return z
    .object({
      model_id: id,
      colour_id: id.optional(),
      operation_ids: z.array(id).min(1, { message: 'required' }).max(12),
      handover: z.enum(handoverKinds),
      centre_id: id.optional().describe('Handover "centre"'),
      timeslot: timeslotSchema.optional().describe('Handover "centre": the hand-over window'),
      pickup_address: z
        .object({
          street: textSchema({ maxLength: 120 }),
          city: textSchema({ maxLength: 80 }),
          postcode: postcodeSchemaFor(shop),
        })
        .optional()
        .describe('Handover "courier": where the courier collects the device'),
      first_name: textSchema({ maxLength: 60 }),
      last_name: textSchema({ maxLength: 60 }),
      email: emailSchema,
      phone: phoneSchemaFor(shop),
      identifier_kind: z.enum(['imei', 'serial']),
      imei: imeiSchema.optional(),
      serial_number: serialNumberSchema.optional(),
      fault_description: textSchema({ minLength: 10, maxLength: 2000 }),
      consent_terms: z.literal(true, { error: 'required' }),
    })
    .superRefine((booking, ctx) => {
      const need = (ok: boolean, path: string) =>
        ok || ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
      if (booking.handover === 'centre') {
        need(booking.centre_id !== undefined, 'centre_id');
        need(booking.timeslot !== undefined, 'timeslot');
      }
      if (booking.handover === 'courier') need(booking.pickup_address !== undefined, 'pickup_address');
      if (booking.identifier_kind === 'imei') need(booking.imei !== undefined, 'imei');
      if (booking.identifier_kind === 'serial') need(booking.serial_number !== undefined, 'serial_number');
      // Runs even when a field already failed, so one submit reports every missing part at once.
    }, evenWithFieldErrors);
}
export type ServiceBooking = z.input<ReturnType<typeof serviceBookingSchemaFor>>;

/** 201 of the booking; Location: the thank-you page. */
export const serviceBookedSchema = z.object({
  number: storableString().describe('e.g. "SV-2026-000123"'),
  total: moneySchema,
  thankYouUrl: storableString(),
});
export type ServiceBooked = z.infer<typeof serviceBookedSchema>;

// ── status ───────────────────────────────────────────────────────────────────────────────────────

/** The repair's path (issue 7 item 4); 'cancelled' ends it anywhere. */
export const serviceStatuses = [
  'booked',
  'received',
  'diagnosed',
  'quote_approved',
  'in_repair',
  'ready',
  'collected',
] as const;
export type ServiceStatus = (typeof serviceStatuses)[number] | 'cancelled';

/** GET /api/new/service/orders/status/?number=&email= */
export const serviceStatusQuerySchema = z.object({
  number: storableString().trim().min(1).max(20),
  email: emailSchema,
});

export const serviceOrderStatusSchema = z.object({
  number: storableString(),
  status: z.enum([...serviceStatuses, 'cancelled']),
  createdAt: storableString(),
  device: serviceDeviceSchema,
  identifier: storableString().describe('IMEI or serial number, all but the last 4 characters masked'),
  operations: z.array(z.object({ name: storableString(), price: moneySchema })),
  handover: z.enum(handoverKinds),
  centre: storableString().nullable(),
  timeslot: timeslotSchema.nullable(),
  bookedPrice: moneySchema.describe('The sum of the operations when booked'),
  currentPrice: moneySchema.describe('The price now: the quote once diagnosed'),
  quote: z
    .object({
      price: moneySchema,
      note: storableString().nullable().describe('What the diagnosis found'),
      approved: z.boolean(),
    })
    .nullable()
    .describe('A changed price after the diagnosis; the customer approves it from the status page'),
  timeline: z.array(
    z.object({
      status: z.enum(serviceStatuses),
      at: storableString().nullable().describe('When it was reached; null for steps still ahead'),
    }),
  ),
});
export type ServiceOrderStatus = z.infer<typeof serviceOrderStatusSchema>;

/** POST /api/new/service/orders/{number}/approve-quote — with the e-mail of the order. */
export const serviceQuoteApprovalSchema = z.object({ email: emailSchema });

/** POST /api/new/service/admin/orders/{number}/status (staff): moves the repair on. */
export const serviceStatusChangeSchema = z.object({
  status: z.enum([...serviceStatuses, 'cancelled']),
  quote_price: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('With "diagnosed": the price the diagnosis found, in minor units'),
  note: storableString().trim().max(1000).optional(),
});

/** GET /api/new/service/orders/mine/ — the signed-in customer's service orders not yet collected. */
export const myServiceOrdersSchema = z.object({
  orders: z.array(
    z.object({
      number: storableString(),
      status: z.enum([...serviceStatuses, 'cancelled']),
      device: storableString(),
      currentPrice: moneySchema,
      createdAt: storableString(),
      quotePending: z.boolean(),
    }),
  ),
});
export type MyServiceOrders = z.infer<typeof myServiceOrdersSchema>;

/**
 * GET /api/bff/service-start?type&manufacturer&model&colour: the service screen's first paint — the
 * selection with its operations and the service centres the page lists (from the stores call).
 */
export interface ServiceStart {
  selector: ServiceSelectorData;
  centres: StoreSummary[];
}
