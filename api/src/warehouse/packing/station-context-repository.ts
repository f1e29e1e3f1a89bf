import { sql } from 'kysely';
import type { PackingLine } from 'shared-domain/contracts/staff.ts';
import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { Db, DeliveryType, OrderStatus, PackageState } from '../../platform/db/schema.ts';

// What a packing station has in hand, as the database gives it: the crate and its orders, the
// order and its lines with their scan counts, the package.

/** The crate with each order picked into it (left-joined, so an empty crate is one row) and its live package. */
export async function selectCrateWithPickedOrders(trx: Db, crateId: number) {
  return trx
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
}

/** The order, one row per line: the line's product, how many pieces the package counted and its serials. */
export async function selectOrderLinesWithScans(trx: Db, orderId: number, packageId: number | null) {
  return trx
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
}

/** An order in the station's crate, with its package's state once it has one. */
export interface CrateOrder {
  id: number;
  number: string;
  status: OrderStatus;
  packageState: PackageState | null;
}

/** The package the station is packing. */
export interface LoadedPackage {
  id: number;
  state: PackageState;
  carrier: string | null;
  trackingNumber: string | null;
  testMode: boolean;
  hasLabel: boolean;
  canUndo: boolean;
}

/** The station's crate, order, package and a kept scan answer, as one statement's JSON columns. */
export interface StationContextRow {
  prior: { userId: number | null; response: unknown } | null;
  crate: {
    id: number;
    code: string;
    name: string;
    stationId: string | null;
    leasedAt: string | null;
    orders: CrateOrder[];
  } | null;
  order: {
    id: number;
    number: string;
    status: OrderStatus;
    deliveryType: DeliveryType;
    lines: (Omit<PackingLine, 'serialKind'> & { productId: number; typeCode: string })[];
  } | null;
  pkg: LoadedPackage | null;
}

/**
 * The station's crate (with its orders), order (with each line's scan count and serials) and
 * package — and the kept answer of `scanId` when given — in one statement: a scan is a handful of
 * round trips to the database, not a dozen.
 */
export async function selectStationContext(
  trx: Db,
  station: { crate_id: number | null; order_id: number | null; package_id: number | null },
  scanId: string | null,
): Promise<StationContextRow | undefined> {
  // Prepared: planning this statement costs more than running it, and every scan runs it.
  const rows = await executePrepared(
    trx,
    trx.selectNoFrom([
      sql<StationContextRow['prior']>`(select json_build_object('userId', s.user_id, 'response', s.response)
        from package_scans s where s.scan_id = ${scanId}::uuid)`.as('prior'),
      sql<StationContextRow['crate']>`(select json_build_object('id', c.id, 'code', c.code, 'name', c.name,
          'stationId', c.station_id, 'leasedAt', c.leased_at,
          'orders', coalesce((select json_agg(json_build_object('id', o.id, 'number', o.number,
              'status', o.status, 'packageState', pk.state) order by o.id)
            from order_picking op
            join orders o on o.id = op.order_id
            left join order_packages pk on pk.order_id = o.id and pk.state <> 'skipped'
            where op.crate_id = c.id and op.status = 'picked'
              and (pk.state is null or pk.state <> 'handed_over')), '[]'::json))
        from crates c where c.id = ${station.crate_id}::int)`.as('crate'),
      sql<
        StationContextRow['order']
      >`(select json_build_object('id', o.id, 'number', o.number, 'status', o.status,
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
      sql<
        StationContextRow['pkg']
      >`(select json_build_object('id', pk.id, 'state', pk.state, 'carrier', pk.carrier,
          'trackingNumber', pk.tracking_number, 'testMode', pk.test_mode, 'hasLabel', pk.label_path is not null,
          'canUndo', exists (select 1 from package_scans s where s.package_id = pk.id
            and s.order_item_id is not null and s.undone_at is null))
        from order_packages pk where pk.id = ${station.package_id}::int)`.as('pkg'),
    ]),
  );
  return rows[0];
}
