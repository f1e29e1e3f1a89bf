import { type BuyoutData, type CurrentUser, shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import { type BuyoutStatus, buyoutPagePath, canMoveBuyout } from 'shared-domain/buyout';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange } from '../platform/audit/audit-trail.ts';
import { INT4_MAX } from '../platform/db/int4.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { BuyoutDeps } from './buyout-deps.ts';
import { statusEmail } from './buyout-emails.ts';
import { findBuyout, insertHistory, lockBuyout, updateBuyoutStatus } from './buyout-repository.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { buyoutDataOf, deviceOf } from './buyout-view.ts';
import { deviceName } from './device-repository.ts';

export interface StatusChange {
  status: BuyoutStatus;
  note?: string;
  /** The new price; required when re-quoting and only then. */
  price?: number;
}

/**
 * Staff move a buyout along shared-domain's buyoutTransitions (409 `invalid_transition`
 * otherwise). A re-quote sets the new price. Every change is written to the history, and the
 * customer's e-mail about it is queued in the same transaction.
 */
export async function changeBuyoutStatus(
  deps: BuyoutDeps,
  id: number | undefined,
  change: StatusChange,
  staff: CurrentUser,
  now: Date,
): Promise<BuyoutData> {
  const texts = buyoutTexts[deps.shop];
  const locale = shops[deps.shop].locale;
  if (change.status === 'requoted' && change.price === undefined)
    throw new AppError('validation', 'price_required', 400, texts.priceRequired, {
      form: { price: [formatValidationMessage(locale, 'required')] },
    });
  // The contract caps no price; the column is an int4.
  if (change.price !== undefined && change.price > INT4_MAX)
    throw new AppError('validation', 'invalid_request', 400, apiErrorMessages[locale].invalid_request, {
      form: { price: [formatValidationMessage(locale, 'maxValue', { maxValue: INT4_MAX })] },
    });
  if (change.status !== 'requoted' && change.price !== undefined)
    throw new AppError('validation', 'price_not_allowed', 400, texts.priceNotAllowed, {
      form: { price: [texts.priceNotAllowed] },
    });
  const note = change.note?.trim() || null;
  const newPrice = change.status === 'requoted' ? (change.price ?? null) : null;

  const after = await deps.db.transaction().execute(async (trx) => {
    const row = id === undefined ? undefined : await lockBuyout(trx, deps.shop, id);
    if (!row) throw notFound('buyout_not_found', texts.buyoutNotFound);
    if (!canMoveBuyout(row.status, change.status)) {
      throw new AppError(
        'conflict',
        'invalid_transition',
        409,
        texts.invalidTransition(texts.statuses[row.status], texts.statuses[change.status]),
      );
    }
    await updateBuyoutStatus(trx, row.id, { status: change.status, price: newPrice ?? undefined, at: now });
    await insertHistory(trx, [
      { buyoutId: row.id, status: change.status, at: now, note, price: newPrice, changedBy: staff.id },
    ]);
    const changed = (await findBuyout(trx, deps.shop, row.id))!;
    await recordStaffChange(trx, deps.shop, staff, {
      entity: 'buyout',
      entityId: row.id,
      action: change.status === 'requoted' ? 'requote' : 'change-status',
      before: { status: row.status, price: row.price },
      after: { status: changed.status, price: changed.price, ...(note ? { note } : {}) },
    });
    await queueMail(
      trx,
      deps.jobs,
      deps.shop,
      statusEmail(deps.shop, {
        to: changed.e_mail,
        number: changed.number,
        device: deviceName(await deviceOf(trx, deps.shop, changed)),
        status: changed.status,
        note,
        requotedPrice: newPrice,
        currency: changed.currency,
        link: `${deps.publicUrl}${buyoutPagePath(deps.shop, 'tracking')}`,
      }),
    );
    return changed;
  });

  return buyoutDataOf(deps.db, deps.shop, after);
}
