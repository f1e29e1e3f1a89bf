import type { PackingCommand, PackingStep, ScanOutcome, ScanRequest } from 'shared-domain/contracts/staff.ts';
import { canCancel } from '../../orders/admin/admin-order-detail.ts';
import type { OrderDeps } from '../../orders/order-deps.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CarrierError } from '../carriers/carrier-adapter.ts';
import { finishPackage, handOverPackage, leaveOrder } from './package-actions.ts';
import { deleteSerialsOfScan, findSerialHolder, undoLastScan } from './package-scan-repository.ts';
import {
  findFirstOrderWithProduct,
  findLineAwaitingSerial,
  findScannedCode,
  insertLivePackage,
  leaseCrate,
  moveLivePackage,
  releaseCrate,
} from './packing-repository.ts';
import { fillText, type PackingTexts, packingTexts } from './packing-texts.ts';
import { validSerial } from './serial-numbers.ts';
import type { CrateOrder } from './station-context-repository.ts';
import { clearStationOfCrate, updateStation } from './station-repository.ts';
import {
  awaitingSerialLine,
  type LoadedLine,
  loadCrate,
  loadOrder,
  type StationContext,
  type StationRow,
  stepOf,
} from './station-state.ts';

// The packing state machine: what one scan does at a station in the step it is in. The server
// owns it; the station only shows the state and the message it gets back.

/** A crate leased to a station that scanned within this time is still in its hands. */
export const LEASE_MS = 15 * 60 * 1000;

export interface Answer {
  outcome: ScanOutcome;
  message: string;
  /** The scan changed more than the counts in hand: the state is read again. */
  reload?: boolean;
  /** An effective scan (a piece counted or a serial given): what undo reverts. */
  record?: {
    packageId: number;
    orderItemId: number;
    productId?: number;
    serial?: string;
    forcedReason?: string;
  };
}

type Resolved =
  | { kind: 'crate'; id: number }
  | { kind: 'order'; id: number }
  | { kind: 'product'; id: number }
  | null;

export class PackingRun {
  readonly station: StationRow;
  private readonly texts: PackingTexts;
  private readonly changes: Partial<StationRow> = {};

  private readonly trx: Db;
  private readonly deps: OrderDeps;
  private readonly actor: StaffActor;
  private readonly input: ScanRequest;
  private readonly context: StationContext;
  private readonly now: Date;

  constructor(
    trx: Db,
    deps: OrderDeps,
    actor: StaffActor,
    input: ScanRequest,
    context: StationContext,
    now: Date,
  ) {
    this.trx = trx;
    this.deps = deps;
    this.actor = actor;
    this.input = input;
    this.context = context;
    this.now = now;
    this.station = { ...context.station };
    this.texts = packingTexts[deps.shop];
  }

  private say(
    outcome: ScanOutcome,
    template: keyof PackingTexts,
    values: Record<string, string | number> = {},
  ) {
    return { outcome, message: fillText(this.texts[template], values) };
  }

  private set(changes: Partial<StationRow>): void {
    Object.assign(this.station, changes);
    Object.assign(this.changes, changes);
  }

  async saveStation(): Promise<void> {
    if (Object.keys(this.changes).length === 0) return;
    await updateStation(this.trx, this.station.id, this.changes, this.now);
  }

  async handle(code: string, command: PackingCommand | null): Promise<Answer> {
    // A command waiting for its second scan waits only until the next scan of anything else.
    if (this.station.pending_command && this.station.pending_command !== command)
      this.set({ pending_command: null });
    const step = stepOf(this.station);
    if (command) return this.command(command, step, code);
    if (step === 'scan_serial') return this.serial(code);
    const order = this.context.order;
    if (step === 'scan_items' && order) {
      const lines = this.linesOf(code);
      if (lines.length > 0) return this.countPiece(lines);
    }
    const resolved = await this.resolve(code);
    if (resolved?.kind === 'crate' && step !== 'scan_items') return this.openCrate(resolved.id);
    if (step === 'choose_order') {
      if (resolved?.kind === 'order') return this.chooseByNumber(resolved.id, code);
      if (resolved?.kind === 'product') return this.chooseByItem(resolved.id, code);
    }
    if (step === 'scan_items' && resolved?.kind === 'product') {
      if (order?.status === 'cancelled') return this.say('cancelled', 'cancelled', { number: order.number });
      return this.say('not_in_order', 'notInOrder', { code });
    }
    if (!resolved) return this.say('unknown', 'unknown', { code });
    if (step === 'scan_crate') return this.say('not_now', 'scanCrate');
    return this.say('not_now', 'notNow', { code });
  }

