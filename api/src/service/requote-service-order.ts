import type { CurrentUser } from 'shared-domain';
import { requotableServiceStatuses, type ServiceRequote } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange } from '../platform/audit/audit-trail.ts';
import { CodedError, notFound } from '../platform/errors.ts';
import { queueStatusEmail } from './change-service-status.ts';
import type { ServiceOrderDeps } from './service-order-deps.ts';
import {
  findServiceOrderByNumber,
  insertServiceHistory,
  type ServiceOrderRow,
  updateServiceOrder,
} from './service-order-repository.ts';
import { serviceTexts } from './service-texts.ts';

/**
 * A technician finds the repair costs other than quoted (after the diagnosis, or during the repair):
 * staff set the new price with the technician's note. A price other than the booked one waits for
 * the customer's approval again (the repair goes back to 'diagnosed'); the booked price needs none.
 * Written to the history and the audit trail, and the customer is e-mailed, in one transaction.
 */
export async function requoteServiceOrder(
  deps: ServiceOrderDeps,
  number: string,
  requote: ServiceRequote,
  staff: CurrentUser,
  now: Date,
): Promise<ServiceOrderRow> {
  const { shop } = deps;
  const texts = serviceTexts[shop];
  return deps.db.transaction().execute(async (trx) => {
    const row =
      number.length <= 20 ? await findServiceOrderByNumber(trx, shop, number, { lock: true }) : undefined;
    if (!row) throw notFound('service_order_not_found', texts.orderNotFound);
    if (!(requotableServiceStatuses as readonly string[]).includes(row.status))
      throw new CodedError('conflict', 'requote_not_possible', 409);
    const approved = requote.quote_price === row.booked_price;
    const after: ServiceOrderRow = {
      ...row,
      status: approved ? 'quote_approved' : 'diagnosed',
      quote_price: requote.quote_price,
      quote_note: requote.note,
      quote_approved_at: approved ? now : null,
      updated_at: now,
    };
    await updateServiceOrder(trx, row.id, {
      status: after.status,
      quote_price: after.quote_price,
      quote_note: after.quote_note,
      quote_approved_at: after.quote_approved_at,
      at: now,
    });
    await insertServiceHistory(trx, [
      { orderId: row.id, status: after.status, at: now, note: requote.note, changedBy: staff.id },
    ]);
    await recordStaffChange(trx, shop, staff, {
      entity: 'service-order',
      entityId: row.number,
      action: 'requote',
      before: { status: row.status, quotePrice: row.quote_price, note: row.quote_note },
      after: { status: after.status, quotePrice: after.quote_price, note: requote.note },
    });
    await queueStatusEmail(trx, deps, after, requote.note, 'requote');
    return after;
  });
}
