import {
  type PackingCommand,
  packingCommands,
  type ScanRequest,
  type ScanResult,
} from 'shared-domain/contracts/staff.ts';
import type { OrderDeps } from '../../orders/order-deps.ts';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, CodedError } from '../../platform/errors.ts';
import { carrierNameOf } from '../carriers/carriers.ts';
import { PackingRun } from './packing-run.ts';
import { loadContext, type PriorScan, type StationRow, stationStateOf } from './station-state.ts';

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
  const [scan] = await executePrepared(
    trx,
    trx
      .insertInto('package_scans')
      .values({
        scan_id: input.scanId,
        station_id: station.id,
        user_id: actor.id,
        package_id: answer.record?.packageId ?? context.pkg?.id ?? null,
        order_item_id: answer.record?.orderItemId ?? null,
        code: input.code.trim(),
        outcome: answer.outcome,
        serial: answer.record?.serial ?? null,
        forced_reason: answer.record?.forcedReason ?? null,
        response: JSON.stringify(result),
      })
      .returning('id'),
  );
  const { record } = answer;
  if (record?.serial && record.orderItemId && record.productId)
    await trx
      .insertInto('product_serials')
      .values({
        serial: record.serial,
        product_id: record.productId,
        order_item_id: record.orderItemId,
        scan_id: scan.id,
        forced_reason: record.forcedReason ?? null,
      })
      .execute();
  return result;
}

/**
 * Creates the station on its first scan and locks its row either way: an upsert takes the row
 * lock, so concurrent scans of one station wait for each other. Its time of the last scan keeps
 * its crate's lease alive. A station id of the other shop answers nothing.
 */
async function lockStation(
  trx: Db,
  shop: 'cz' | 'ro',
  stationId: string,
  userId: number,
): Promise<StationRow> {
  const [row] = await executePrepared(
    trx,
    trx
      .insertInto('packing_stations')
      .values({ id: stationId, shop, user_id: userId, step: 'scan_crate' })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ user_id: userId, updated_at: new Date() })
          .where('packing_stations.shop', '=', shop),
      )
      .returning(['id', 'shop', 'user_id', 'crate_id', 'order_id', 'package_id', 'step', 'pending_command']),
  );
  if (!row)
    throw new AppError('validation', 'invalid_request', 400, 'The station belongs to the other shop.');
  return row;
}

/** The kept answer of a scan id already handled; another user's id is refused, never answered. */
function answerOfPrior(actor: StaffActor, prior: PriorScan): ScanResult {
  if (prior.userId !== actor.id) throw new CodedError('conflict', 'idempotency_key_reused', 409);
  return prior.response as ScanResult;
}

async function storedAnswer(db: Db, actor: StaffActor, scanId: string): Promise<ScanResult | null> {
  const row = await db
    .selectFrom('package_scans')
    .select(['user_id', 'response'])
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
  return row ? answerOfPrior(actor, { userId: row.user_id, response: row.response }) : null;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    found?.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint))
  );
}