  private linesOf(code: string): LoadedLine[] {
    return this.context.order?.lines.filter((line) => line.code === code || line.ean === code) ?? [];
  }

  /** A code's meaning outside the order in hand: a crate of this shop, an order of it, a product. */
  private async resolve(code: string): Promise<Resolved> {
    return (await findScannedCode(this.trx, this.deps.shop, code)) ?? null;
  }

  // -- crates and orders ---------------------------------------------------------------------

  private async openCrate(crateId: number): Promise<Answer> {
    const { crate, crateOrders } = await loadCrate(this.trx, crateId);
    if (!crate) return this.say('unknown', 'unknown', { code: this.input.code });
    if (crateOrders.length === 0) return this.say('crate_empty', 'crateEmpty');
    const leasedElsewhere =
      crate.stationId !== null &&
      crate.stationId !== this.station.id &&
      crate.leasedAt !== null &&
      this.now.getTime() - new Date(crate.leasedAt).getTime() < LEASE_MS;
    if (leasedElsewhere && !this.input.confirmed)
      return this.say('crate_leased', 'crateLeased', { crate: crate.name });
    if (leasedElsewhere) await this.takeOver(crate.id, crate.stationId as string);
    if (this.station.crate_id !== null && this.station.crate_id !== crate.id)
      await releaseCrate(this.trx, this.station.crate_id, this.station.id, this.now);
    await leaseCrate(this.trx, crate.id, { stationId: this.station.id, userId: this.actor.id }, this.now);
    this.set({ crate_id: crate.id, order_id: null, package_id: null, step: 'choose_order' });
    const next = await this.nextOrder(crateOrders, null);
    if (leasedElsewhere) return { ...this.say('ok', 'takenOver', { crate: crate.name }), reload: true };
    if (next?.outcome === 'cancelled')
      return { ...this.say('cancelled', 'cancelled', { number: next.number }), reload: true };
    if (next)
      return { ...this.say('ok', 'crateOpened', { crate: crate.name, number: next.number }), reload: true };
    return {
      ...this.say('ok', 'chooseOrder', { crate: crate.name, count: crateOrders.length }),
      reload: true,
    };
  }

  /** Another station's crate, taken over after a confirmation: that station starts over. Audited. */
  private async takeOver(crateId: number, otherStation: string): Promise<void> {
    await clearStationOfCrate(this.trx, otherStation, crateId);
    await recordStaffChange(this.trx, this.deps.shop, this.actor, {
      entity: 'crate',
      entityId: crateId,
      action: 'take-over',
      before: { stationId: otherStation },
      after: { stationId: this.station.id },
    });
  }

  /**
   * After the crate is opened or an order has left the station: the only order left is taken in
   * hand by itself; several wait for a choice; none frees the crate and the station.
   */
  private async nextOrder(
    crateOrders: readonly CrateOrder[],
    leaving: number | null,
  ): Promise<{ number: string; outcome: ScanOutcome } | null> {
    const left = crateOrders.filter((order) => order.id !== leaving);
    if (left.length === 0) {
      if (this.station.crate_id !== null)
        await releaseCrate(this.trx, this.station.crate_id, this.station.id, this.now);
      this.set({ crate_id: null, order_id: null, package_id: null, step: 'scan_crate' });
      return null;
    }
    this.set({ order_id: null, package_id: null, step: 'choose_order' });
    if (left.length > 1) return null;
    const [only] = left;
    await this.takeInHand(only.id);
    return { number: only.number, outcome: only.status === 'cancelled' ? 'cancelled' : 'ok' };
  }

