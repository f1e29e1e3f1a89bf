import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cancelInTransaction } from '../../orders/admin/cancel-order.ts';
import type { OrderDeps } from '../../orders/order-deps.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db, StoredAddress } from '../../platform/db/schema.ts';
import { carrierAdapterOf, carrierNameOf } from '../carriers/carriers.ts';
import { joinHandover } from '../handovers/carrier-handovers.ts';
import { recordStockMovements } from '../stock-movements-repository.ts';
import {
  clearDeliveryNumberOfPackage,
  findShipmentFacts,
  lockOrderForHandOver,
  markOrderReadyForPickup,
  markPackageFinished,
  markPackageSkipped,
  recordHandOver,
  selectBoxWeights,
  setOrderDeliveryNumber,
  takeOrderOutOfCrate,
} from './package-repository.ts';
import { deleteSerialsOfPackage } from './package-scan-repository.ts';
import type { LoadedOrder } from './station-state.ts';

// What finishing, handing over, skipping and cancelling do to the package, the order, the crate
// and the stock — inside the scan's transaction, each audited with the order.

/** Where a package's label lives, relative to DATA_DIR (never the web root). */
export function labelPath(shop: string, packageId: number): string {
  return join('labels', shop, `${packageId}.pdf`);
}

const text = (address: StoredAddress | null, key: string) => {
  const value = address?.[key];
  return typeof value === 'string' ? value : '';
};

/** The boxes' weight in grams, when every packed product's model has its box weight; else null. */
async function packedWeight(trx: Db, order: LoadedOrder): Promise<number | null> {
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  if (productIds.length === 0) return null;
  const boxes = await selectBoxWeights(trx, productIds);
  const weightOf = new Map(boxes.map((box) => [box.id, box.weight_g]));
  if (productIds.some((id) => !weightOf.has(id))) return null;
  return order.lines.reduce((sum, line) => sum + (weightOf.get(line.productId) ?? 0) * line.quantity, 0);
}

/**
 * Every piece scanned: the carrier books the shipment and gives its label (kept under DATA_DIR)
 * and tracking number, which becomes the order's delivery number the customer sees. A store
 * pickup has no carrier: the package waits at the counter, and the customer sees it ready.
 */
export async function finishPackage(
  trx: Db,
  deps: OrderDeps,
  actor: StaffActor,
  order: LoadedOrder,
  packageId: number,
  now: Date,
): Promise<{ trackingNumber: string | null; carrier: string; testMode: boolean; hasLabel: boolean }> {
  const adapter = carrierAdapterOf(deps.config, deps.shop, order.deliveryType);
  const carrier = carrierNameOf(deps.shop, order.deliveryType);
  let trackingNumber: string | null = null;
  let label: string | null = null;
  if (adapter) {
    const facts = await findShipmentFacts(trx, order.id);
    const address = facts.delivery_address ?? facts.billing_address;
    const unpaidCash = facts.payment_type === 'cash_on_delivery' && facts.payment_status !== 'paid';
    const total = { amount: facts.total_amount, currency: facts.currency };
    const firstName = text(address, 'first_name');
    const lastName = text(address, 'last_name');
    const shipment = await adapter.createShipment({
      shop: deps.shop,
      packageId,
      orderNumber: order.number,
      carrier,
      recipient: {
        name: `${firstName} ${lastName}`.trim() || text(address, 'company'),
        firstName,
        lastName,
        street: text(address, 'address'),
        city: text(address, 'city'),
        postcode: text(address, 'postcode'),
        phone: text(address, 'phone') || text(facts.billing_address, 'phone'),
        email: facts.email || text(facts.billing_address, 'email') || null,
      },
      pickupPoint:
        facts.pointNetwork && facts.pointCode ? { network: facts.pointNetwork, code: facts.pointCode } : null,
      value: total,
      cashOnDelivery: unpaidCash ? total : null,
      pieces: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      weightGrams: await packedWeight(trx, order),
    });
    trackingNumber = shipment.trackingNumber;
    label = labelPath(deps.shop, packageId);
    const file = join(deps.config.dataDir, label);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, shipment.labelPdf);
  }
  await markPackageFinished(
    trx,
    packageId,
    { carrier, trackingNumber, testMode: adapter?.testMode ?? false, labelPath: label, packedBy: actor.id },
    now,
  );
  if (adapter) await setOrderDeliveryNumber(trx, order.id, trackingNumber);
  // Packed where the customer collects it: ready at the counter.
  else await markOrderReadyForPickup(trx, order.id);
  await recordStaffChange(trx, deps.shop, actor, {
    entity: 'order',
    entityId: order.id,
    action: 'finish-package',
    before: null,
    after: { packageId, carrier, trackingNumber, testMode: adapter?.testMode ?? false },
  });
  return { trackingNumber, carrier, testMode: adapter?.testMode ?? false, hasLabel: label !== null };
}

