import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { Db } from '../../platform/db/schema.ts';

// The scans of the packing stations, each kept with its answer, and the serial numbers they gave.

export interface NewScan {
  scanId: string;
  stationId: string;
  userId: number;
  packageId: number | null;
  orderItemId: number | null;
  code: string;
  outcome: string;
  serial: string | null;
  forcedReason: string | null;
  /** The answer, kept so that the same scan sent again is answered the same. */
  response: string;
}

export async function insertScan(trx: Db, scan: NewScan): Promise<{ id: string }> {
  const [row] = await executePrepared(
    trx,
    trx
      .insertInto('package_scans')
      .values({
        scan_id: scan.scanId,
        station_id: scan.stationId,
        user_id: scan.userId,
        package_id: scan.packageId,
        order_item_id: scan.orderItemId,
        code: scan.code,
        outcome: scan.outcome,
        serial: scan.serial,
        forced_reason: scan.forcedReason,
        response: scan.response,
      })
      .returning('id'),
  );
  return row;
}

export async function insertProductSerial(
  trx: Db,
  serial: {
    serial: string;
    productId: number;
    orderItemId: number;
    scanId: string;
    forcedReason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('product_serials')
    .values({
      serial: serial.serial,
      product_id: serial.productId,
      order_item_id: serial.orderItemId,
      scan_id: serial.scanId,
      forced_reason: serial.forcedReason,
    })
    .execute();
}

/** Who sent the scan with this id and the answer kept; undefined for an id not seen. */
export async function findScanAnswer(db: Db, scanId: string) {
  return db
    .selectFrom('package_scans')
    .select(['user_id', 'response'])
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
}

/** The order line a serial number is given to already; undefined for a serial not given. */
export async function findSerialHolder(trx: Db, serial: string) {
  return trx
    .selectFrom('product_serials')
    .select('order_item_id')
    .where('serial', '=', serial)
    .limit(1)
    .executeTakeFirst();
}

/** Marks the package's last effective scan (not undone) undone; undefined when it has none. */
export async function undoLastScan(trx: Db, packageId: number, now: Date) {
  return trx
    .updateTable('package_scans')
    .set({ undone_at: now })
    .where(
      'id',
      '=',
      trx
        .selectFrom('package_scans')
        .select('id')
        .where('package_id', '=', packageId)
        .where('order_item_id', 'is not', null)
        .where('undone_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .returning(['id', 'order_item_id', 'serial'])
    .executeTakeFirst();
}

export async function deleteSerialsOfScan(trx: Db, scanId: string): Promise<void> {
  await trx.deleteFrom('product_serials').where('scan_id', '=', scanId).execute();
}

export async function deleteSerialsOfPackage(trx: Db, packageId: number): Promise<void> {
  await trx
    .deleteFrom('product_serials')
    .where('scan_id', 'in', trx.selectFrom('package_scans').select('id').where('package_id', '=', packageId))
    .execute();
}