  /** The order's live package (resumed from another station, or new) becomes the station's. */
  private async takeInHand(orderId: number): Promise<void> {
    const { trx } = this;
    let pkg = await insertLivePackage(trx, {
      orderId,
      crateId: this.station.crate_id,
      stationId: this.station.id,
      packedBy: this.actor.id,
    });
    const resumed = !pkg;
    if (!pkg) {
      pkg = await moveLivePackage(trx, orderId, {
        stationId: this.station.id,
        crateId: this.station.crate_id,
      });
    }
    const step: PackingStep = pkg.state === 'finished' ? 'finished' : 'scan_items';
    this.set({ order_id: orderId, package_id: pkg.id, step });
    // A resumed package may wait for a serial: the state read again shows which step it is in.
    if (resumed && step === 'scan_items') {
      const waiting = await findLineAwaitingSerial(trx, orderId, pkg.id);
      if (waiting) this.set({ step: 'scan_serial' });
    }
  }

  private async chooseByNumber(orderId: number, code: string): Promise<Answer> {
    const chosen = this.context.crateOrders.find((order) => order.id === orderId);
    if (!chosen) return this.say('not_now', 'notNow', { code });
    await this.takeInHand(chosen.id);
    if (chosen.status === 'cancelled')
      return { ...this.say('cancelled', 'cancelled', { number: chosen.number }), reload: true };
    return { ...this.say('ok', 'orderChosen', { number: chosen.number }), reload: true };
  }

  /** An item scanned to choose: the first order of the crate with it, and the piece counts. */
  private async chooseByItem(productId: number, code: string): Promise<Answer> {
    const candidates = this.context.crateOrders.filter(
      (order) => order.status !== 'cancelled' && order.packageState !== 'finished',
    );
    if (candidates.length === 0) return this.say('not_in_order', 'notInOrder', { code });
    const holder = await findFirstOrderWithProduct(
      this.trx,
      candidates.map((order) => order.id),
      productId,
    );
    if (!holder) return this.say('not_in_order', 'notInOrder', { code });
    await this.takeInHand(holder.order_id);
    const order = await loadOrder(this.trx, holder.order_id, this.station.package_id);
    if (!order) return this.say('unknown', 'unknown', { code });
    const lines = order.lines.filter((line) => line.code === code || line.ean === code);
    if (this.station.step !== 'scan_items' || lines.length === 0 || this.station.package_id === null)
      return { ...this.say('ok', 'orderChosen', { number: order.number }), reload: true };
    // Not read again: the piece this scan counts is written after the answer is made, so the
    // answer is the order just read with the piece added.
    this.context.order = order;
    this.context.pkg = {
      id: this.station.package_id,
      state: 'packing',
      carrier: null,
      trackingNumber: null,
      testMode: false,
      hasLabel: false,
      canUndo: false,
    };
    return this.countPiece(lines);
  }

  // -- items and serial numbers ----------------------------------------------------------------

  private async countPiece(lines: LoadedLine[]): Promise<Answer> {
    const order = this.context.order;
    const packageId = this.station.package_id;
    if (!order || packageId === null) return this.say('not_now', 'notNow', { code: this.input.code });
    if (order.status === 'cancelled') return this.say('cancelled', 'cancelled', { number: order.number });
    const code = this.input.code.trim();
    const line = lines.find((candidate) => candidate.scanned < candidate.quantity);
    if (!line) {
      const ordered = lines.reduce((sum, candidate) => sum + candidate.quantity, 0);
      return ordered === 1
        ? this.say('already_scanned', 'alreadyScanned', { code })
        : this.say('too_many', 'tooMany', { code, quantity: ordered });
    }
    line.scanned += 1;
    if (this.context.pkg) this.context.pkg.canUndo = true;
    const record = { packageId, orderItemId: line.orderItemId };
    if (line.serialKind) {
      this.set({ step: 'scan_serial' });
      const template = line.serialKind === 'imei' ? 'serialRequiredImei' : 'serialRequiredSerial';
      return { ...this.say('serial_required', template, { name: line.name }), record };
    }
    return {
      ...this.say('ok', 'itemCounted', { name: line.name, scanned: line.scanned, quantity: line.quantity }),
      record,
    };
  }