/**
 * The package leaves with its carrier (joining the carrier's hand-over of the day) or goes to the
 * store's pickup counter. The order must still be alive: cancelled meanwhile, it is refused (null).
 * Its pieces are recorded as shipped, and the order leaves its crate.
 */
export async function handOverPackage(
  trx: Db,
  deps: OrderDeps,
  actor: StaffActor,
  order: LoadedOrder,
  packageId: number,
  now: Date,
): Promise<{ carrier: string | null } | null> {
  // Locked, so a cancellation running now either happened before (refused) or waits for this.
  const locked = await lockOrderForHandOver(trx, order.id);
  if (locked.status === 'cancelled') return null;
  const toCarrier = locked.delivery_type !== 'store';
  const carrier = carrierNameOf(deps.shop, locked.delivery_type);
  const handover = toCarrier ? await joinHandover(trx, deps.shop, carrier, actor.id, now) : null;
  await recordHandOver(
    trx,
    { packageId, orderId: order.id, handoverId: handover?.id ?? null, toCarrier },
    now,
  );
  await recordStockMovements(
    trx,
    deps.shop,
    order.lines.map((line) => ({
      kind: 'shipped' as const,
      productId: line.productId,
      storeId: locked.pickedIn ?? locked.store_id,
      orderId: order.id,
      quantity: line.quantity,
      note: handover?.number ?? null,
      userId: actor.id,
    })),
  );
  await recordStaffChange(trx, deps.shop, actor, {
    entity: 'order',
    entityId: order.id,
    action: 'hand-over',
    before: { status: locked.status },
    after: { packageId, carrier: toCarrier ? carrier : null, handover: handover?.number ?? null },
  });
  return { carrier: toCarrier ? carrier : null };
}

/**
 * The packer puts the order aside (skip) or cancels it here (the admin's cancellation: stock back,
 * refund, credit note, e-mail). The package is dropped with its serial numbers; a skipped order
 * stays picked in its crate, a cancelled one leaves it (its pieces go back to the shelf).
 */
export async function leaveOrder(
  trx: Db,
  deps: OrderDeps,
  actor: StaffActor,
  order: LoadedOrder,
  packageId: number,
  how: 'skip' | 'cancel',
): Promise<void> {
  if (how === 'cancel' && order.status !== 'cancelled')
    await cancelInTransaction(trx, deps, actor, order.number, new Date());
  await deleteSerialsOfPackage(trx, packageId);
  await clearDeliveryNumberOfPackage(trx, order.id, packageId);
  await markPackageSkipped(trx, packageId);
  if (how === 'cancel' || order.status === 'cancelled') await takeOrderOutOfCrate(trx, order.id);
  if (how === 'skip')
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'order',
      entityId: order.id,
      action: 'skip-package',
      before: { packageId },
      after: { state: 'skipped', cancelled: order.status === 'cancelled' },
    });
}
