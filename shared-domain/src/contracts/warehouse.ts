import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

/** One row of GET /api/new/warehouse/stock-summary (warehouse or staff): stock of one sales store. */
export const storeStockSchema = z.object({
  storeId: z.number().int(),
  storeName: storableString(),
  skus: z.number().int().describe('Products with at least one piece'),
  units: z.number().int().describe('Pieces in total'),
});
export type StoreStock = z.infer<typeof storeStockSchema>;
export const stockSummarySchema = z.array(storeStockSchema);

// ---------------------------------------------------------------------------------------------
// Picking (warehouse or staff). Orders to ship or to prepare for store pickup, per sales store:
//   GET  /api/new/warehouse/picking?storeId=           the store's picking list
//   POST /api/new/warehouse/picking/{number}/start      waiting → picking in progress
//   POST /api/new/warehouse/picking/{number}/picked     { crateCode } → picked, into the crate
//   POST /api/new/warehouse/picking/{number}/problem    { status, productId, reason } → not found
//                                                       or not available; flags a recount; blocked
//   POST /api/new/warehouse/picking/{number}/reset      back to waiting (the screen confirms first)
//   GET  /api/new/warehouse/crates                      crates overview
//   GET  /api/new/warehouse/recounts                    stock flagged for a recount
//   POST /api/new/warehouse/recounts                    { productId, storeId, quantity } counted
//   GET  /api/new/warehouse/stock-movements?page=&productCode=&kind=   the movements, newest first

export const pickingStatuses = ['waiting', 'in_progress', 'picked', 'not_found', 'not_available'] as const;
export type PickingStatus = (typeof pickingStatuses)[number];
/** The statuses a picker reports when a piece is not there; both block the order until reset. */
export const pickingProblemStatuses = ['not_found', 'not_available'] as const;
export type PickingProblemStatus = (typeof pickingProblemStatuses)[number];

