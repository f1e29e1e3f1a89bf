import { sql } from 'kysely';
import type { PackingLine, PackingStep, StationState } from 'shared-domain/contracts/staff.ts';
import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { Db, DeliveryType, OrderStatus, PackageState } from '../../platform/db/schema.ts';
import { type SerialKind, serialKindOf } from './serial-numbers.ts';

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

export interface CrateOrder {
  id: number;
  number: string;
  status: OrderStatus;
  packageState: PackageState | null;
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

export interface LoadedPackage {
  id: number;
  state: PackageState;
  carrier: string | null;
  trackingNumber: string | null;
  testMode: boolean;
  hasLabel: boolean;
  canUndo: boolean;
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
  const rows = await trx
    .selectFrom('crates as c')
    .leftJoin('order_picking as op', (join) =>
      join.onRef('op.crate_id', '=', 'c.id').on('op.status', '=', 'picked'),
    )
    .leftJoin('orders as o', 'o.id', 'op.order_id')
    .leftJoin('order_packages as pk', (join) =>
      join.onRef('pk.order_id', '=', 'o.id').on('pk.state', '<>', 'skipped'),
    )
    .leftJoin('packing_stations as ps', 'ps.id', 'c.station_id')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.station_id',
      'c.leased_at',
      'ps.updated_at as stationActiveAt',
      'o.id as orderId',
      'o.number',
      'o.status',
      'pk.state as packageState',
    ])
    .where('c.id', '=', crateId)
    .orderBy('o.id')
    .execute();
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
  const rows = await trx
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('product_types as pt', 'pt.id', 'm.product_type_id')
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.delivery_type',
      'oi.id as orderItemId',
      'oi.product_id',
      'oi.quantity',
      sql<string>`coalesce(oi.name, m.name)`.as('name'),
      'p.code',
      'p.ean',
      'pt.code as typeCode',
      sql<string>`(select count(*) from package_scans s where s.package_id = ${packageId}
        and s.order_item_id = oi.id and s.serial is null and s.undone_at is null)`.as('scanned'),
      sql<string[] | null>`(select array_agg(ps.serial order by ps.id) from product_serials ps
        where ps.order_item_id = oi.id)`.as('serials'),
    ])
    .where('o.id', '=', orderId)
    .orderBy('oi.id')
    .execute();
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

interface ContextRow {
  prior: PriorScan | null;
  crate: {
    id: number;
    code: string;
    name: string;
    stationId: string | null;
    leasedAt: string | null;
    orders: CrateOrder[];
  } | null;
  order:
    | (Omit<LoadedOrder, 'lines'> & { lines: (Omit<LoadedLine, 'serialKind'> & { typeCode: string })[] })
    | null;
  pkg: LoadedPackage | null;
}

/**
 * The station's crate (with its orders), order (with each line's scan count and serials) and
 * package — and the kept answer of `scanId` when given — in one statement: a scan is a handful of
 * round trips to the database, not a dozen.
 */
export async function loadContext(
  trx: Db,
  station: StationRow,
  scanId: string | null = null,
): Promise<StationContext & { prior: PriorScan | null }> {
  // Prepared: planning this statement costs more than running it, and every scan runs it.
  const rows = await executePrepared(
    trx,
    trx.selectNoFrom([
      sql<ContextRow['prior']>`(select json_build_object('userId', s.user_id, 'response', s.response)
        from package_scans s where s.scan_id = ${scanId}::uuid)`.as('prior'),
      sql<ContextRow['crate']>`(select json_build_object('id', c.id, 'code', c.code, 'name', c.name,
          'stationId', c.station_id, 'leasedAt', c.leased_at,
          'orders', coalesce((select json_agg(json_build_object('id', o.id, 'number', o.number,
              'status', o.status, 'packageState', pk.state) order by o.id)
            from order_picking op
            join orders o on o.id = op.order_id
            left join order_packages pk on pk.order_id = o.id and pk.state <> 'skipped'
            where op.crate_id = c.id and op.status = 'picked'
              and (pk.state is null or pk.state <> 'handed_over')), '[]'::json))
        from crates c where c.id = ${station.crate_id}::int)`.as('crate'),
      sql<ContextRow['order']>`(select json_build_object('id', o.id, 'number', o.number, 'status', o.status,
          'deliveryType', coalesce(o.delivery_type, 'courier'),
          'lines', (select json_agg(json_build_object('orderItemId', oi.id, 'productId', oi.product_id,
              'name', coalesce(oi.name, m.name), 'code', p.code, 'ean', p.ean, 'quantity', oi.quantity,
              'typeCode', pt.code,
              'scanned', (select count(*) from package_scans s where s.package_id = ${station.package_id}::int
                and s.order_item_id = oi.id and s.serial is null and s.undone_at is null),
              'serials', coalesce((select json_agg(ps.serial order by ps.id) from product_serials ps
                where ps.order_item_id = oi.id), '[]'::json)) order by oi.id)
            from order_items oi
            join products p on p.id = oi.product_id
            join models m on m.id = p.model_id
            join product_types pt on pt.id = m.product_type_id
            where oi.order_id = o.id))
        from orders o where o.id = ${station.order_id}::int)`.as('order'),
      sql<ContextRow['pkg']>`(select json_build_object('id', pk.id, 'state', pk.state, 'carrier', pk.carrier,
          'trackingNumber', pk.tracking_number, 'testMode', pk.test_mode, 'hasLabel', pk.label_path is not null,
          'canUndo', exists (select 1 from package_scans s where s.package_id = pk.id
            and s.order_item_id is not null and s.undone_at is null))
        from order_packages pk where pk.id = ${station.package_id}::int)`.as('pkg'),
    ]),
  );
  const row = rows[0];
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