  private async serial(code: string): Promise<Answer> {
    const order = this.context.order;
    const line = awaitingSerialLine(order);
    const packageId = this.station.package_id;
    if (!order || !line?.serialKind || packageId === null) {
      this.set({ step: 'scan_items' });
      return this.say('not_now', 'notNow', { code });
    }
    const invalid = line.serialKind === 'imei' ? 'serialInvalidImei' : 'serialInvalidSerial';
    // A product's own barcode scanned instead of its serial is a slip, not a serial number.
    if (this.linesOf(code).length > 0) return this.say('serial_invalid', invalid, { code });
    const serial = validSerial(line.serialKind, code);
    if (!serial) return this.say('serial_invalid', invalid, { code });
    const taken = await findSerialHolder(this.trx, serial);
    const reason = this.input.forceReason;
    if (taken && !reason) return this.say('serial_taken', 'serialTaken', { code: serial });
    if (taken && reason)
      await recordStaffChange(this.trx, this.deps.shop, this.actor, {
        entity: 'order',
        entityId: order.id,
        action: 'force-serial',
        before: { serial, assignedToOrderItem: taken.order_item_id },
        after: { serial, orderItemId: line.orderItemId, reason },
      });
    line.serials.push(serial);
    if (this.context.pkg) this.context.pkg.canUndo = true;
    this.set({ step: awaitingSerialLine(order) ? 'scan_serial' : 'scan_items' });
    const record = {
      packageId,
      orderItemId: line.orderItemId,
      productId: line.productId,
      serial,
      forcedReason: taken ? reason : undefined,
    };
    return { ...this.say('ok', taken ? 'serialForced' : 'serialAccepted', { code: serial }), record };
  }

  // -- commands ----------------------------------------------------------------------------------

  private async command(command: PackingCommand, step: PackingStep, code: string): Promise<Answer> {
    const order = this.context.order;
    const inHand = order !== null && (step === 'scan_items' || step === 'scan_serial' || step === 'finished');
    switch (command) {
      case 'CMD-UNDO':
        if (step === 'scan_items' || step === 'scan_serial') return this.undo();
        return this.say('nothing_to_undo', 'nothingToUndo');
      case 'CMD-FINISH':
        if (!order || (step !== 'scan_items' && step !== 'scan_serial'))
          return this.say('not_now', 'notNow', { code });
        return this.finish();
      case 'CMD-HANDOVER':
        if (!order || step !== 'finished') return this.say('not_now', 'notNow', { code });
        return this.handOver();
      case 'CMD-SKIP':
      case 'CMD-CANCEL': {
        if (!inHand || !order) return this.say('not_now', 'notNow', { code });
        // Acts on the second scan of the same command, or on a dialog's confirmation.
        if (!this.input.confirmed && this.station.pending_command !== command) {
          this.set({ pending_command: command });
          return this.say('confirm', command === 'CMD-SKIP' ? 'confirmSkip' : 'confirmCancel', {
            number: order.number,
          });
        }
        this.set({ pending_command: null });
        return command === 'CMD-SKIP' ? this.skip() : this.cancelOrder();
      }
    }
  }

  private async undo(): Promise<Answer> {
    const packageId = this.station.package_id;
    const order = this.context.order;
    if (packageId === null || !order) return this.say('nothing_to_undo', 'nothingToUndo');
    const last = await undoLastScan(this.trx, packageId, this.now);
    if (!last) return this.say('nothing_to_undo', 'nothingToUndo');
    const line = order.lines.find((candidate) => candidate.orderItemId === last.order_item_id);
    if (last.serial) {
      await deleteSerialsOfScan(this.trx, last.id);
      if (line) line.serials = line.serials.filter((serial) => serial !== last.serial);
    } else if (line) line.scanned -= 1;
    this.set({ step: awaitingSerialLine(order) ? 'scan_serial' : 'scan_items' });
    return { ...this.say('undone', 'undone'), reload: true };
  }