export const pickingLineSchema = z.object({
  productId: z.number().int(),
  name: storableString(),
  /** The shop's product code and the EAN printed on the box (null when it has none). */
  code: storableString(),
  ean: storableString().nullable(),
  /** Shelf, e.g. "A-03-2"; null when the stock row has none. */
  location: storableString().nullable(),
  quantity: z.number().int().positive(),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

export const pickingOrderSchema = z.object({
  orderNumber: storableString(),
  status: z.enum(pickingStatuses),
  /** Ship by carrier, or prepare for pickup in a store. */
  deliveryType: z.enum(['store', 'pickup_point', 'courier', 'express']),
  carrier: storableString(),
  createdAt: storableString(),
  crate: z.object({ code: storableString(), name: storableString() }).nullable(),
  /** Why it was reported not found / not available. */
  reason: storableString().nullable(),
  /** Not found or not available: it cannot be packed until picking is reset. */
  blocked: z.boolean(),
  picker: storableString().nullable(),
  lines: z.array(pickingLineSchema),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

/** One stop of a walk: a shelf and a product, with the orders that need pieces of it. */
export const pickingWalkStopSchema = pickingLineSchema.extend({
  orders: z.array(z.object({ orderNumber: storableString(), quantity: z.number().int().positive() })),
});
export type PickingWalkStop = z.infer<typeof pickingWalkStopSchema>;

export const pickingListSchema = z.object({
  storeId: z.number().int(),
  storeName: storableString(),
  orders: z.array(pickingOrderSchema),
  /** The lines of the orders waiting or in progress, merged per product and sorted by shelf. */
  walk: z.array(pickingWalkStopSchema),
});
export type PickingList = z.infer<typeof pickingListSchema>;

export const pickingListQuerySchema = z.object({ storeId: z.coerce.number().int().positive().optional() });
export const pickedRequestSchema = z.object({ crateCode: storableString().min(1).max(32) });
export const pickingProblemRequestSchema = z.object({
  status: z.enum(pickingProblemStatuses),
  productId: z.number().int().positive(),
  reason: storableString().trim().min(3).max(500),
});

export const crateOverviewSchema = z.object({
  code: storableString(),
  name: storableString(),
  updatedAt: storableString(),
  orders: z.array(storableString()),
  /** Who put the goods in, or whose station leases it. */
  holder: storableString().nullable(),
  station: storableString().nullable(),
});
export type CrateOverview = z.infer<typeof crateOverviewSchema>;
export const cratesOverviewSchema = z.array(crateOverviewSchema);

export const recountSchema = z.object({
  productId: z.number().int(),
  storeId: z.number().int(),
  storeName: storableString(),
  name: storableString(),
  code: storableString(),
  location: storableString().nullable(),
  quantity: z.number().int(),
  reason: storableString().nullable(),
  requestedAt: storableString(),
});
export type Recount = z.infer<typeof recountSchema>;
export const recountsSchema = z.array(recountSchema);
export const recountRequestSchema = z.object({
  productId: z.number().int().positive(),
  storeId: z.number().int().positive(),
  quantity: z.number().int().min(0).max(100_000),
});

export const stockMovementKinds = [
  'reserved',
  'released',
  'picked',
  'shipped',
  'not_found',
  'recount',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];
export const stockMovementSchema = z.object({
  id: storableString(),
  kind: z.enum(stockMovementKinds),
  productCode: storableString(),
  productName: storableString(),
  storeName: storableString().nullable(),
  orderNumber: storableString().nullable(),
  quantity: z.number().int(),
  note: storableString().nullable(),
  user: storableString().nullable(),
  createdAt: storableString(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  productCode: storableString().max(64).optional(),
  kind: z.enum(stockMovementKinds).optional(),
});
export const stockMovementsPageSchema = z.object({
  items: z.array(stockMovementSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;

// ---------------------------------------------------------------------------------------------
// Packing station (warehouse or staff). The server owns the state machine; the station sends
// every scan and gets the new state and a message back:
//   GET  /api/new/warehouse/packing/stations/{stationId}   the station's state (after a reload)
//   POST /api/new/warehouse/packing/scans                   one scan → { outcome, message, state }
//   GET  /api/new/warehouse/packages/{id}/label.pdf         the carrier's label
//   GET  /api/new/warehouse/packages/{id}/slip.pdf          the packing slip
//   GET  /api/new/warehouse/handovers                       today's and earlier hand-overs
//   GET  /api/new/warehouse/handovers/{id}/protocol.pdf     the hand-over protocol of a carrier
//   GET  /api/new/warehouse/orders/{number}/invoice         the order's invoice state
//   POST /api/new/warehouse/orders/{number}/invoice/resend  e-mail a created invoice again
//
// A scan's code is a crate's code, an order number, a product's EAN or code, a serial number when
// one is asked for, or a command barcode. Commands whose effect cannot be scanned back (skip,
// cancel the order) answer `confirm` first and act on a second scan of the same command (or on
// `confirmed: true` from a button that asked in a dialog).

export const packingCommands = {
  finish: 'CMD-FINISH',
  handOver: 'CMD-HANDOVER',
  skip: 'CMD-SKIP',
  undo: 'CMD-UNDO',
  cancelOrder: 'CMD-CANCEL',
} as const;
export type PackingCommand = (typeof packingCommands)[keyof typeof packingCommands];
/** Need a second scan (or a confirmed dialog) before they act. */
export const confirmedPackingCommands: readonly PackingCommand[] = ['CMD-SKIP', 'CMD-CANCEL'];

/** A station id: chosen by the browser once (a UUID kept in its storage). */
export const stationIdSchema = storableString().regex(/^[A-Za-z0-9-]{8,64}$/);

export const scanRequestSchema = z.object({
  stationId: stationIdSchema,
  /** Unique per scan (a UUID): the same scan sent twice (a network retry) counts once. */
  scanId: z.uuid(),
  code: storableString().trim().min(1).max(64),
  /** A command asked for confirmation in a dialog, or the crate leased elsewhere is taken over. */
  confirmed: z.boolean().optional(),
  /** "Submit anyway" of a serial number already assigned elsewhere: why (audited). */
  forceReason: storableString().trim().min(3).max(500).optional(),
});
export type ScanRequest = z.infer<typeof scanRequestSchema>;

export const packingSteps = ['scan_crate', 'choose_order', 'scan_items', 'scan_serial', 'finished'] as const;
export type PackingStep = (typeof packingSteps)[number];

/**
 * What a scan came to. The station plays a sound and shows a colour per outcome, so a packer can
 * work without looking: ok-like outcomes, already scanned, not in this order, unknown, cancelled.
 */
export const scanOutcomes = [
  'ok', // crate opened, order chosen, item counted, serial accepted, taken over
  'finished', // package finished: label and slip ready
  'handed_over',
  'skipped',
  'undone',
  'order_cancelled', // the order was cancelled here
  'confirm', // a command waits for its second scan
  'serial_required', // the item counted; now scan its serial number
  'already_scanned', // "Item with code {code} has been already scanned."
  'not_in_order',
  'too_many',
  'unknown',
  'cancelled', // the order in hand was cancelled meanwhile
  'crate_empty', // "Crate does not contain any order"
  'crate_leased', // another station packs from this crate; confirmed: true takes it over
  'serial_invalid',
  'serial_taken', // assigned elsewhere; forceReason submits anyway
  'incomplete', // finish before every piece was scanned
  'carrier_failed', // the carrier refused the shipment or did not answer: finish again, or skip
  'handover_refused', // "Can not hand over to carrier. Maybe the order was cancelled."
  'nothing_to_undo',
  'not_now', // a command that does not apply in this step
] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];

/** How the station sounds and looks for an outcome. */
export type ScanTone = 'ok' | 'already' | 'wrong' | 'unknown' | 'cancelled' | 'attention';

export const packingLineSchema = z.object({
  orderItemId: z.number().int(),
  name: storableString(),
  code: storableString(),
  ean: storableString().nullable(),
  quantity: z.number().int(),
  scanned: z.number().int(),
  /** Phones need their IMEI, tablets and watches a serial number; accessories none. */
  serialKind: z.enum(['imei', 'serial']).nullable(),
  serials: z.array(storableString()),
});
export type PackingLine = z.infer<typeof packingLineSchema>;

export const packingPackageSchema = z.object({
  id: z.number().int(),
  state: z.enum(['packing', 'finished', 'handed_over', 'skipped']),
  carrier: storableString().nullable(),
  trackingNumber: storableString().nullable(),
  /** The carrier adapter runs in test mode: its label is not a real shipment. */
  testMode: z.boolean(),
  labelUrl: storableString().nullable(),
  slipUrl: storableString().nullable(),
});
export type PackingPackage = z.infer<typeof packingPackageSchema>;

export const stationStateSchema = z.object({
  stationId: stationIdSchema,
  step: z.enum(packingSteps),
  crate: z.object({ code: storableString(), name: storableString() }).nullable(),
  /** The orders in the crate, and whether each is packed already. */
  crateOrders: z.array(z.object({ number: storableString(), packed: z.boolean(), cancelled: z.boolean() })),
  order: z
    .object({
      number: storableString(),
      deliveryType: z.enum(['store', 'pickup_point', 'courier', 'express']),
      carrier: storableString(),
      cancelled: z.boolean(),
      lines: z.array(packingLineSchema),
    })
    .nullable(),
  package: packingPackageSchema.nullable(),
  /** The line whose serial number the next scan is. */
  awaitingSerialFor: z.number().int().nullable(),
  /** A command waiting for its second scan. */
  pendingCommand: z.enum(['CMD-FINISH', 'CMD-HANDOVER', 'CMD-SKIP', 'CMD-UNDO', 'CMD-CANCEL']).nullable(),
  canUndo: z.boolean(),
});
export type StationState = z.infer<typeof stationStateSchema>;

export const scanResultSchema = z.object({
  outcome: z.enum(scanOutcomes),
  /** In the shop's language, ready to show and read aloud. */
  message: storableString(),
  /** The code that was scanned, as the server read it. */
  code: storableString(),
  state: stationStateSchema,
});
export type ScanResult = z.infer<typeof scanResultSchema>;

export const handoverSchema = z.object({
  id: z.number().int(),
  number: storableString(),
  carrier: storableString(),
  date: storableString(),
  packages: z.number().int(),
  protocolUrl: storableString(),
});
export type Handover = z.infer<typeof handoverSchema>;
export const handoversSchema = z.array(handoverSchema);

/** The invoice state the warehouse sees of an order (the admin sees the whole document). */
export const warehouseInvoiceSchema = z.object({
  orderNumber: storableString(),
  state: z.enum(['not_created', 'in_progress', 'created']),
  number: storableString().nullable(),
  sentAt: storableString().nullable(),
  canResend: z.boolean(),
});
export type WarehouseInvoice = z.infer<typeof warehouseInvoiceSchema>;
