import type { ShopCode } from 'shared-domain';
import type { ServiceOrderStatus } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { insertServiceHistory, updateServiceOrder } from './service-order-repository.ts';
import { findCustomersServiceOrder, isQuotePending, serviceOrderStatusOf } from './service-order-status.ts';
import { serviceTexts } from './service-texts.ts';

/**
 * The customer approves a changed price from the status page (number and e-mail identify them, as
 * on that page). Only a diagnosed order with an unapproved quote can be approved; the row is locked,
 * so a double click approves once and the second answers 409 `no_quote_to_approve`.
 */
export async function approveServiceQuote(
  db: Db,
  shop: ShopCode,
  order: { number: string; email: string },
  now: Date,
): Promise<ServiceOrderStatus> {
  const row = await db.transaction().execute(async (trx) => {
    const locked = await findCustomersServiceOrder(trx, shop, order, { lock: true });
    if (!isQuotePending(locked))
      throw new AppError('conflict', 'no_quote_to_approve', 409, serviceTexts[shop].noQuoteToApprove);
    await updateServiceOrder(trx, locked.id, { status: 'quote_approved', quote_approved_at: now, at: now });
    await insertServiceHistory(trx, [
      { orderId: locked.id, status: 'quote_approved', at: now, note: null, changedBy: null },
    ]);
    return locked;
  });
  return serviceOrderStatusOf(db, shop, {
    ...row,
    status: 'quote_approved',
    quote_approved_at: now,
    updated_at: now,
  });
}