  private async finish(): Promise<Answer> {
    const order = this.context.order;
    const packageId = this.station.package_id;
    if (!order || packageId === null) return this.say('not_now', 'notNow', { code: this.input.code });
    if (order.status === 'cancelled') return this.say('cancelled', 'cancelled', { number: order.number });
    const missing = order.lines.reduce(
      (sum, line) =>
        sum + (line.quantity - line.scanned) + (line.serialKind ? line.scanned - line.serials.length : 0),
      0,
    );
    if (missing > 0) return this.say('incomplete', 'incomplete', { missing });
    let finished: Awaited<ReturnType<typeof finishPackage>>;
    try {
      finished = await finishPackage(this.trx, this.deps, this.actor, order, packageId, this.now);
    } catch (error) {
      // Nothing was written yet: the package stays open, the scan says why, and CMD-FINISH retries.
      if (!(error instanceof CarrierError)) throw error;
      this.deps.log.warn(
        { err: error, carrier: error.carrier, order: order.number },
        'carrier refused a shipment',
      );
      return this.say('carrier_failed', 'carrierFailed', { carrier: error.carrier, reason: error.message });
    }
    this.set({ step: 'finished' });
    // The state in hand, finished: nothing else changed, so it is not read again.
    const { trackingNumber, ...shipment } = finished;
    this.context.pkg = { id: packageId, state: 'finished', trackingNumber, ...shipment, canUndo: false };
    for (const crateOrder of this.context.crateOrders)
      if (crateOrder.id === order.id) crateOrder.packageState = 'finished';
    return trackingNumber
      ? this.say('finished', 'finished', { tracking: trackingNumber })
      : this.say('finished', 'finishedForStore');
  }

  private async handOver(): Promise<Answer> {
    const order = this.context.order;
    const packageId = this.station.package_id;
    if (!order || packageId === null) return this.say('not_now', 'notNow', { code: this.input.code });
    const handed = await handOverPackage(this.trx, this.deps, this.actor, order, packageId, this.now);
    if (!handed) return this.say('handover_refused', 'handoverRefused');
    const { crateOrders } =
      this.station.crate_id === null ? { crateOrders: [] } : await loadCrate(this.trx, this.station.crate_id);
    await this.nextOrder(crateOrders, order.id);
    return handed.carrier
      ? { ...this.say('handed_over', 'handedOver', { carrier: handed.carrier }), reload: true }
      : { ...this.say('handed_over', 'handedOverToStore'), reload: true };
  }

  private async skip(): Promise<Answer> {
    const order = this.context.order;
    const packageId = this.station.package_id;
    if (!order || packageId === null) return this.say('not_now', 'notNow', { code: this.input.code });
    await leaveOrder(this.trx, this.deps, this.actor, order, packageId, 'skip');
    await this.afterLeaving(order.id);
    return { ...this.say('skipped', 'skipped', { number: order.number }), reload: true };
  }

  private async cancelOrder(): Promise<Answer> {
    const order = this.context.order;
    const packageId = this.station.package_id;
    if (!order || packageId === null) return this.say('not_now', 'notNow', { code: this.input.code });
    if (order.status !== 'cancelled' && !canCancel(order))
      return this.say('not_now', 'notNow', { code: this.input.code });
    await leaveOrder(this.trx, this.deps, this.actor, order, packageId, 'cancel');
    await this.afterLeaving(order.id);
    return { ...this.say('order_cancelled', 'orderCancelled', { number: order.number }), reload: true };
  }

  private async afterLeaving(orderId: number): Promise<void> {
    const { crateOrders } =
      this.station.crate_id === null ? { crateOrders: [] } : await loadCrate(this.trx, this.station.crate_id);
    // The order just put aside is not taken in hand again by itself.
    await this.nextOrder(crateOrders, orderId);
  }
}
