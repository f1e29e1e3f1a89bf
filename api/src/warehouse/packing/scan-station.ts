import {
  type PackingCommand,
  packingCommands,
  type ScanRequest,
  type ScanResult,
} from 'shared-domain/contracts/staff.ts';
import type { OrderDeps } from '../../orders/order-deps.ts';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, CodedError } from '../../platform/errors.ts';
import { carrierNameOf } from '../carriers/carriers.ts';
import { findScanAnswer, insertProductSerial, insertScan } from './package-scan-repository.ts';
import { PackingRun } from './packing-run.ts';
import { lockStation } from './station-repository.ts';
import { loadContext, type PriorScan, stationStateOf } from './station-state.ts';

// One scan at a packing station, in one transaction: the station's row is locked first, so the
// scans of one station run one after the other, and the answer is kept with the scan's id, so a
// scan sent twice (a network retry) is answered the same and counted once.

const commands: readonly string[] = Object.values(packingCommands);

export function commandOf(code: string): PackingCommand | null {
  const upper = code.toUpperCase();
  return commands.includes(upper) ? (upper as PackingCommand) : null;
}

export async function scanAtStation(
  deps: OrderDeps,
  actor: StaffActor,
  input: ScanRequest,
  now = new Date(),
): Promise<ScanResult> {
  try {
    return await deps.db.transaction().execute((trx) => scanInTransaction(trx, deps, actor, input, now));
  } catch (error) {
    // The same scan id sent to two stations at once: the first one kept it, the second answers it.
    if (isUniqueViolation(error, 'package_scans_scan_id_key')) {
      const stored = await storedAnswer(deps.db, actor, input.scanId);
      if (stored) return stored;
    }
    throw error;
  }
}

async function scanInTransaction(
  trx: Db,
  deps: OrderDeps,
  actor: StaffActor,
  input: ScanRequest,
  now: Date,
): Promise<ScanResult> {
  const station = await lockStation(trx, deps.shop, input.stationId, actor.id);
  if (!station)
    throw new AppError('validation', 'invalid_request', 400, 'The station belongs to the other shop.');
  // Read after the lock is held, so it sees every earlier scan of this station committed.
  const { prior, ...context } = await loadContext(trx, station, input.scanId);
  if (prior) return answerOfPrior(actor, prior);
  const run = new PackingRun(trx, { ...deps, db: trx }, actor, input, context, now);
  const answer = await run.handle(input.code.trim(), commandOf(input.code.trim()));
  await run.saveStation();
  const finalContext = answer.reload
    ? await loadContext(trx, run.station)
    : { ...context, station: run.station };
  const carrier = finalContext.order ? carrierNameOf(deps.shop, finalContext.order.deliveryType) : '';
  const result: ScanResult = {
    outcome: answer.outcome,
    message: answer.message,
    code: input.code.trim(),
    state: stationStateOf(finalContext, carrier),
  };
  const scan = await insertScan(trx, {
    scanId: input.scanId,
    stationId: station.id,
    userId: actor.id,
    packageId: answer.record?.packageId ?? context.pkg?.id ?? null,
    orderItemId: answer.record?.orderItemId ?? null,
    code: input.code.trim(),
    outcome: answer.outcome,
    serial: answer.record?.serial ?? null,
    forcedReason: answer.record?.forcedReason ?? null,
    response: JSON.stringify(result),
  });
  const { record } = answer;
  if (record?.serial && record.orderItemId && record.productId)
    await insertProductSerial(trx, {
      serial: record.serial,
      productId: record.productId,
      orderItemId: record.orderItemId,
      scanId: scan.id,
      forcedReason: record.forcedReason ?? null,
    });
  return result;
}

/** The kept answer of a scan id already handled; another user's id is refused, never answered. */
function answerOfPrior(actor: StaffActor, prior: PriorScan): ScanResult {
  if (prior.userId !== actor.id) throw new CodedError('conflict', 'idempotency_key_reused', 409);
  return prior.response as ScanResult;
}

async function storedAnswer(db: Db, actor: StaffActor, scanId: string): Promise<ScanResult | null> {
  const row = await findScanAnswer(db, scanId);
  return row ? answerOfPrior(actor, { userId: row.user_id, response: row.response }) : null;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    found?.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint))
  );
}
