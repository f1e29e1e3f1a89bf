import type { PackingLine, PackingStep, StationState } from 'shared-domain/contracts/staff.ts';
import type { Db, DeliveryType, OrderStatus } from '../../platform/db/schema.ts';
import { type SerialKind, serialKindOf } from './serial-numbers.ts';
import {
  type CrateOrder,
  type LoadedPackage,
  selectCrateWithPickedOrders,
  selectOrderLinesWithScans,
  selectStationContext,
} from './station-context-repository.ts';

// What a packing station has in hand, read in the scan's transaction with at most three queries
// (the crate and its orders; the order and its lines with their scan counts; the package), and
// the station's state as the wire contract shows it.

export const PACKING_API = '/api/new/warehouse';

export interface StationRow {
  id: string;
  shop: 'cz' | 'ro';
  user_id: number | null;
  crate_id: number | null;
  order_id: number | null;
  package_id: number | null;
  step: string;
  pending_command: string | null;
}

export interface LoadedLine extends PackingLine {
  productId: number;
  serialKind: SerialKind | null;
}

export interface LoadedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  lines: LoadedLine[];
}

export interface StationContext {
  station: StationRow;
  crate: { id: number; code: string; name: string; stationId: string | null; leasedAt: Date | null } | null;
  crateOrders: CrateOrder[];
  order: LoadedOrder | null;
  pkg: LoadedPackage | null;
}

function latest(...dates: (Date | string | null)[]): Date | null {
  const times = dates.filter((date) => date !== null).map((date) => new Date(date).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

export async function loadCrate(trx: Db, crateId: number) {
  const rows = await selectCrateWithPickedOrders(trx, crateId);
  const first = rows[0];
  if (!first) return { crate: null, crateOrders: [] };
  return {
    crate: {
      id: first.id,
      code: first.code,
      name: first.name,
      stationId: first.station_id,
      // The lease lives while its station scans: the later of the lease and the station's last scan.
      leasedAt: latest(first.leased_at, first.stationActiveAt),
    },
    // A handed-over order has left the crate, even while its picking row still names it.
    crateOrders: rows
      .filter((row) => row.orderId !== null && row.packageState !== 'handed_over')
      .map((row) => ({
        id: row.orderId as number,
        number: row.number as string,
        status: row.status as OrderStatus,
        packageState: row.packageState,
      })),
  };
}

export async function loadOrder(
  trx: Db,
  orderId: number,
  packageId: number | null,
): Promise<LoadedOrder | null> {
  const rows = await selectOrderLinesWithScans(trx, orderId, packageId);
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    number: first.number,
    status: first.status,
    deliveryType: first.delivery_type ?? 'courier',
    lines: rows.map((row) => ({
      orderItemId: row.orderItemId,
      productId: row.product_id,
      name: row.name,
      code: row.code,
      ean: row.ean,
      quantity: row.quantity,
      scanned: Number(row.scanned),
      serialKind: serialKindOf(row.typeCode),
      serials: row.serials ?? [],
    })),
  };
}

/** A scan already answered: who sent it, and the answer kept. */
export interface PriorScan {
  userId: number | null;
  response: unknown;
}

/**
 * The station's crate (with its orders), order (with each line's scan count and serials) and
 * package — and the kept answer of `scanId` when given: read in one statement.
 */
export async function loadContext(
  trx: Db,
  station: StationRow,
  scanId: string | null = null,
): Promise<StationContext & { prior: PriorScan | null }> {
  const row = await selectStationContext(trx, station, scanId);
  const crate = row?.crate ?? null;
  const order = row?.order ?? null;
  return {
    station,
    prior: row?.prior ?? null,
    crate: crate
      ? {
          id: crate.id,
          code: crate.code,
          name: crate.name,
          stationId: crate.stationId,
          leasedAt: crate.leasedAt ? new Date(crate.leasedAt) : null,
        }
      : null,
    crateOrders: crate?.orders ?? [],
    order: order
      ? {
          ...order,
          lines: (order.lines ?? []).map(({ typeCode, ...line }) => ({
            ...line,
            serialKind: serialKindOf(typeCode),
          })),
        }
      : null,
    pkg: row?.pkg ?? null,
  };
}

/** The line whose serial number is missing: a piece counted without its serial yet. */
export function awaitingSerialLine(order: LoadedOrder | null): LoadedLine | null {
  return order?.lines.find((line) => line.serialKind !== null && line.serials.length < line.scanned) ?? null;
}

export function stepOf(station: StationRow): PackingStep {
  const known: readonly string[] = ['scan_crate', 'choose_order', 'scan_items', 'scan_serial', 'finished'];
  return known.includes(station.step) ? (station.step as PackingStep) : 'scan_crate';
}

export function stationStateOf(context: StationContext, carrier: string): StationState {
  const { station, crate, order, pkg } = context;
  const packageUrl = (id: number, file: string) => `${PACKING_API}/packages/${id}/${file}`;
  const live = pkg && pkg.state !== 'skipped' && pkg.state !== 'packing';
  return {
    stationId: station.id,
    step: stepOf(station),
    crate: crate ? { code: crate.code, name: crate.name } : null,
    crateOrders: context.crateOrders.map((row) => ({
      number: row.number,
      packed: row.packageState === 'finished',
      cancelled: row.status === 'cancelled',
    })),
    order: order
      ? {
          number: order.number,
          deliveryType: order.deliveryType,
          carrier,
          cancelled: order.status === 'cancelled',
          lines: order.lines.map(({ productId: _productId, ...line }) => line),
        }
      : null,
    package: pkg
      ? {
          id: pkg.id,
          state: pkg.state,
          carrier: pkg.carrier,
          trackingNumber: pkg.trackingNumber,
          testMode: pkg.testMode,
          labelUrl: live && pkg.hasLabel ? packageUrl(pkg.id, 'label.pdf') : null,
          slipUrl: live ? packageUrl(pkg.id, 'slip.pdf') : null,
        }
      : null,
    awaitingSerialFor:
      stepOf(station) === 'scan_serial' ? (awaitingSerialLine(order)?.orderItemId ?? null) : null,
    pendingCommand: (station.pending_command as StationState['pendingCommand']) ?? null,
    canUndo: Boolean(pkg?.state === 'packing' && pkg.canUndo),
  };
}
