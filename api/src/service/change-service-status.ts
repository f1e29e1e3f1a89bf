import { type CurrencyCode, type CurrentUser, serviceStatusPath, shops } from 'shared-domain';
import type { ServiceOrderStatus, ServiceStatus } from 'shared-domain/contracts';
import { canMoveService } from 'shared-domain/contracts/staff.ts';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { statusEmail } from './service-emails.ts';
import type { ServiceOrderDeps } from './service-order-deps.ts';
import { queueServiceEmail, type ServiceEmailKind } from './service-order-emails.ts';
import {
  findServiceOrderByNumber,
  insertServiceHistory,
  type NewHistoryRow,
  type ServiceOrderRow,
  updateServiceOrder,
} from './service-order-repository.ts';
import { isQuotePending, serviceOrderStatusOf } from './service-order-status.ts';
import { serviceTexts } from './service-texts.ts';

export interface ServiceStatusChange {
  status: ServiceStatus;
  /** With 'diagnosed' (and only then): the price the diagnosis found. */
  quote_price?: number;
  note?: string;
}

/**
 * Staff move a repair along service-status-moves (409 `invalid_status_change` otherwise). The
 * diagnosis sets the quote: a changed price waits for the customer's approval, the booked price
 * needs none and the order goes straight on to 'quote_approved'. Every step is written to the
 * history and the customer's e-mail is queued with the change.
 */
export async function changeServiceStatus(
  deps: ServiceOrderDeps,
  number: string,
  change: ServiceStatusChange,
  staff: CurrentUser,
  now: Date,
): Promise<ServiceOrderStatus> {
  const { shop } = deps;
  const texts = serviceTexts[shop];
  checkQuotePrice(shop, change);
  const note = change.note?.trim() || null;

  const after = await deps.db.transaction().execute(async (trx) => {
    const row =
      number.length <= 20 ? await findServiceOrderByNumber(trx, shop, number, { lock: true }) : undefined;
    if (!row) throw notFound('service_order_not_found', texts.orderNotFound);
    if (!canMoveService(row.status, change.status))
      throw new AppError(
        'conflict',
        'invalid_status_change',
        409,
        texts.invalidStatusChange(texts.statuses[row.status], texts.statuses[change.status]),
      );
    const changed = await applyChange(trx, row, change, note, staff.id, now);
    // By its number, as staff find and open a repair.
    await recordStaffChange(trx, shop, staff, {
      entity: 'service-order',
      entityId: row.number,
      action: 'change-status',
      before: { status: row.status, quotePrice: row.quote_price },
      after: { status: changed.status, quotePrice: changed.quote_price, ...(note ? { note } : {}) },
    });
    await queueStatusEmail(trx, deps, changed, note);
    return changed;
  });

  return serviceOrderStatusOf(deps.db, shop, after);
}

function checkQuotePrice(shop: ServiceOrderDeps['shop'], change: ServiceStatusChange): void {
  const texts = serviceTexts[shop];
  if (change.status === 'diagnosed' && change.quote_price === undefined)
    throw new AppError('validation', 'quote_price_required', 400, texts.quotePriceRequired, {
      form: { quote_price: [formatValidationMessage(shops[shop].locale, 'required')] },
    });
  if (change.status !== 'diagnosed' && change.quote_price !== undefined)
    throw new AppError('validation', 'quote_price_not_allowed', 400, texts.quotePriceNotAllowed, {
      form: { quote_price: [texts.quotePriceNotAllowed] },
    });
}

async function applyChange(
  trx: Db,
  row: ServiceOrderRow,
  change: ServiceStatusChange,
  note: string | null,
  staffId: number,
  now: Date,
): Promise<ServiceOrderRow> {
  const history: NewHistoryRow[] = [
    { orderId: row.id, status: change.status, at: now, note, changedBy: staffId },
  ];
  let after: ServiceOrderRow = { ...row, status: change.status, updated_at: now };
  if (change.status === 'diagnosed') {
    const quotePrice = change.quote_price!;
    const unchanged = quotePrice === row.booked_price;
    after = {
      ...after,
      status: unchanged ? 'quote_approved' : 'diagnosed',
      quote_price: quotePrice,
      quote_note: note,
      quote_approved_at: unchanged ? now : null,
    };
    if (unchanged)
      history.push({ orderId: row.id, status: 'quote_approved', at: now, note: null, changedBy: staffId });
  }
  // Staff record an approval the customer gave them, e.g. on the phone.
  if (change.status === 'quote_approved') after = { ...after, quote_approved_at: now };
  await updateServiceOrder(trx, row.id, {
    status: after.status,
    quote_price: after.quote_price,
    quote_note: after.quote_note,
    quote_approved_at: after.quote_approved_at,
    at: now,
  });
  await insertServiceHistory(trx, history);
  return after;
}

/** The customer's mail about the order's status now (also used by the re-quote). */
export function queueStatusEmail(
  trx: Db,
  deps: ServiceOrderDeps,
  order: ServiceOrderRow,
  note: string | null,
  kind: ServiceEmailKind = 'status',
): Promise<void> {
  return queueServiceEmail(
    trx,
    deps.jobs,
    deps.shop,
    order.number,
    kind,
    statusEmail(deps.shop, {
      to: order.email,
      number: order.number,
      device: order.device_name,
      status: order.status,
      note,
      quoteToApprove: isQuotePending(order) ? order.quote_price : null,
      currency: order.currency as CurrencyCode,
      link: `${deps.publicUrl}${serviceStatusPath(deps.shop, { number: order.number, email: order.email })}`,
    }),
  );
}
